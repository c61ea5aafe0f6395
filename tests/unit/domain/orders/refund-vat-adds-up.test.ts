import { planRefund, type GivenRefund, type RefundableOrder, type RefundChoice } from '@/domain/orders/refund';
import type { TaxLine } from '@/domain/pricing/tax';
import { soupAndBreadOrder as order } from '../../../support/refund-fixtures';

/** Plans each choice on the order as the earlier ones left it, as the owner gives them one after another. */
function giveInTurn(choices: readonly RefundChoice[], start: RefundableOrder = order): TaxLine[][] {
  let current = start;
  return choices.map((choice) => {
    const check = planRefund(current, choice);
    if (!check.ok) throw new Error(check.reason);
    const given: GivenRefund = {
      amount: check.plan.amount,
      lines: check.plan.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity })),
    };
    current = { ...current, refunds: [...current.refunds, given] };
    return [...check.plan.vat];
  });
}

/** gross, net and VAT per rate, added up over refunds. */
function perRate(refunds: readonly TaxLine[][]): Record<string, [number, number, number]> {
  const sums: Record<string, [number, number, number]> = {};
  for (const line of refunds.flat()) {
    const [gross, net, vat] = sums[line.taxPercent] ?? [0, 0, 0];
    sums[line.taxPercent] = [gross + line.gross, net + line.net, vat + line.vat];
  }
  return sums;
}

// The order's receipt states 26,82 at 14 % (net 23,53, VAT 3,29) and 4,50 at 25,5 % (net 3,59, VAT 0,91): once it
// is all given back, the refunds have given back exactly that, or the store's VAT report is left owing at one rate
// and owed at the other for an order that brought in nothing.
const receiptVat = { '14': [2682, 2353, 329], '25.5': [450, 359, 91] };

describe('the refunds of a whole order, one after another', () => {
  it('give back the VAT of the rest at the rates still unrefunded: the soups first, then the rest', () => {
    const [soups, rest] = giveInTurn([{ kind: 'lines', lines: [{ lineId: 'soup', quantity: 2 }] }, { kind: 'full' }]);
    expect(soups).toEqual([{ taxPercent: 14, gross: 2682, net: 2353, vat: 329 }]);
    expect(rest).toEqual([{ taxPercent: 25.5, gross: 450, net: 359, vat: 91 }]);
  });

  it('add up to the receipt\u2019s VAT at each rate, whatever was given back before the rest', () => {
    const turns: RefundChoice[][] = [
      [{ kind: 'amount', amount: 1000 }, { kind: 'full' }],
      [{ kind: 'lines', lines: [{ lineId: 'soup', quantity: 1 }] }, { kind: 'amount', amount: 777 }, { kind: 'full' }],
      [
        { kind: 'lines', lines: [{ lineId: 'bread', quantity: 1 }] },
        { kind: 'lines', lines: [{ lineId: 'soup', quantity: 1 }] },
        { kind: 'full' },
      ],
      // Each soup's 13,41 splits into 11,76 + 1,65, two of them 23,52 + 3,30: the rest keeps the receipt's cent.
      [
        { kind: 'lines', lines: [{ lineId: 'soup', quantity: 1 }] },
        { kind: 'lines', lines: [{ lineId: 'soup', quantity: 1 }] },
        { kind: 'full' },
      ],
    ];
    for (const choices of turns) expect(perRate(giveInTurn(choices))).toEqual(receiptVat);
  });

  it('add up when a line that does not divide evenly was given back a unit at a time', () => {
    // Three coffees for 10,00 (14 %: net 8,77, VAT 1,23): the units are worth 3,33, 3,33 and 3,34.
    const coffees: RefundableOrder = {
      ...order,
      payable: 1000,
      voucherDiscount: 0,
      lines: [{ id: 'coffee', productName: 'Coffee', quantity: 3, payable: 1000, taxPercent: 14 }],
    };
    const oneCoffee: RefundChoice = { kind: 'lines', lines: [{ lineId: 'coffee', quantity: 1 }] };
    expect(perRate(giveInTurn([oneCoffee, oneCoffee, { kind: 'full' }], coffees))).toEqual({ '14': [1000, 877, 123] });
  });
});
