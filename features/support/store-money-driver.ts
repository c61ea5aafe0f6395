import { createMerchantConsoleFeature } from '@/app/features/merchant-console.wiring';
import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import type { StoreTransactions } from '@/application/ports/store-office-gateway.port';
import { startOfLocalDate } from '@/domain/merchant-console/local-time';
import type { MoneyOrder } from '@/domain/merchant-console/store-money';
import { moneyFromDecimal } from '@/domain/pricing/money';
import type { FixedClock } from '../../tests/support/fakes/fixed-clock';
import { InMemoryConsolePreferences } from '../../tests/support/fakes/in-memory-console-preferences';
import { InMemoryStoreSettings } from '../../tests/support/fakes/in-memory-store-settings';
import {
  InMemoryMerchantConsole,
  InMemoryStaffSessionKeeper,
} from '../../tests/support/fakes/in-memory-merchant-console';
import { helmiOwnerSession, InMemoryStoreOffice, moneyOrder } from '../../tests/support/fakes/in-memory-store-office';
import { InMemoryStoreInventory } from '../../tests/support/fakes/in-memory-store-inventory';

const helsinki = 'Europe/Helsinki';

/** "2026-11-26 09:15" in Helsinki as an instant. */
export function helsinkiInstant(text: string): number {
  const [date = '', time = '00:00'] = text.split(' ');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return startOfLocalDate(date, helsinki) + (hours * 60 + minutes) * 60_000;
}

/** Money typed as "24.80" in minor units. */
export function cents(text: string): number {
  const amount = moneyFromDecimal(text);
  if (amount === null) throw new Error(`Not an amount: ${text}`);
  return amount;
}

/** One money scenario: the owner's console over the store's orders in memory, as the app wires it. */
export class StoreMoneyDriver {
  readonly office = new InMemoryStoreOffice();
  readonly console: MerchantConsoleFeature;
  transactions: StoreTransactions | null = null;
  file = '';

  constructor(clock: FixedClock) {
    this.office.moneyOrders = [];
    const service = new InMemoryMerchantConsole();
    const keeper = new InMemoryStaffSessionKeeper(helmiOwnerSession);
    this.console = createMerchantConsoleFeature({
      gateway: service,
      kitchen: service,
      stream: service,
      sessionKeeper: keeper,
      sessionHint: keeper,
      clock,
      office: this.office,
      inventory: new InMemoryStoreInventory(),
      preferences: new InMemoryConsolePreferences(),
      settings: new InMemoryStoreSettings(),
    });
  }

  addOrder(order: MoneyOrder): void {
    this.office.moneyOrders.push(order);
  }

  order(shortOrderId: string, placed: string, overrides: Partial<MoneyOrder>): MoneyOrder {
    return moneyOrder(shortOrderId, new Date(helsinkiInstant(placed)).toISOString(), overrides);
  }

  async readTransactions(date: string): Promise<StoreTransactions> {
    const outcome = await this.console.showTransactions({ from: date, to: date });
    if (!outcome.ok) throw new Error(`The range was refused: ${outcome.problem}`);
    this.transactions = outcome.value;
    return outcome.value;
  }
}
