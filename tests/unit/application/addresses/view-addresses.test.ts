import { createViewAddresses } from '@/application/addresses/view-addresses.use-case';
import { InMemoryAddressBook } from '../../../support/fakes/in-memory-address-book';
import { addressesWith } from '../../../support/fakes/address-fixtures';

describe('view addresses', () => {
  it("answers the customer's slots and selection as the address book holds them", async () => {
    const held = { ...addressesWith({ home: true, others: 2 }), selectedAddressId: 'others-2' };
    await expect(createViewAddresses({ addressBook: new InMemoryAddressBook(held) })()).resolves.toEqual(held);
  });

  it('passes a refusal on', async () => {
    const addressBook = new InMemoryAddressBook();
    const refusal = { code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 };
    addressBook.load = () => Promise.reject(refusal);
    await expect(createViewAddresses({ addressBook })()).rejects.toBe(refusal);
  });
});
