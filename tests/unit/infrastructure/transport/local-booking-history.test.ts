import type { BookedRide } from '@/domain/transport/booking-history';
import { MemoryStorage, type KeyValueStorage } from '@/infrastructure/session/key-value-storage';
import { bookingHistoryKey, LocalBookingHistory } from '@/infrastructure/transport/local-booking-history';

const ride: BookedRide = {
  invoiceQueryId: 'ride-1',
  bookedAt: 1,
  pickup: 'Kamppi',
  dropoff: 'Airport',
  cabType: 'economy',
  price: 2500,
  scheduledAt: null,
  shortOrderId: 'R-CXP86Z3EP8',
  stage: 'searching',
  payment: 'cash',
};

/** A storage that is full: every write throws, as a quota exceeded does. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('full', 'QuotaExceededError');
  }
}

describe('LocalBookingHistory', () => {
  it('keeps the rides in storage, so a new page (a reload) reads them back', async () => {
    const storage: KeyValueStorage = new MemoryStorage();
    await new LocalBookingHistory(storage).save([ride]);
    const reloaded = new LocalBookingHistory(storage);
    expect(await reloaded.load()).toEqual([ride]);
    expect(reloaded.keptOnlyForThisPage()).toBe(false);
  });

  it('keeps the rides in memory when the storage is full, and says so', async () => {
    const history = new LocalBookingHistory(new FullStorage());
    expect(history.keptOnlyForThisPage()).toBe(false);
    await history.save([ride]);
    expect(await history.load()).toEqual([ride]);
    expect(history.keptOnlyForThisPage()).toBe(true);
  });

  it('reads an unreadable or foreign value as no rides, and skips entries that are not rides', async () => {
    const storage = new MemoryStorage();
    storage.setItem(bookingHistoryKey, '{not json');
    expect(await new LocalBookingHistory(storage).load()).toEqual([]);
    storage.setItem(bookingHistoryKey, JSON.stringify([ride, { invoiceQueryId: 7 }]));
    expect(await new LocalBookingHistory(storage).load()).toEqual([ride]);
  });

  it('reads a ride an older version kept, without code or status, as one whose code and status are not known', async () => {
    const storage = new MemoryStorage();
    const { shortOrderId: _code, stage: _stage, payment: _payment, ...older } = ride;
    storage.setItem(bookingHistoryKey, JSON.stringify([older, { ...ride, stage: 'lost', payment: 'gift' }]));
    expect(await new LocalBookingHistory(storage).load()).toEqual([
      { ...older, shortOrderId: null, stage: null, payment: null },
      { ...ride, stage: null, payment: null },
    ]);
  });
});
