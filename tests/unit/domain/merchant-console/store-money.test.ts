import {
  dayOfMoreTransactions,
  maxReportDays,
  pnlTotals,
  profitAndLoss,
  reportRangeProblem,
  transactionDays,
} from '@/domain/merchant-console/store-money';
import { isCalendarDate } from '@/domain/merchant-console/local-time';
import { csvAmount, csvCell, transactionsCsv } from '@/domain/merchant-console/transactions-csv';
import { moneyOrder } from '../../../support/fakes/in-memory-store-office';

const helsinki = 'Europe/Helsinki';

/** A delivered cash order of 24.80 unless said otherwise (the fixture the console's fakes use too). */
const order = moneyOrder;

const card = { paymentMethod: 'CARD', paidAt: Date.parse('2026-11-26T08:00:00Z') };
const orders = [
  order('CASH1', '2026-11-26T08:00:00Z'),
  order('CARD1', '2026-11-26T09:00:00Z', {
    ...card,
    payable: 1000,
    taxLines: [{ taxPercent: 25.5, gross: 1000, net: 797, vat: 203 }],
  }),
  // Paid, then cancelled: a refund.
  order('BACK1', '2026-11-26T10:00:00Z', {
    ...card,
    status: 'order_cancelled',
    payable: 500,
    taxLines: [{ taxPercent: 14, gross: 500, net: 439, vat: 61 }],
  }),
  // Cash, cancelled before anything was paid: no money moved.
  order('GONE1', '2026-11-26T11:00:00Z', { status: 'order_cancelled' }),
  // A card order never paid: not a transaction.
  order('OPEN1', '2026-11-26T11:30:00Z', { paymentMethod: 'CARD' }),
  // 00:30 on the 27th in Helsinki.
  order('NEXT1', '2026-11-26T22:30:00Z'),
];

describe('transactionDays', () => {
  it('lists paid and cash orders per local day, refunds taken off the day\u2019s net and VAT', () => {
    const [day, next] = transactionDays(orders, '2026-11-26', '2026-11-27', helsinki);
    expect(day?.transactions.map((t) => [t.shortOrderId, t.refund])).toEqual([
      ['CASH1', false],
      ['CARD1', false],
      ['BACK1', true],
    ]);
    expect(day).toMatchObject({ date: '2026-11-26', net: 2480 + 1000 - 500, refunds: 500 });
    expect(day?.vat).toEqual([
      { taxPercent: 14, gross: 1980, net: 1736, vat: 244 },
      { taxPercent: 25.5, gross: 1000, net: 797, vat: 203 },
    ]);
    expect(next?.date).toBe('2026-11-27');
    expect(transactionDays(orders, '2026-11-27', '2026-11-27', helsinki).map((d) => d.date)).toEqual(['2026-11-27']);
  });
});

describe('the owner\u2019s refunds', () => {
  // CARD1 (10,00) got 2,50 back on the 26th and 1,00 on the 27th; BACK1 (5,00) got 2,00 back, then was cancelled.
  const refund = (shortOrderId: string, at: string, amount: number, orderCancelled = false) => ({
    shortOrderId,
    madeAt: Date.parse(at),
    paymentMethod: 'CARD',
    amount,
    vat: [
      { taxPercent: 25.5, gross: amount, net: Math.round(amount / 1.255), vat: amount - Math.round(amount / 1.255) },
    ],
    orderCancelled,
  });
  const refunds = [
    refund('CARD1', '2026-11-26T12:00:00Z', 250),
    refund('BACK1', '2026-11-26T10:30:00Z', 200, true),
    refund('CARD1', '2026-11-27T09:00:00Z', 100),
  ];
  const refundedBack = orders.map((each) =>
    each.shortOrderId === 'BACK1' ? { ...each, refunded: 200, refundedVat: [] } : each,
  );

  it('are transactions on the day given, and a cancelled order gives back only what they left', () => {
    const [day, next] = transactionDays(refundedBack, '2026-11-26', '2026-11-27', helsinki, refunds);
    expect(day?.transactions.map((t) => [t.shortOrderId, t.refund, t.amount])).toEqual([
      ['CASH1', false, 2480],
      ['CARD1', false, 1000],
      ['BACK1', true, 300],
      ['BACK1', true, 200],
      ['CARD1', true, 250],
    ]);
    expect(day).toMatchObject({ refunds: 300 + 200 + 250, net: 2480 + 1000 - 750 });
    expect(next?.transactions.map((t) => [t.shortOrderId, t.refund, t.amount])).toEqual([
      ['NEXT1', false, 2480],
      ['CARD1', true, 100],
    ]);
  });

  it('are a P&L figure of their day, those of a cancelled order left out with the order', () => {
    const rows = profitAndLoss(refundedBack, '2026-11-26', '2026-11-27', helsinki, 'day', refunds);
    expect(rows.map((row) => [row.period, row.refunds])).toEqual([
      ['2026-11-26', 250],
      ['2026-11-27', 100],
    ]);
    expect(pnlTotals(rows).refunds).toBe(350);
  });
});

