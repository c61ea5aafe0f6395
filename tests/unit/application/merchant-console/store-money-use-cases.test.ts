import { createStoreMoneyUseCases } from '@/application/merchant-console/store-money.use-cases';
import type { StoreTransactions } from '@/application/ports/store-office-gateway.port';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryStoreOffice } from '../../../support/fakes/in-memory-store-office';

function moneyOver() {
  const office = new InMemoryStoreOffice();
  return { office, ...createStoreMoneyUseCases({ office, clock: new FixedClock(Date.parse('2026-11-26T10:00:00Z')) }) };
}

describe('the store\u2019s transactions', () => {
  it('are asked for the range given and answered day by day', async () => {
    const { office, showTransactions } = moneyOver();
    const outcome = await showTransactions({ from: '2026-11-24', to: '2026-11-26' });
    expect(office.calls).toEqual(['transactions 2026-11-24 2026-11-26']);
    expect(outcome.ok && outcome.value.days.map((day) => day.date)).toEqual(['2026-11-24', '2026-11-26']);
  });

  it('are not asked for a range with a date that is none', async () => {
    const { office, showTransactions } = moneyOver();
    await expect(showTransactions({ from: '2026-11-31', to: '2026-12-01' })).resolves.toEqual({
      ok: false,
      problem: 'BAD_DATE',
    });
    expect(office.calls).toEqual([]);
  });

  it('are downloaded with their times in the zone they were counted in', () => {
    const { transactionsCsv } = moneyOver();
    const placedAt = Date.parse('2026-11-24T15:00:00Z');
    const inZone = (timeZone: string): StoreTransactions => ({
      from: '2026-11-24',
      to: '2026-11-24',
      timeZone,
      days: [
        {
          date: '2026-11-24',
          transactions: [
            {
              shortOrderId: 'CASH2',
              placedAt,
              paymentMethod: 'CASH',
              paid: false,
              refund: false,
              amount: 3000,
              vat: [],
            },
          ],
          net: 3000,
          refunds: 0,
          vat: [],
        },
      ],
    });
    expect(transactionsCsv(inZone('UTC')).split('\r\n')[1]).toBe('2026-11-24,15:00,CASH2,CASH,no,no,30.00');
    expect(transactionsCsv(inZone('Asia/Tokyo')).split('\r\n')[1]).toBe('2026-11-24,00:00,CASH2,CASH,no,no,30.00');
  });
});

describe('the store\u2019s profit and loss', () => {
  it('is asked for the range and period given', async () => {
    const { office, showProfitAndLoss } = moneyOver();
    const outcome = await showProfitAndLoss({ from: '2026-11-24', to: '2026-11-26' }, 'month');
    expect(office.calls).toEqual(['profitAndLoss 2026-11-24 2026-11-26 month']);
    expect(outcome).toMatchObject({ ok: true, value: { by: 'month', rows: [{ period: '2026-11', orders: 3 }] } });
  });

  it('is not asked for a range longer than the pages read at once', async () => {
    const { office, showProfitAndLoss } = moneyOver();
    await expect(showProfitAndLoss({ from: '2025-01-01', to: '2026-11-26' }, 'month')).resolves.toEqual({
      ok: false,
      problem: 'TOO_LONG',
    });
    expect(office.calls).toEqual([]);
  });
});
