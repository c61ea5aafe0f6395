import type { AddressDetails, AddressType, SavedAddress, UserAddresses } from '@/domain/addresses/address';

/** An address about to be created: the form's details and the slot they take. */
export interface NewAddress extends AddressDetails {
  readonly type: AddressType;
}

/** The signed-in customer's saved addresses, kept by the server. */
export interface AddressBook {
  /**
   * The customer's home, work and other addresses and which one is selected.
   * @throws AppError when the addresses cannot be read.
   */
  load(): Promise<UserAddresses>;

  /**
   * Saves a new address; the answer carries the query id the server gave it.
   * @throws AppError when the server refuses or cannot be reached.
   */
  create(address: NewAddress): Promise<SavedAddress>;

  /**
   * Replaces the details of a saved address, found by its query id.
   * @throws AppError when the server refuses or cannot be reached.
   */
  update(address: SavedAddress): Promise<SavedAddress>;

  /**
   * Deletes a saved address; the server is sent its details along with its query id.
   * @throws AppError when the server refuses or cannot be reached.
   */
  remove(address: SavedAddress): Promise<void>;

  /**
   * Remembers the address the customer's orders go to, or that none is chosen.
   * @throws AppError when the choice cannot be stored.
   */
  select(queryId: string | null): Promise<void>;
}
