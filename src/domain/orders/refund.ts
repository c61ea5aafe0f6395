import { allocateDiscount } from '../pricing/discount-allocation';
import { sumMoney, type Money } from '../pricing/money';
import { vatBreakdown, type TaxLine } from '../pricing/tax';
import type { KnownOrderStatus } from './order-status';

/** One line of a placed order as a refund reads it: what the customer paid for it after its promotion. */
export interface RefundableLine {
  readonly id: string;
  readonly productName: string;
  readonly quantity: number;
  /** The line's price after its promotion (quantity × unit price after discounts), before the voucher. */
  readonly payable: Money;
  readonly taxPercent: number;
}

/** A refund already given: its amount, and the quantities of lines it gave back. */
export interface GivenRefund {
  readonly amount: Money;
  readonly lines: readonly { readonly lineId: string; readonly quantity: number }[];
}

export interface RefundableOrder {
  readonly status: KnownOrderStatus;
  readonly paid: boolean;
  /** What the customer paid: the goods after promotions and voucher, plus tip and fees. */
  readonly payable: Money;
  readonly voucherDiscount: Money;
  readonly lines: readonly RefundableLine[];
  readonly refunds: readonly GivenRefund[];
}

export interface ChosenLine {
  readonly lineId: string;
  readonly quantity: number;
}

/** What the owner chose: everything not yet refunded, some of the lines, or an amount. */
export type RefundChoice =
  | { readonly kind: 'full' }
  | { readonly kind: 'lines'; readonly lines: readonly ChosenLine[] }
  | { readonly kind: 'amount'; readonly amount: Money };

export type RefundRefusal =
  'NOT_PAID' | 'ORDER_CANCELLED' | 'NOTHING_LEFT' | 'NO_LINES' | 'UNKNOWN_LINE' | 'TOO_MANY' | 'MORE_THAN_PAID';

export interface RefundedLine {
  readonly lineId: string;
  readonly productName: string;
  readonly quantity: number;
  readonly amount: Money;
}

export interface RefundPlan {
  readonly amount: Money;
  readonly lines: readonly RefundedLine[];
  /** The refund's VAT per rate, as the receipt's tax lines state the order's. */
  readonly vat: readonly TaxLine[];
}

export type RefundCheck =
  | { readonly ok: true; readonly plan: RefundPlan }
  | { readonly ok: false; readonly reason: RefundRefusal; readonly field: string };

/** What is still to give back: the paid amount less every refund, never below 0. */
export function refundableAmount(order: Pick<RefundableOrder, 'payable' | 'refunds'>): Money {
  return Math.max(0, order.payable - sumMoney(order.refunds.map((refund) => refund.amount)));
}

/**
 * Each line's worth after the voucher: the voucher is shared over the lines in proportion to their price, as the
 * receipt's VAT shares it (allocateDiscount, so the shares add up to the voucher exactly). Tip and fees belong to
 * no line: only a full refund or a chosen amount gives them back.
 */
export function lineValues(order: Pick<RefundableOrder, 'lines' | 'voucherDiscount'>): Money[] {
  const shares = allocateDiscount(
    order.lines.map((line) => line.payable),
    order.voucherDiscount,
  );
  return order.lines.map((line, index) => line.payable - shares[index]!);
}

/** How many of each line earlier refunds gave back. */
export function refundedQuantities(order: Pick<RefundableOrder, 'refunds'>): Map<string, number> {
  const given = new Map<string, number>();
  for (const refund of order.refunds) {
    for (const line of refund.lines) given.set(line.lineId, (given.get(line.lineId) ?? 0) + line.quantity);
  }
  return given;
}

/**
 * What `quantity` more units of a line are worth when `before` of them were refunded already: the line's worth
 * up to the last of them less the worth up to the first, each rounded down, so refunding a line unit by unit
 * adds up to exactly its worth and no unit of a line that does not divide evenly is worth a cent more than another
 * by more than one.
 */
export function unitsWorth(value: Money, lineQuantity: number, before: number, quantity: number): Money {
  const upTo = (units: number) => Math.floor((value * units) / lineQuantity);
  return upTo(before + quantity) - upTo(before);
}

/** The chosen lines with the same line named twice added together, in the order first named. */
function mergedChoice(lines: readonly ChosenLine[]): ChosenLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.lineId, (merged.get(line.lineId) ?? 0) + line.quantity);
  return [...merged.entries()].map(([lineId, quantity]) => ({ lineId, quantity }));
}

type LinesCheck =
  | { readonly ok: true; readonly lines: RefundedLine[] }
  | { readonly ok: false; readonly reason: RefundRefusal; readonly field: string };

function refundedLinesOf(order: RefundableOrder, chosen: readonly ChosenLine[]): LinesCheck {
  const values = lineValues(order);
  const given = refundedQuantities(order);
  const lines: RefundedLine[] = [];
  for (const [index, choice] of mergedChoice(chosen).entries()) {
    const at = order.lines.findIndex((line) => line.id === choice.lineId);
    const line = order.lines[at];
    if (line === undefined) return { ok: false, reason: 'UNKNOWN_LINE', field: `lines.${index}.line_id` };
    const before = given.get(line.id) ?? 0;
    if (choice.quantity < 1 || before + choice.quantity > line.quantity) {
      return { ok: false, reason: 'TOO_MANY', field: `lines.${index}.quantity` };
    }
    const amount = unitsWorth(values[at]!, line.quantity, before, choice.quantity);
    lines.push({ lineId: line.id, productName: line.productName, quantity: choice.quantity, amount });
  }
  return { ok: true, lines };
}

