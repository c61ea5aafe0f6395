import { isAppError } from '@/application/errors/app-error';
import { createReviewOrderSummary } from '@/application/checkout/review-order-summary.use-case';
import { createChooseTip, type ChooseTip } from '@/application/checkout/choose-tip.use-case';
import type { ApplyVoucherOutcome } from '@/application/checkout/apply-voucher.use-case';
import type { CurrencySource } from '@/domain/pricing/currency';
import type { Money } from '@/domain/pricing/money';
import type { TipSelectorState } from '@/domain/tip/tip-selector';
import {
  initialVoucherDialogState,
  voucherDialogTransition,
  type VoucherDialogEvent,
  type VoucherDialogState,
} from '@/presentation/store/checkout/voucher-dialog-state';
import type { Cart } from '@/domain/cart/cart';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { aProduct, aSelection } from '../../tests/support/cart-fixtures';
import { checkoutOver } from '../../tests/support/checkout-over';
import { InMemoryCartRepository } from '../../tests/support/fakes/in-memory-cart-repository';
import { InMemoryVoucherGateway } from '../../tests/support/fakes/in-memory-voucher-gateway';
import { euroHost } from './pricing-driver';

/**
 * One checkout's voucher dialog and tip selector. The dialog's state moves only through its domain
 * transitions, and the server's answers arrive through the ApplyVoucher use case, as a Redux slice and
 * its thunk would do it.
 */
export class VouchersAndTipsDriver {
  readonly voucherGateway = new InMemoryVoucherGateway();
  /** As the app wires it; the tip and the summary below take the scenario's currency, which the app never varies. */
  private readonly applyVoucher = checkoutOver({
    voucherGateway: this.voucherGateway,
    cartRepository: new InMemoryCartRepository(),
  }).applyVoucher;
  /** The cart the checkout shows, which the server prices with the voucher. */
  readonly cart: Cart = cartOf(cartStoreOf(aProduct().store), [cartLineFor(aProduct(), aSelection(), 1)]);
  currency: CurrencySource = euroHost;
  isBusinessUser = false;
  dialog: VoucherDialogState = initialVoucherDialogState;
  private answer: Promise<void> | null = null;
  private tipSelector: TipSelectorState | null = null;

  dispatch(event: VoucherDialogEvent): void {
    this.dialog = voucherDialogTransition(this.dialog, event);
  }

  openDialog(): void {
    this.dispatch({ type: 'OPENED' });
  }

  typeCode(code: string): void {
    this.dispatch({ type: 'CODE_CHANGED', code });
  }

  /** Opens the dialog if needed, types the code and presses Add Voucher; waits for the answer unless the server holds it. */
  async addVoucher(code: string): Promise<void> {
    if (!this.dialog.open) this.openDialog();
    this.typeCode(code);
    this.dispatch({ type: 'SUBMITTED' });
    if (this.dialog.validation.status !== 'PENDING') return;
    const attempt = this.dialog.attempt;
    this.answer = this.applyVoucher({ cart: this.cart, tip: 0, code: this.dialog.code }).then(
      (outcome) => this.dispatch(answerEvent(outcome, attempt)),
      (error: unknown) => {
        if (!isAppError(error)) throw error;
        this.dispatch({ type: 'VALIDATION_FAILED', attempt, message: error.message });
      },
    );
    if (!this.voucherGateway.isHolding) await this.answer;
  }

  async serverAnswers(): Promise<void> {
    this.voucherGateway.release();
    await this.answer;
  }

  get tip(): TipSelectorState {
    this.tipSelector ??= this.chooseTip.open({ isBusinessUser: this.isBusinessUser });
    return this.tipSelector;
  }

  get chooseTip(): ChooseTip {
    return createChooseTip({ currency: this.currency });
  }

  lookAtTip(): void {
    this.tipSelector = this.chooseTip.open({ isBusinessUser: this.isBusinessUser });
  }

  typeTip(text: string): void {
    this.tipSelector = this.chooseTip.type(this.tip, text);
  }

  pickTip(preset: number): void {
    this.tipSelector = this.chooseTip.pick(this.tip, preset);
  }

  /** What the chosen tip adds to an otherwise empty order. */
  tipCharge(): Money {
    return createReviewOrderSummary({ currency: this.currency })({
      invoice: { subTotal: 0, itemsDiscount: 0, serviceFee: 0, deliveryFee: 0, taxLines: [] },
      voucherDiscount: 0,
      tip: this.tip.tip,
      isBusinessUser: this.isBusinessUser,
    }).payable;
  }
}

function answerEvent(outcome: ApplyVoucherOutcome, attempt: number): VoucherDialogEvent {
  if (outcome.ok) return { type: 'VALIDATION_SUCCEEDED', attempt, discount: outcome.discount };
  if (outcome.reason === 'VOUCHER_REFUSED') return { type: 'VALIDATION_FAILED', attempt, message: outcome.message };
  throw new Error(`The dialog sent a code its own rules refuse: ${outcome.reason}`);
}
