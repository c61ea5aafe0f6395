import {
  addDays,
  instantsAround,
  isCalendarDate,
  localDate,
  localHour,
  localMonth,
  localTime,
  startOfLocalDate,
} from '@/domain/merchant-console/local-time';
import { busiestHours, dayFigures, type FigureOrder } from '@/domain/merchant-console/store-figures';

const helsinki = 'Europe/Helsinki';
const at = (iso: string) => Date.parse(iso);

function order(placed: string, overrides: Partial<FigureOrder> = {}): FigureOrder {
  return { status: 'order_pending', placedAt: at(placed), payable: 1000, paidAt: null, steps: [], ...overrides };
}

describe('the store\u2019s calendar', () => {
  it.each([
    ['2026-11-25T21:59:00Z', '2026-11-25', 23],
    ['2026-11-25T22:00:00Z', '2026-11-26', 0],
    ['2026-07-01T20:59:00Z', '2026-07-01', 23],
    ['2026-07-01T21:00:00Z', '2026-07-02', 0],
  ])('puts %s on the Helsinki date %s, hour %i', (instant, date, hour) => {
    expect(localDate(at(instant), helsinki)).toBe(date);
    expect(localHour(at(instant), helsinki)).toBe(hour);
  });

  it('tells the store\u2019s time of day to the minute, and its month', () => {
    expect(localTime(at('2026-11-26T07:05:00Z'), helsinki)).toBe('09:05');
    expect(localTime(at('2026-11-25T22:59:00Z'), helsinki)).toBe('00:59');
    expect(localMonth(at('2026-11-30T22:00:00Z'), helsinki)).toBe('2026-12');
  });

  it('knows real calendar dates and steps over month ends', () => {
    expect(['2026-02-28', '2026-02-29', '2026-13-01', '26-01-01'].map(isCalendarDate)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    const { from, to } = instantsAround('2026-11-26', '2026-11-26');
    expect(from).toBeLessThan(at('2026-11-25T22:00:00Z'));
    expect(to).toBeGreaterThan(at('2026-11-26T22:00:00Z'));
  });
});

describe('dayFigures', () => {
  const now = at('2026-11-26T12:00:00Z');
  const orders = [
    // 23:30 on the 25th in Helsinki: yesterday's.
    order('2026-11-25T21:30:00Z'),
    order('2026-11-26T09:05:00Z', {
      status: 'order_delivered',
      payable: 2500,
      paidAt: at('2026-11-26T09:30:00Z'),
      steps: [
        { status: 'order_confirmed', at: at('2026-11-26T09:07:00Z') },
        { status: 'order_dispatched', at: at('2026-11-26T09:25:00Z') },
      ],
    }),
    order('2026-11-26T09:40:00Z', {
      status: 'order_dispatched',
      payable: 1500,
      steps: [{ status: 'order_dispatched', at: at('2026-11-26T09:50:00Z') }],
    }),
    order('2026-11-26T10:10:00Z', { status: 'order_cancelled', payable: 9900 }),
    order('2026-11-26T11:59:00Z'),
  ];

  it('counts the local day\u2019s orders by status, revenue without cancelled ones and the average preparation', () => {
    const figures = dayFigures(orders, now, helsinki);
    expect(figures).toMatchObject({ date: '2026-11-26', orders: 4, revenue: 5000, averagePreparationMinutes: 15 });
    // The delivered order's cash was received; the dispatched and the pending one are still to be paid.
    expect(figures.unpaid).toBe(1500 + 1000);
    expect(figures.byStatus).toEqual([
      { status: 'order_pending', count: 1 },
      { status: 'order_confirmed', count: 0 },
      { status: 'order_dispatched', count: 1 },
      { status: 'order_delivered', count: 1 },
      { status: 'order_cancelled', count: 1 },
    ]);
    expect(figures.hours).toEqual([
      { hour: 11, orders: 2 },
      { hour: 12, orders: 1 },
      { hour: 13, orders: 1 },
    ]);
  });

  it('has no preparation time before the first dispatch, and ranks the busiest hours', () => {
    expect(dayFigures([order('2026-11-26T09:05:00Z')], now, helsinki).averagePreparationMinutes).toBeNull();
    expect(
      busiestHours(
        [
          { hour: 9, orders: 1 },
          { hour: 11, orders: 4 },
          { hour: 12, orders: 4 },
          { hour: 18, orders: 2 },
        ],
        3,
      ),
    ).toEqual([
      { hour: 11, orders: 4 },
      { hour: 12, orders: 4 },
      { hour: 18, orders: 2 },
    ]);
  });
});

describe('startOfLocalDate', () => {
  it.each([
    ['2026-11-26', '2026-11-25T22:00:00.000Z'],
    ['2026-07-02', '2026-07-01T21:00:00.000Z'],
    // The night summer time begins (29 March 2026 at 03:00 local) starts at winter time's offset.
    ['2026-03-29', '2026-03-28T22:00:00.000Z'],
    ['2026-03-30', '2026-03-29T21:00:00.000Z'],
  ])('begins %s in Helsinki at %s', (date, instant) => {
    expect(new Date(startOfLocalDate(date, helsinki)).toISOString()).toBe(instant);
  });
});

describe('dayFigures, orders given out of order', () => {
  const now = at('2026-11-26T12:00:00Z');

  it('counts as unpaid only what has not been paid, and lists the hours earliest first', () => {
    const figures = dayFigures(
      [
        order('2026-11-26T10:15:00Z', { payable: 300 }),
        order('2026-11-26T07:15:00Z', { payable: 700, paidAt: at('2026-11-26T07:20:00Z') }),
      ],
      now,
      helsinki,
    );
    expect(figures).toMatchObject({ revenue: 1000, unpaid: 300 });
    expect(figures.hours).toEqual([
      { hour: 9, orders: 1 },
      { hour: 12, orders: 1 },
    ]);
  });

  it('ranks the earlier of two equally busy hours first, whatever order they come in', () => {
    expect(
      busiestHours(
        [
          { hour: 12, orders: 4 },
          { hour: 11, orders: 4 },
        ],
        2,
      ),
    ).toEqual([
      { hour: 11, orders: 4 },
      { hour: 12, orders: 4 },
    ]);
  });
});