/**
 * The VAT of a chosen amount, a refund that is not made of lines: its share of the goods, in the proportion the
 * goods bear to what was paid (tip and fees carry no VAT here), spread over the lines' rates as the receipt's
 * voucher is.
 */
function vatOfAmount(order: RefundableOrder, amount: Money): readonly TaxLine[] {
  const values = lineValues(order);
  const goods = sumMoney(values);
  if (goods === 0 || order.payable === 0) return [];
  const goodsPart = Math.min(goods, Math.round((amount * goods) / order.payable));
  return vatBreakdown(
    order.lines.map((line, index) => ({ gross: values[index]!, taxPercent: line.taxPercent })),
    goods - goodsPart,
  ).filter((line) => line.gross > 0);
}

/** The VAT per rate of the order's goods, as its receipt states it. */
function vatOfGoods(order: RefundableOrder): readonly TaxLine[] {
  const values = lineValues(order);
  return vatBreakdown(order.lines.map((line, index) => ({ gross: values[index]!, taxPercent: line.taxPercent })));
}

/**
 * The VAT per rate the earlier refunds gave back, each worked out again as it was planned when given (they come
 * in the order they were given: a line's units are worth what their place in it made them worth).
 */
function vatGivenBack(order: RefundableOrder): TaxLine[] {
  const values = lineValues(order);
  const before = new Map<string, number>();
  return order.refunds.flatMap((refund) => {
    if (refund.lines.length === 0) return vatOfAmount(order, refund.amount);
    const amounts = order.lines.map((line, at) => {
      const quantity = refundedQuantities({ refunds: [refund] }).get(line.id) ?? 0;
      const done = before.get(line.id) ?? 0;
      before.set(line.id, done + quantity);
      return { gross: unitsWorth(values[at]!, line.quantity, done, quantity), taxPercent: line.taxPercent };
    });
    return vatBreakdown(amounts);
  });
}

/**
 * The VAT of the rest of the order: the receipt's VAT at each rate less what earlier refunds gave back at it, so
 * the refunds of a whole order add up to its receipt's VAT at every rate, to the cent. (A chosen amount's share
 * of the goods is taken from every rate, so a rate may have been given back beyond its goods: the rest then gives
 * back less than nothing at it, which keeps the sums right.)
 */
function vatOfTheRest(order: RefundableOrder): readonly TaxLine[] {
  const given = vatGivenBack(order);
  return vatOfGoods(order)
    .map((sold) => {
      const back = given.filter((line) => line.taxPercent === sold.taxPercent);
      const less = (pick: (line: TaxLine) => Money) => pick(sold) - sumMoney(back.map(pick));
      return {
        taxPercent: sold.taxPercent,
        gross: less((line) => line.gross),
        net: less((line) => line.net),
        vat: less((line) => line.vat),
      };
    })
    .filter((line) => line.gross !== 0 || line.vat !== 0);
}

/**
 * Whether the owner may refund as chosen, and what the refund is. Only a paid order that was not cancelled (its
 * cancellation already gives back the whole) is refunded; refunds add up to at most what was paid.
 * - A full refund gives back all that is left, and every line not yet given back.
 * - A line refund gives back the chosen units at their worth after promotions and the voucher's share.
 * - A chosen amount gives back that amount, from no line.
 */
export function planRefund(order: RefundableOrder, choice: RefundChoice): RefundCheck {
  if (order.status === 'order_cancelled') return { ok: false, reason: 'ORDER_CANCELLED', field: 'invoiceQueryId' };
  if (!order.paid) return { ok: false, reason: 'NOT_PAID', field: 'invoiceQueryId' };
  const left = refundableAmount(order);
  if (left === 0) return { ok: false, reason: 'NOTHING_LEFT', field: 'kind' };
  if (choice.kind === 'amount') {
    if (choice.amount < 1 || choice.amount > left) return { ok: false, reason: 'MORE_THAN_PAID', field: 'amount' };
    return { ok: true, plan: { amount: choice.amount, lines: [], vat: vatOfAmount(order, choice.amount) } };
  }
  if (choice.kind === 'full') {
    const given = refundedQuantities(order);
    const rest = order.lines
      .map((line) => ({ lineId: line.id, quantity: line.quantity - (given.get(line.id) ?? 0) }))
      .filter((line) => line.quantity > 0);
    const lines = refundedLinesOf(order, rest);
    return { ok: true, plan: { amount: left, lines: lines.ok ? lines.lines : [], vat: vatOfTheRest(order) } };
  }
  if (choice.lines.length === 0) return { ok: false, reason: 'NO_LINES', field: 'lines' };
  const lines = refundedLinesOf(order, choice.lines);
  if (!lines.ok) return lines;
  const amount = sumMoney(lines.lines.map((line) => line.amount));
  if (amount > left) return { ok: false, reason: 'MORE_THAN_PAID', field: 'lines' };
  if (amount === 0) return { ok: false, reason: 'NOTHING_LEFT', field: 'lines' };
  const vat = vatBreakdown(lines.lines.map((line) => ({ gross: line.amount, taxPercent: taxOf(order, line.lineId) })));
  return { ok: true, plan: { amount, lines: lines.lines, vat } };
}

function taxOf(order: RefundableOrder, lineId: string): number {
  return order.lines.find((line) => line.id === lineId)?.taxPercent ?? 0;
}
