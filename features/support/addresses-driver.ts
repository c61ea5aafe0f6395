import { createAddressesFeature } from '@/app/features/addresses.wiring';
import type { SaveAddressOutcome } from '@/application/addresses/save-address.use-case';
import type { AppError } from '@/application/errors/app-error';
import type { SavedAddress, UserAddresses } from '@/domain/addresses/address';
import { draftFromSavedAddress, type AddressDraft } from '@/domain/addresses/address-draft';
import {
  closedAddressDialogs,
  nextAddressDialogs,
  type AddressDialogEvent,
} from '@/presentation/store/addresses/address-dialogs-state';
import type { AddressField } from '@/domain/addresses/address-validation';
import { addressesWith, anAddressDraft } from '../../tests/support/fakes/address-fixtures';
import { InMemoryAddressBook } from '../../tests/support/fakes/in-memory-address-book';
import { InMemoryAddressLookup } from '../../tests/support/fakes/in-memory-address-lookup';
import { InMemoryAddressSearch } from '../../tests/support/fakes/in-memory-address-search';

/** One scenario's address book, map and dialogs, driven through the address use cases. */
export class AddressesDriver {
  readonly addressBook = new InMemoryAddressBook();
  readonly addressLookup = new InMemoryAddressLookup();
  /** The address book's use cases as the app wires them. */
  private readonly addressFeature = createAddressesFeature({
    addressBook: this.addressBook,
    addressLookup: this.addressLookup,
    addressSearch: new InMemoryAddressSearch(),
  });
  private readonly saveAddress = this.addressFeature.saveAddress;
  private readonly deleteAddress = this.addressFeature.deleteAddress;
  private readonly selectAddress = this.addressFeature.selectAddress;
  private readonly pickAddressOnMap = this.addressFeature.pickAddressOnMap;
  dialogs = closedAddressDialogs;
  addresses: UserAddresses;
  lastSave: SaveAddressOutcome | null = null;
  readonly pin = { lat: 60.1699, long: 24.9384 };

  constructor() {
    this.addresses = this.addressBook.current;
  }

  holds(slots: { home?: boolean; work?: boolean }): void {
    this.addressBook.seed(addressesWith(slots));
    this.addresses = this.addressBook.current;
  }

  saved(slot: 'home' | 'work'): SavedAddress {
    const address = this.addresses[slot];
    if (!address) throw new Error(`The customer has no ${slot} address`);
    return address;
  }

  get draft(): AddressDraft {
    if (!this.dialogs.draft) throw new Error('No address form is open');
    return this.dialogs.draft;
  }

  openList(): void {
    this.move({ type: 'LIST_OPENED' });
  }

  openForm(draft: AddressDraft): void {
    this.move({ type: 'FORM_OPENED', draft });
  }

  openNewForm(): void {
    this.openForm(anAddressDraft());
  }

  openFormFor(address: SavedAddress): void {
    this.openForm(draftFromSavedAddress(address));
  }

  type(field: AddressField, value: string): void {
    this.move({ type: 'FORM_OPENED', draft: { ...this.draft, [field]: value } });
  }

  async save(): Promise<void> {
    await this.attempt(async () => {
      this.lastSave = await this.saveAddress(this.draft);
      if (!this.lastSave.ok) return { type: 'REQUEST_FAILED' };
      this.addresses = this.lastSave.addresses;
      return { type: 'ADDRESS_SAVED' };
    });
  }

  async choose(address: SavedAddress): Promise<void> {
    this.addresses = await this.selectAddress(address);
    this.move({ type: 'ADDRESS_CHOSEN' });
  }

  async delete(address: SavedAddress): Promise<void> {
    this.move({ type: 'DELETE_ASKED', address });
    await this.attempt(async () => {
      this.addresses = await this.deleteAddress(address);
      return { type: 'ADDRESS_DELETED' };
    });
  }

  async confirmPin(): Promise<void> {
    this.move({ type: 'MAP_OPENED' });
    this.openForm(await this.pickAddressOnMap(this.pin));
  }

  refuseChanges(): void {
    const refusal: AppError = { code: 'BAD_REQUEST', message: 'Address could not be saved', status: 400 };
    this.addressBook.failWith = Object.assign(new Error(refusal.message), refusal);
  }

  private async attempt(action: () => Promise<AddressDialogEvent>): Promise<void> {
    try {
      this.move(await action());
    } catch {
      this.move({ type: 'REQUEST_FAILED' });
    }
  }

  private move(event: AddressDialogEvent): void {
    this.dialogs = nextAddressDialogs(this.dialogs, event);
  }
}
