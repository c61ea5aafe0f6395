import { createSelectAddress } from '@/application/addresses/select-address.use-case';
import { addressesWith } from '../../../support/fakes/address-fixtures';
import { InMemoryAddressBook } from '../../../support/fakes/in-memory-address-book';

describe('SelectAddress', () => {
  it.each([['home-1'], ['work-1'], ['others-1']])('makes %s the selected address', async (queryId) => {
    const addressBook = new InMemoryAddressBook(addressesWith({ home: true, work: true, others: 1 }));
    const address = [addressBook.current.home, addressBook.current.work, ...addressBook.current.others].find(
      (candidate) => candidate?.queryId === queryId,
    )!;
    const after = await createSelectAddress({ addressBook })(address);
    expect(after.selectedAddressId).toBe(queryId);
    expect(addressBook.calls).toEqual([`select ${queryId}`]);
  });
});
