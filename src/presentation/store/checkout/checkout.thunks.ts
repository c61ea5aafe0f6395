import { isAppError, type AppError } from '@/application/errors/app-error';
import type { UnannouncedOrder } from '@/application/payments/push-notification-failed.use-case';
import type { FramedPaymentMethod } from '@/domain/payments/payment-flow';
import type { BankCardCredentials } from '@/domain/payments/bank-card-form';
import { featureTokens } from '@/application/tokens';
import type { ApplyVoucherOutcome } from '@/application/checkout/apply-voucher.use-case';
import type { Cart } from '@/domain/cart/cart';
import { defaultTip } from '@/domain/tip/tip';
import { cartChanged, selectCart } from '../cart/cart.slice';
import { createAppAsyncThunk } from '../hooks';
import type { RootState } from '../app-store';

/** Anything a use case threw, as the plain AppError the state keeps. */
export function asAppError(error: unknown): AppError {
  if (isAppError(error)) return { code: error.code, message: error.message };
  return { code: 'SERVER_ERROR', message: '' };
}

/** The voucher the customer applied on the checkout; null when none. */
function appliedVoucherCode(getState: () => RootState): string | null {
  const validation = getState().checkout?.voucher.validation;
  return validation?.status === 'APPLIED' ? validation.code : null;
}

/** The server prices the cart as it is now, with the voucher already applied; no invoice is made. */
export const checkoutQuoted = createAppAsyncThunk(
  'checkout/quoted',
  async (request: { readonly cart: Cart; readonly cartKey: string }, { extra, getState, rejectWithValue }) => {
    // The checkout slice is injected with the screen that dispatches this; without it nothing is chosen yet.
    const tip = getState().checkout?.tip.tip ?? defaultTip;
    try {
      const { quoteCheckout } = await extra.feature(featureTokens.checkout);
      return await quoteCheckout({ cart: request.cart, voucherCode: appliedVoucherCode(getState), tip });
    } catch (error) {
      return rejectWithValue(asAppError(error));
    }
  },
);

/** The voucher check's answer, tagged with the attempt it answers. */
export type VoucherAnswer =
  | { readonly attempt: number; readonly outcome: ApplyVoucherOutcome }
  | { readonly attempt: number; readonly failure: AppError };

/**
 * The customer adds the code typed in the voucher dialog: the server prices the cart as it is (`cartKey`)
 * with it.
 */
export const voucherSubmitted = createAppAsyncThunk(
  'checkout/voucherSubmitted',
  async (
    request: { readonly code: string; readonly attempt: number; readonly cartKey: string },
    { extra, getState },
  ): Promise<VoucherAnswer> => {
    try {
      const { applyVoucher } = await extra.feature(featureTokens.checkout);
      const outcome = await applyVoucher({
        cart: selectCart(getState()),
        tip: getState().checkout?.tip.tip ?? defaultTip,
        code: request.code,
      });
      return { attempt: request.attempt, outcome };
    } catch (error) {
      return { attempt: request.attempt, failure: asAppError(error) };
    }
  },
);

/**
 * The customer pays in cash: the order's one invoice is made now, of the cart, tip and voucher shown. Refused
 * while a payment is under way, so a double click sends one request; the use case and the server's idempotent
 * place order guard the rest. Without the network the order waits in the browser, with its key, to be sent once
 * it returns (issue 29, part 3).
 */
export const cashPaymentRequested = createAppAsyncThunk(
  'checkout/cashPaymentRequested',
  async (request: { readonly tradeTypeId: number | null }, { extra, getState, rejectWithValue }) => {
    try {
      const { offlineCashOrders } = await extra.feature(featureTokens.checkout);
      return await offlineCashOrders.place({
        cart: selectCart(getState()),
        tip: getState().checkout?.tip.tip ?? defaultTip,
        voucherCode: appliedVoucherCode(getState),
        note: getState().checkout?.note ?? null,
        tradeTypeId: request.tradeTypeId,
      });
    } catch (error) {
      return rejectWithValue(asAppError(error));
    }
  },
  { condition: (_, { getState }) => getState().checkout?.payment.status !== 'pending' },
);

/**
 * The customer pays by card in a provider's page: an invoice of that method is made from the cart with the
 * checkout's tip and voucher, and the provider's page comes back to be framed.
 */
export const framedPaymentRequested = createAppAsyncThunk(
  'checkout/framedPaymentRequested',
  async (request: { readonly method: FramedPaymentMethod }, { extra, getState, rejectWithValue }) => {
    const checkout = getState().checkout;
    const validation = checkout?.voucher.validation;
    const cart = selectCart(getState());
    try {
      const { startFramedPayment } = await extra.feature(featureTokens.payments);
      return await startFramedPayment({
        cart,
        method: request.method,
        voucherCode: validation?.status === 'APPLIED' ? validation.code : null,
        tip: checkout?.tip.tip ?? defaultTip,
        note: checkout?.note ?? null,
      });
    } catch (error) {
      return rejectWithValue(asAppError(error));
    }
  },
);

