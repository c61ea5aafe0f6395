import { createDeleteAddress } from '@/application/addresses/delete-address.use-case';
import { addressesWith } from '../../../support/fakes/address-fixtures';
import { InMemoryAddressBook } from '../../../support/fakes/in-memory-address-book';

describe('DeleteAddress', () => {
  it.each([
    ['the selected address, clearing the selection', 'home-1', null, ['remove', 'select none']],
    ['another address, keeping the selection', 'work-1', 'work-1', ['remove']],
  ])('deletes %s', async (_, selectedAddressId, selectedAfter, calls) => {
    const addressBook = new InMemoryAddressBook({ ...addressesWith({ home: true, work: true }), selectedAddressId });
    const home = addressBook.current.home!;
    const left = await createDeleteAddress({ addressBook })(home);
    expect(left.home).toBeNull();
    expect(left.work?.queryId).toBe('work-1');
    expect(left.selectedAddressId).toBe(selectedAfter);
    expect(addressBook.calls).toEqual(calls);
  });

  it('keeps the selection when the server refuses the delete', async () => {
    const addressBook = new InMemoryAddressBook({ ...addressesWith({ home: true }), selectedAddressId: 'home-1' });
    addressBook.failWith = new Error('refused');
    await expect(createDeleteAddress({ addressBook })(addressBook.current.home!)).rejects.toThrow('refused');
    expect(addressBook.current.selectedAddressId).toBe('home-1');
  });
});
