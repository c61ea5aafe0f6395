import type { AddressBook, NewAddress } from '@/application/ports/address-book.port';
import { allAddresses, noAddresses, type SavedAddress, type UserAddresses } from '@/domain/addresses/address';

/** The customer's address book held in memory; it fills slots by type, as the server does. */
export class InMemoryAddressBook implements AddressBook {
  private addresses: UserAddresses = noAddresses;
  private nextId = 1;
  readonly calls: string[] = [];
  /** When set, every change is refused with this error, as a server would. */
  failWith: Error | null = null;

  constructor(initial: UserAddresses = noAddresses) {
    this.addresses = initial;
  }

  /** Replaces everything the server holds, as at the start of a test. */
  seed(addresses: UserAddresses): void {
    this.addresses = addresses;
  }

  get current(): UserAddresses {
    return this.addresses;
  }

  async load(): Promise<UserAddresses> {
    return this.addresses;
  }

  async create(address: NewAddress): Promise<SavedAddress> {
    this.calls.push('create');
    this.refuseIfFailing();
    const saved: SavedAddress = { ...address, queryId: `address-${this.nextId++}` };
    this.addresses = this.placed(this.addresses, saved);
    return saved;
  }

  async update(address: SavedAddress): Promise<SavedAddress> {
    this.calls.push('update');
    this.refuseIfFailing();
    this.addresses = this.placed(this.without(this.addresses, address.queryId), address);
    return address;
  }

  async remove(address: SavedAddress): Promise<void> {
    this.calls.push('remove');
    this.refuseIfFailing();
    this.addresses = this.without(this.addresses, address.queryId);
  }

  async select(queryId: string | null): Promise<void> {
    this.calls.push(`select ${queryId ?? 'none'}`);
    this.addresses = { ...this.addresses, selectedAddressId: queryId };
  }

  private refuseIfFailing(): void {
    if (this.failWith) throw this.failWith;
  }

  private placed(addresses: UserAddresses, address: SavedAddress): UserAddresses {
    if (address.type === 'home') return { ...addresses, home: address };
    if (address.type === 'work') return { ...addresses, work: address };
    return { ...addresses, others: [...addresses.others, address] };
  }

  private without(addresses: UserAddresses, queryId: string): UserAddresses {
    const keep = (address: SavedAddress | null) => (address?.queryId === queryId ? null : address);
    return {
      home: keep(addresses.home),
      work: keep(addresses.work),
      others: addresses.others.filter((address) => address.queryId !== queryId),
      selectedAddressId: addresses.selectedAddressId,
    };
  }

  /** Every saved address, for assertions. */
  all(): readonly SavedAddress[] {
    return allAddresses(this.addresses);
  }
}