/** The customer chose the bank card: the form for the signed-in user. */
export const bankCardFormRequested = createAppAsyncThunk(
  'checkout/bankCardFormRequested',
  async (_: void, { extra, rejectWithValue }) => {
    try {
      const { payByBankCard } = await extra.feature(featureTokens.payments);
      return await payByBankCard.openForm();
    } catch (error) {
      return rejectWithValue(asAppError(error));
    }
  },
);

/** The bank card form accepted a card: the invoice it pays is made from the cart with the checkout's tip. */
export const bankCardPaymentRequested = createAppAsyncThunk(
  'checkout/bankCardPaymentRequested',
  async (
    request: { readonly card: BankCardCredentials; readonly tradeTypeId: number | null },
    { extra, getState, rejectWithValue },
  ) => {
    // The cart and tip as they were when the card was accepted, whatever changes while the code loads.
    const cart = selectCart(getState());
    const tip = getState().checkout?.tip.tip ?? defaultTip;
    const note = getState().checkout?.note ?? null;
    try {
      const { payByBankCard } = await extra.feature(featureTokens.payments);
      return await payByBankCard.cardAccepted({
        cart,
        tip,
        note,
        card: request.card,
        tradeTypeId: request.tradeTypeId,
      });
    } catch (error) {
      return rejectWithValue(asAppError(error));
    }
  },
);

/** The customer pays by the named bank: an invoice of that method and the bank's login page for it. */
export const bankPaymentRequested = createAppAsyncThunk(
  'checkout/bankPaymentRequested',
  async (_: void, { extra, getState, rejectWithValue }) => {
    const checkout = getState().checkout;
    const validation = checkout?.voucher.validation;
    const cart = selectCart(getState());
    try {
      const { startBankPayment } = await extra.feature(featureTokens.payments);
      return await startBankPayment({
        cart,
        voucherCode: validation?.status === 'APPLIED' ? validation.code : null,
        tip: checkout?.tip.tip ?? defaultTip,
        note: checkout?.note ?? null,
      });
    } catch (error) {
      return rejectWithValue(asAppError(error));
    }
  },
);

/**
 * Whether a cash order made offline waits for the network: asked as the cart screen opens (a reload, another tab)
 * and once a waiting order was sent. The time it was confirmed, or null.
 */
export const waitingOrderChecked = createAppAsyncThunk('checkout/waitingOrderChecked', async (_: void, { extra }) => {
  const { offlineCashOrders } = await extra.feature(featureTokens.checkout);
  return (await offlineCashOrders.waiting())?.queuedAt ?? null;
});

/** The cart screen's counter: a quantity of 0 asks before the line goes. */
export const cartLineQuantityChanged = createAppAsyncThunk(
  'checkout/lineQuantityChanged',
  async (change: { readonly lineId: string; readonly quantity: number }, { extra, dispatch }) => {
    const { changeQuantity } = await extra.feature(featureTokens.cart);
    const outcome = await changeQuantity({ ...change, onCartScreen: true });
    if (outcome.ok && !('needsConfirmation' in outcome)) dispatch(cartChanged(outcome.cart));
    return outcome;
  },
);

/** The customer confirmed the delete dialog. */
export const cartLineDeleted = createAppAsyncThunk(
  'checkout/lineDeleted',
  async (lineId: string, { extra, dispatch }) => {
    const { removeCartLine } = await extra.feature(featureTokens.cart);
    const outcome = await removeCartLine(lineId);
    if (outcome.ok) dispatch(cartChanged(outcome.cart));
    return outcome;
  },
);

/**
 * The cart summary opened, or its cart emptied or changed store: the note kept for this cart's store (a reload or
 * a new tab keeps what the customer wrote), and none for another store's cart.
 */
export const checkoutNoteRestored = createAppAsyncThunk(
  'checkout/noteRestored',
  async (_: void, { extra, getState }) => {
    const { orderNoteDraft } = await extra.feature(featureTokens.checkout);
    return orderNoteDraft.restore(selectCart(getState()));
  },
);

/** The customer types in the note field: the field shows it at once (pending), and it is kept for a reload. */
export const checkoutNoteTyped = createAppAsyncThunk(
  'checkout/noteTyped',
  async (note: string, { extra, getState }) => {
    const { orderNoteDraft } = await extra.feature(featureTokens.checkout);
    await orderNoteDraft.typed(selectCart(getState()), note);
  },
);

/** The customer closed the unavailable-products notice: those products leave the cart. */
export const unavailableProductsAcknowledged = createAppAsyncThunk(
  'checkout/unavailableProductsAcknowledged',
  async (productQueryIds: readonly string[], { extra, dispatch }) => {
    const { unavailableProducts } = await extra.feature(featureTokens.checkout);
    const outcome = await unavailableProducts.acknowledge(productQueryIds);
    if (outcome.ok) dispatch(cartChanged(outcome.cart));
    return outcome;
  },
);

/** The cart screen opened with pushNotificationFailed=true. */
export const pushNotificationFailedHandled = createAppAsyncThunk(
  'checkout/pushNotificationFailedHandled',
  async (order: UnannouncedOrder | null, { extra }) =>
    (await extra.feature(featureTokens.checkout)).pushNotificationFailed(order),
);
