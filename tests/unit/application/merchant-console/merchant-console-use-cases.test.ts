import { createMerchantConsoleFeature } from '@/app/features/merchant-console.wiring';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import {
  helmiStaffSession,
  InMemoryMerchantConsole,
  InMemoryStaffSessionKeeper,
  storeOrder,
} from '../../../support/fakes/in-memory-merchant-console';
import { InMemoryStoreInventory } from '../../../support/fakes/in-memory-store-inventory';
import { InMemoryStoreOffice } from '../../../support/fakes/in-memory-store-office';
import { InMemoryConsolePreferences } from '../../../support/fakes/in-memory-console-preferences';
import { InMemoryStoreSettings } from '../../../support/fakes/in-memory-store-settings';

function consoleOver(session = helmiStaffSession as typeof helmiStaffSession | null) {
  const service = new InMemoryMerchantConsole();
  const keeper = new InMemoryStaffSessionKeeper(session);
  const clock = new FixedClock(helmiStaffSession.expiresAt - 60_000);
  const feature = createMerchantConsoleFeature({
    gateway: service,
    kitchen: service,
    stream: service,
    sessionKeeper: keeper,
    sessionHint: keeper,
    clock,
    inventory: new InMemoryStoreInventory(),
    office: new InMemoryStoreOffice(),
    preferences: new InMemoryConsolePreferences(),
    settings: new InMemoryStoreSettings(),
  });
  return { feature, service, keeper, clock };
}

describe('the staff session use cases', () => {
  it('refuse empty fields before asking the server', async () => {
    const { feature, service } = consoleOver(null);
    await expect(feature.signInStaff({ username: ' ', password: '' })).resolves.toEqual({
      ok: false,
      refusal: 'INVALID_FIELDS',
      problems: { username: 'REQUIRED', password: 'REQUIRED' },
    });
    expect(service.signIns).toEqual([]);
  });

  it('keep a granted session and nothing of a refused one', async () => {
    const { feature, keeper } = consoleOver(null);
    expect(await feature.signInStaff({ username: 'helmi-staff', password: 'nope' })).toMatchObject({ ok: false });
    expect(keeper.session).toBeNull();
    expect(await feature.signInStaff({ username: ' helmi-staff ', password: 'helmi-2026' })).toMatchObject({
      ok: true,
    });
    expect(keeper.session).toEqual(helmiStaffSession);
  });

  it('forget a kept session once it has expired', async () => {
    const { feature, keeper, clock } = consoleOver();
    expect(await feature.currentStaffSession()).toEqual(helmiStaffSession);
    clock.set(helmiStaffSession.expiresAt);
    expect(await feature.currentStaffSession()).toBeNull();
    expect(keeper.session).toBeNull();
  });

  it('sign out on this browser even when the server cannot be reached', async () => {
    const { feature, service, keeper } = consoleOver();
    service.failure = { code: 'CONNECTION_TIMEOUT', message: 'Connection Timeout' };
    await feature.signOutStaff();
    expect(keeper.session).toBeNull();
  });
});

describe('moving an order', () => {
  it('answers the order read again when another device moved it first', async () => {
    const { feature, service } = consoleOver();
    service.add(storeOrder({ queryId: 'a1' }));
    service.loseRaceTo('order_confirmed');
    const outcome = await feature.moveOrder('a1', 'order_cancelled');
    expect(outcome).toMatchObject({ ok: false, reason: 'STATUS_CHANGED', order: { status: 'order_confirmed' } });
    expect(outcome.order.nextStatuses).toEqual(['order_dispatched', 'order_cancelled']);
  });
});
