import { createSaveAddress } from '@/application/addresses/save-address.use-case';
import { addressesWith, anAddressDraft, aSavedAddress } from '../../../support/fakes/address-fixtures';
import { InMemoryAddressBook } from '../../../support/fakes/in-memory-address-book';

function setUp(slots: { home?: boolean; work?: boolean; others?: number } = {}) {
  const addressBook = new InMemoryAddressBook(addressesWith(slots));
  return { addressBook, saveAddress: createSaveAddress({ addressBook }) };
}

describe('SaveAddress', () => {
  it('creates a new address with trimmed details and the type its title earns', async () => {
    const { addressBook, saveAddress } = setUp();
    const outcome = await saveAddress(anAddressDraft({ title: ' Work ', street: ' Mannerheimintie ' }));
    const { queryId: _, ...details } = anAddressDraft({ title: 'Work', street: 'Mannerheimintie' });
    expect(outcome).toEqual({
      ok: true,
      action: 'CREATED',
      address: { ...details, queryId: 'address-1', type: 'work' },
      addresses: { ...addressesWith({}), work: { ...details, queryId: 'address-1', type: 'work' } },
    });
    expect(addressBook.calls).toEqual(['create']);
  });

  it.each([
    ['Home', {}, 'home'],
    ['Home', { home: true }, 'others'],
    ['homework', {}, 'others'],
    ['WORK', { home: true }, 'work'],
  ] as const)('files the new address titled %j with slots %o as %s', async (title, slots, type) => {
    const { saveAddress } = setUp(slots);
    const outcome = await saveAddress(anAddressDraft({ title }));
    expect(outcome.ok && outcome.address.type).toBe(type);
  });

  it('refuses a form with empty required fields, naming each, and sends nothing', async () => {
    const { addressBook, saveAddress } = setUp();
    expect(await saveAddress(anAddressDraft({ street: ' ', area: '' }))).toEqual({
      ok: false,
      reason: 'INVALID_FIELDS',
      fieldErrors: { street: 'REQUIRED', area: 'REQUIRED' },
    });
    expect(addressBook.calls).toEqual([]);
  });

  it('updates a saved address and keeps its title whatever the form says', async () => {
    const { addressBook, saveAddress } = setUp({ home: true });
    const home = aSavedAddress('home');
    const outcome = await saveAddress({
      ...anAddressDraft(),
      queryId: home.queryId,
      title: 'Cottage',
      street: 'Runeberginkatu',
    });
    expect(outcome).toMatchObject({
      ok: true,
      action: 'UPDATED',
      address: { queryId: 'home-1', title: 'Home', type: 'home', street: 'Runeberginkatu' },
    });
    expect(addressBook.calls).toEqual(['update']);
    expect(addressBook.current.home?.street).toBe('Runeberginkatu');
  });

  it('does not flag an emptied title on a saved address, since the stored title is the one kept', async () => {
    const { saveAddress } = setUp({ work: true });
    const outcome = await saveAddress({ ...anAddressDraft(), queryId: 'work-1', title: '' });
    expect(outcome).toMatchObject({ ok: true, address: { title: 'Work', type: 'work' } });
  });

  it('passes a server refusal on as a rejection', async () => {
    const { addressBook, saveAddress } = setUp();
    const refusal = new Error('refused');
    addressBook.failWith = refusal;
    await expect(saveAddress(anAddressDraft())).rejects.toBe(refusal);
  });
});
