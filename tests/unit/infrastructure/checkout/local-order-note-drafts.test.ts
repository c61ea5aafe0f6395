import { orderNoteMaxLength } from '@/domain/orders/order-note';
import { LocalOrderNoteDrafts } from '@/infrastructure/checkout/local-order-note-drafts';
import { orderNoteDraftKey } from '@/infrastructure/checkout/order-note-draft-key';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';

describe('LocalOrderNoteDrafts', () => {
  it('keeps the note with its store under one key, and forgets it', async () => {
    const storage = new MemoryStorage();
    const drafts = new LocalOrderNoteDrafts(storage);
    expect(await drafts.load()).toBeNull();
    await drafts.save({ storeQueryId: 'store-aalto', note: 'Ovikoodi 1234' });
    expect(JSON.parse(storage.getItem(orderNoteDraftKey) ?? 'null')).toEqual({
      storeQueryId: 'store-aalto',
      note: 'Ovikoodi 1234',
    });
    expect(await new LocalOrderNoteDrafts(storage).load()).toEqual({
      storeQueryId: 'store-aalto',
      note: 'Ovikoodi 1234',
    });
    await drafts.clear();
    expect(storage.getItem(orderNoteDraftKey)).toBeNull();
  });

  it.each([['not json'], ['null'], ['{"storeQueryId":1,"note":"x"}'], ['{"storeQueryId":"s"}']])(
    'counts a value it cannot read (%s) as none and removes it',
    async (raw) => {
      const storage = new MemoryStorage();
      storage.setItem(orderNoteDraftKey, raw);
      expect(await new LocalOrderNoteDrafts(storage).load()).toBeNull();
      expect(storage.getItem(orderNoteDraftKey)).toBeNull();
    },
  );

  it('never hands back more than the note field takes', async () => {
    const storage = new MemoryStorage();
    storage.setItem(orderNoteDraftKey, JSON.stringify({ storeQueryId: 's', note: 'x'.repeat(orderNoteMaxLength + 9) }));
    expect((await new LocalOrderNoteDrafts(storage).load())?.note).toHaveLength(orderNoteMaxLength);
  });

  it('keeps nothing, and throws nothing, when the browser refuses to store', async () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const drafts = new LocalOrderNoteDrafts(full);
    await expect(drafts.save({ storeQueryId: 's', note: 'x' })).resolves.toBeUndefined();
    expect(await drafts.load()).toBeNull();
  });
});
