import { addVoucher, type NewVoucher } from '@/server/merchant/add-voucher';
import type { PromotionStore, StoreVoucherRow } from '@/server/merchant/store/promotion-store';
import { member, now } from './order-in-memory';

type VoucherWrite = Parameters<PromotionStore['addVoucher']>[1];

const christmas: NewVoucher = { code: 'joulu10', name: 'Joulu', kind: 'percent', amount: 10, lastDay: '2026-12-24' };

/** A store that answers `answer` to every addition and records what it was asked to add, and when. */
function vouchersInMemory(answer: 'taken' | 'full' | null = null) {
  const writes: { companyId: number; voucher: VoucherWrite; at: Date }[] = [];
  const store = {
    addVoucher: (companyId: number, voucher: VoucherWrite, at: Date) => {
      writes.push({ companyId, voucher, at });
      const row: StoreVoucherRow = {
        id: 1,
        code: voucher.code,
        name: voucher.name,
        discountKind: voucher.kind,
        amount: voucher.amount,
        expiresAt: voucher.expiresAt,
        companyId,
        userId: null,
      };
      return Promise.resolve(answer ?? row);
    },
  };
  return { store, writes, context: { clock: () => now } };
}

describe('addVoucher', () => {
  it('keeps the code in capitals and ends it when the store\u2019s last day ends (Helsinki midnight)', async () => {
    const { store, writes, context } = vouchersInMemory();
    const result = await addVoucher(context, store, member, christmas);
    expect(result.outcome).toBe('added');
    expect(writes).toEqual([
      {
        companyId: 7,
        voucher: {
          code: 'JOULU10',
          name: 'Joulu',
          kind: 'percent',
          amount: 10,
          expiresAt: new Date('2026-12-24T22:00:00.000Z'),
        },
        at: new Date(now),
      },
    ]);
  });

  it('takes today as the last day, and a percent of exactly 100', async () => {
    const { store, context } = vouchersInMemory();
    const today = { ...christmas, lastDay: '2026-11-21', amount: 100 };
    expect((await addVoucher(context, store, member, today)).outcome).toBe('added');
  });

  it.each([
    [{ lastDay: '2026-11-20' }, 'last_day_past'],
    [{ amount: 101 }, 'percent_above_100'],
  ] as const)('refuses %j as %s, writing nothing', async (change, reason) => {
    const { store, writes, context } = vouchersInMemory();
    expect(await addVoucher(context, store, member, { ...christmas, ...change })).toEqual({
      outcome: 'refused',
      reason,
    });
    expect(writes).toEqual([]);
  });

  it('takes a flat amount above 100', async () => {
    const { store, context } = vouchersInMemory();
    const flat = { ...christmas, kind: 'flat', amount: 500 } as const;
    expect((await addVoucher(context, store, member, flat)).outcome).toBe('added');
  });

  it.each([
    ['taken', 'code_taken'],
    ['full', 'store_full'],
  ] as const)('answers the store\u2019s %s as %s', async (answer, reason) => {
    const { store, context } = vouchersInMemory(answer);
    expect(await addVoucher(context, store, member, christmas)).toEqual({ outcome: 'refused', reason });
  });
});