describe('dayOfMoreTransactions', () => {
  it('finds the first day of more transactions than a page lists, and none when every day fits', () => {
    const days = transactionDays(orders, '2026-11-26', '2026-11-27', helsinki);
    expect(dayOfMoreTransactions(days, 3)).toBeUndefined();
    expect(dayOfMoreTransactions(days, 2)?.date).toBe('2026-11-26');
  });

  it('leaves a full range of quiet days within the days a page lists', () => {
    const days = transactionDays(orders, '2026-01-01', '2026-12-31', helsinki);
    expect(days.length).toBeLessThanOrEqual(maxReportDays);
    expect(profitAndLoss(orders, '2026-01-01', '2026-12-31', helsinki, 'day')).toHaveLength(365);
  });
});

describe('profitAndLoss', () => {
  it('sums every day of the range, zeros on a quiet one, cancelled orders left out', () => {
    const rows = profitAndLoss(orders, '2026-11-25', '2026-11-27', helsinki, 'day');
    expect(rows.map((row) => [row.period, row.orders])).toEqual([
      ['2026-11-25', 0],
      ['2026-11-26', 3],
      ['2026-11-27', 1],
    ]);
    expect(rows[1]).toEqual({
      period: '2026-11-26',
      orders: 3,
      revenue: 2480 + 1000 + 2480,
      // CASH1's cash is still to be received and OPEN1 was never paid.
      unpaid: 2480 + 2480,
      vat: 915,
      discounts: 300,
      tips: 600,
      deliveryFees: 1050,
      refunds: 0,
    });
    const months = profitAndLoss(orders, '2026-11-01', '2026-12-31', helsinki, 'month');
    expect(months.map((row) => [row.period, row.orders])).toEqual([
      ['2026-11', 4],
      ['2026-12', 0],
    ]);
    expect(pnlTotals(months).revenue).toBe(2480 * 3 + 1000);
  });

  it('refuses a range that ends before it starts or is longer than a year', () => {
    expect(reportRangeProblem('2026-01-02', '2026-01-01', isCalendarDate)).toBe('ENDS_BEFORE_START');
    expect(reportRangeProblem('2025-01-01', '2026-01-02', isCalendarDate)).toBe('TOO_LONG');
    expect(reportRangeProblem('2026-02-30', '2026-03-01', isCalendarDate)).toBe('BAD_DATE');
    expect(reportRangeProblem('2025-01-01', '2026-01-01', isCalendarDate)).toBeNull();
  });
});

describe('the transactions CSV', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+358', "'+358"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['CASH', 'CASH'],
  ])('writes the cell %s as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('has a row per transaction with the store\u2019s local time and a VAT column per rate', () => {
    const csv = transactionsCsv(transactionDays(orders, '2026-11-26', '2026-11-26', helsinki), helsinki);
    expect(csv.split('\r\n')).toEqual([
      'date,time,order,payment_method,paid,refund,amount,vat_14,vat_25.5',
      '2026-11-26,10:00,CASH1,CASH,no,no,24.80,3.05,0.00',
      '2026-11-26,11:00,CARD1,CARD,yes,no,10.00,0.00,2.03',
      '2026-11-26,12:00,BACK1,CARD,yes,yes,5.00,0.61,0.00',
      '',
    ]);
    expect(csvAmount(-1205)).toBe('-12.05');
  });
});

describe('a paid order cancelled after the owner\u2019s refunds', () => {
  const cancelled = order('PART1', '2026-11-26T09:00:00Z', {
    ...card,
    status: 'order_cancelled',
    payable: 1500,
    taxLines: [
      { taxPercent: 14, gross: 500, net: 439, vat: 61 },
      { taxPercent: 25.5, gross: 1000, net: 797, vat: 203 },
    ],
    refunded: 400,
    refundedVat: [
      { taxPercent: 25.5, gross: 200, net: 159, vat: 41 },
      { taxPercent: 14, gross: 100, net: 88, vat: 12 },
      { taxPercent: 25.5, gross: 100, net: 80, vat: 20 },
    ],
  });

  it('is refunded what they left, with its VAT per rate less all they gave back at that rate', () => {
    const [day] = transactionDays([cancelled], '2026-11-26', '2026-11-26', helsinki);
    expect(day?.transactions).toEqual([
      {
        shortOrderId: 'PART1',
        placedAt: cancelled.placedAt,
        paymentMethod: 'CARD',
        paid: true,
        refund: true,
        amount: 1100,
        vat: [
          { taxPercent: 14, gross: 400, net: 351, vat: 49 },
          { taxPercent: 25.5, gross: 700, net: 558, vat: 142 },
        ],
      },
    ]);
  });

  it('is no transaction at all when the refunds gave back the whole of it', () => {
    expect(transactionDays([{ ...cancelled, refunded: 1500 }], '2026-11-26', '2026-11-26', helsinki)).toEqual([]);
  });

  it('makes the owner\u2019s refund a paid transaction of the day it was given', () => {
    const given = {
      shortOrderId: 'CARD1',
      madeAt: Date.parse('2026-11-26T12:00:00Z'),
      paymentMethod: 'CARD',
      amount: 250,
      vat: [{ taxPercent: 25.5, gross: 250, net: 199, vat: 51 }],
      orderCancelled: false,
    };
    expect(transactionDays([], '2026-11-26', '2026-11-26', helsinki, [given])).toEqual([
      {
        date: '2026-11-26',
        transactions: [
          {
            shortOrderId: 'CARD1',
            placedAt: given.madeAt,
            paymentMethod: 'CARD',
            paid: true,
            refund: true,
            amount: 250,
            vat: given.vat,
          },
        ],
        net: -250,
        refunds: 250,
        vat: [{ taxPercent: 25.5, gross: -250, net: -199, vat: -51 }],
      },
    ]);
  });
});

