import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { csvAmount } from '@/domain/merchant-console/transactions-csv';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import { cents, helsinkiInstant, StoreMoneyDriver } from '../support/store-money-driver';
import type { StorefrontWorld } from '../support/world';

function money(world: StorefrontWorld): StoreMoneyDriver {
  return world.driver('store-money', () => new StoreMoneyDriver(world.clock));
}

const statuses: Record<string, KnownOrderStatus> = {
  pending: 'order_pending',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

Given("the store's orders are", function (this: StorefrontWorld, table: DataTable) {
  for (const row of table.hashes()) {
    const placed = row['placed at (Helsinki)'] ?? '';
    const amount = cents(row.amount ?? '0');
    const vat = cents(row.VAT ?? '0');
    money(this).addOrder(
      money(this).order(row.order ?? '', placed, {
        paymentMethod: row.payment ?? 'CASH',
        paidAt: row.paid === 'yes' ? helsinkiInstant(placed) : null,
        status: statuses[row.status ?? ''] ?? 'order_pending',
        payable: amount,
        taxLines: [{ taxPercent: Number(row['VAT rate']), gross: amount, net: amount - vat, vat }],
        taxTotal: vat,
      }),
    );
  }
});

Given(
  "the store's order {string} was paid in cash on {word} at {word}",
  function (this: StorefrontWorld, order: string, date: string, time: string) {
    money(this).addOrder(money(this).order(order, `${date} ${time}`, {}));
  },
);

When('the owner reads the transactions of {word}', async function (this: StorefrontWorld, date: string) {
  await money(this).readTransactions(date);
});

When('the owner downloads the transactions of {word}', async function (this: StorefrontWorld, date: string) {
  const driver = money(this);
  driver.file = driver.console.transactionsCsv(await driver.readTransactions(date));
});

Then('the transactions of {word} are', function (this: StorefrontWorld, date: string, table: DataTable) {
  const day = money(this).transactions?.days.find((known) => known.date === date);
  const kinds = (day?.transactions ?? []).map((transaction) => ({
    order: transaction.shortOrderId,
    kind: transaction.refund ? 'refund' : transaction.paid ? 'paid' : 'cash',
  }));
  assert.deepEqual(kinds, table.hashes());
});

Then("the day's net is {word} with {word} refunded", function (this: StorefrontWorld, net: string, refunded: string) {
  const [day] = money(this).transactions?.days ?? [];
  assert.deepEqual([csvAmount(day?.net ?? 0), csvAmount(day?.refunds ?? 0)], [net, refunded]);
});

Then("the day's VAT is", function (this: StorefrontWorld, table: DataTable) {
  const [day] = money(this).transactions?.days ?? [];
  assert.deepEqual(
    (day?.vat ?? []).map((share) => ({ rate: String(share.taxPercent), VAT: csvAmount(share.vat) })),
    table.hashes(),
  );
});

Then("the file's row of that order begins with {string}", function (this: StorefrontWorld, start: string) {
  const rows = money(this).file.split('\r\n');
  assert.ok(
    rows.some((row) => row.startsWith(start)),
    `no row begins with ${start}:\n${rows.join('\n')}`,
  );
});