describe('days and rates out of order', () => {
  // Given newest first, the higher rate first on each day.
  const unordered = [
    order('LATE1', '2026-11-27T09:00:00Z', { taxLines: [{ taxPercent: 25.5, gross: 2480, net: 1976, vat: 504 }] }),
    order('EARLY1', '2026-11-26T10:00:00Z', { taxLines: [{ taxPercent: 25.5, gross: 2480, net: 1976, vat: 504 }] }),
    order('EARLY2', '2026-11-26T11:00:00Z'),
  ];

  it('lists the days oldest first and the VAT lowest rate first, in the CSV as on the page', () => {
    const days = transactionDays(unordered, '2026-11-26', '2026-11-27', helsinki);
    expect(days.map((day) => day.date)).toEqual(['2026-11-26', '2026-11-27']);
    expect(days[0]?.vat.map((share) => share.taxPercent)).toEqual([14, 25.5]);
    expect(transactionsCsv(days, helsinki).split('\r\n')[0]).toBe(
      'date,time,order,payment_method,paid,refund,amount,vat_14,vat_25.5',
    );
  });
});

describe('profitAndLoss at the edges of its range', () => {
  const refund = (madeAt: string, amount: number) => ({
    shortOrderId: 'CASH1',
    madeAt: Date.parse(madeAt),
    paymentMethod: 'CASH',
    amount,
    vat: [],
    orderCancelled: false,
  });
  // 23:59 on the 25th and 00:00 on the 28th in Helsinki: both outside 26–27.
  const outside = [order('BEFORE', '2026-11-25T21:59:00Z'), order('AFTER', '2026-11-27T22:00:00Z')];
  // 00:00 on the 26th and 23:59 on the 27th in Helsinki: both inside.
  const inside = [
    order('FIRST', '2026-11-25T22:00:00Z', { voucherDiscount: 250 }),
    order('LAST', '2026-11-27T21:59:00Z', { paidAt: Date.parse('2026-11-27T21:59:00Z') }),
  ];
  const refunds = [
    refund('2026-11-25T21:59:00Z', 1),
    refund('2026-11-26T08:00:00Z', 30),
    refund('2026-11-26T09:00:00Z', 40),
    refund('2026-11-27T22:00:00Z', 2),
  ];

  it('counts the orders and refunds of its first and last day, and none of the days around', () => {
    const rows = profitAndLoss([...outside, ...inside], '2026-11-26', '2026-11-27', helsinki, 'day', refunds);
    expect(rows).toEqual([
      {
        period: '2026-11-26',
        orders: 1,
        revenue: 2480,
        unpaid: 2480,
        vat: 305,
        // The promotion's 1,00 and the voucher's 2,50.
        discounts: 350,
        tips: 200,
        deliveryFees: 350,
        refunds: 70,
      },
      {
        period: '2026-11-27',
        orders: 1,
        revenue: 2480,
        unpaid: 0,
        vat: 305,
        discounts: 100,
        tips: 200,
        deliveryFees: 350,
        refunds: 0,
      },
    ]);
    expect(pnlTotals(rows)).toEqual({
      orders: 2,
      revenue: 4960,
      unpaid: 2480,
      vat: 610,
      discounts: 450,
      tips: 400,
      deliveryFees: 700,
      refunds: 70,
    });
  });

  it('adds the refunds of a month into that month\u2019s one row', () => {
    const months = profitAndLoss(inside, '2026-11-26', '2026-11-27', helsinki, 'month', refunds);
    expect(months.map((row) => [row.period, row.orders, row.refunds])).toEqual([['2026-11', 2, 70]]);
  });

  it('takes a range of one day', () => {
    expect(reportRangeProblem('2026-11-26', '2026-11-26', isCalendarDate)).toBeNull();
  });
});
