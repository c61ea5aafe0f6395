import { createSlice, type WithSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/application/errors/app-error';
import type { PricedCart } from '@/application/ports/invoice-gateway.port';
import type { CartRefusal } from '@/domain/cart/cart-refusal';
import type { Money } from '@/domain/pricing/money';
import { openTipSelector, pickTipPreset, typeTip, type TipSelectorState } from '@/domain/tip/tip-selector';
import type { Tip } from '@/domain/tip/tip';
import {
  initialVoucherDialogState,
  voucherDialogTransition,
  type VoucherDialogEvent,
  type VoucherDialogState,
} from './voucher-dialog-state';
import {
  bankCardPaymentRequested,
  cartLineDeleted,
  cartLineQuantityChanged,
  cashPaymentRequested,
  checkoutNoteRestored,
  checkoutNoteTyped,
  checkoutQuoted,
  unavailableProductsAcknowledged,
  voucherSubmitted,
  waitingOrderChecked,
} from './checkout.thunks';
import { rootReducer } from '../app-store';

/** The server's pricing of the cart as it is now. */
export interface CheckoutQuote {
  readonly status: 'idle' | 'pending' | 'ready' | 'refused' | 'error';
  /** Which cart the quote prices (see `cartKeyOf`); a changed cart asks again. */
  readonly cartKey: string | null;
  readonly requestId: string | null;
  /** The cart as the server priced it; no invoice exists until the customer pays. */
  readonly priced: PricedCart | null;
  /** The store's minimum, when the server refused the cart for being below it. */
  readonly minimumOrder: Money | null;
  /** A refusal or failure the customer reads in red at the bottom. */
  readonly error: AppError | null;
}

export interface CheckoutState {
  readonly quote: CheckoutQuote;
  readonly voucher: VoucherDialogState;
  readonly tip: TipSelectorState;
  /** What the customer writes to the store about the order, as typed; sent with the invoice when paying. */
  readonly note: string;
  /** The restore of the kept note under way; typing meanwhile wins over what it brings back. */
  readonly noteRestoreId: string | null;
  readonly termsAccepted: boolean;
  readonly termsDialogOpen: boolean;
  readonly payment: { readonly status: 'idle' | 'pending' | 'error'; readonly error: AppError | null };
  /** When the cash order waiting for the network was confirmed; null when none waits. */
  readonly waitingOrderSince: number | null;
  /** Products the server no longer sells, listed by the notice until the customer closes it. */
  readonly unavailableProductIds: readonly string[];
  /** The line whose delete waits for the customer's confirmation. */
  readonly lineToDelete: string | null;
  readonly lineRefusal: CartRefusal | null;
}

const initialQuote: CheckoutQuote = {
  status: 'idle',
  cartKey: null,
  requestId: null,
  priced: null,
  minimumOrder: null,
  error: null,
};

export const initialCheckoutState: CheckoutState = {
  quote: initialQuote,
  voucher: initialVoucherDialogState,
  tip: openTipSelector(false),
  note: '',
  noteRestoreId: null,
  termsAccepted: false,
  termsDialogOpen: false,
  payment: { status: 'idle', error: null },
  waitingOrderSince: null,
  unavailableProductIds: [],
  lineToDelete: null,
  lineRefusal: null,
};

const checkoutSliceDefinition = createSlice({
  name: 'checkout',
  reducerPath: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /**
     * The cart screen opened: a fresh checkout, with the tip selector as the user type allows. The note is the
     * customer's own writing, so it stays until the order it was written for is placed.
     */
    checkoutOpened: (state, action: PayloadAction<{ readonly isBusinessUser: boolean }>): CheckoutState => ({
      ...initialCheckoutState,
      tip: openTipSelector(action.payload.isBusinessUser),
      note: state.note,
      noteRestoreId: state.noteRestoreId,
      // An order waiting for the network is the browser's, not this visit's: it waits on (see waitingOrderChecked).
      waitingOrderSince: state.waitingOrderSince,
    }),
    voucherDialogEvent: (state, action: PayloadAction<VoucherDialogEvent>): CheckoutState => {
      const voucher = voucherDialogTransition(state.voucher, action.payload);
      // The server's price still has the removed voucher: the cart is priced again without it, so the amount
      // paid and the way it is paid are the server's figure once more.
      const removed = state.voucher.validation.status === 'APPLIED' && voucher.validation.status !== 'APPLIED';
      return removed ? { ...state, voucher, quote: { ...state.quote, cartKey: null } } : { ...state, voucher };
    },
    tipTyped: (state, action: PayloadAction<string>): CheckoutState => ({
      ...state,
      tip: typeTip(state.tip, action.payload),
    }),
    tipPicked: (state, action: PayloadAction<Tip>): CheckoutState => ({
      ...state,
      tip: pickTipPreset(state.tip, action.payload),
    }),
    termsAcceptanceChanged: (state, action: PayloadAction<boolean>): CheckoutState => ({
      ...state,
      termsAccepted: action.payload,
    }),
    termsDialogOpened: (state): CheckoutState => ({ ...state, termsDialogOpen: true }),
    termsDialogClosed: (state): CheckoutState => ({ ...state, termsDialogOpen: false }),
    /** "I agree" in the terms dialog. */
    termsAgreed: (state): CheckoutState => ({ ...state, termsAccepted: true, termsDialogOpen: false }),
    lineDeleteCancelled: (state): CheckoutState => ({ ...state, lineToDelete: null }),
    lineDeleteRequested: (state, action: PayloadAction<string>): CheckoutState => ({
      ...state,
      lineToDelete: action.payload,
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkoutNoteRestored.pending, (state, action): CheckoutState => ({
        ...state,
        noteRestoreId: action.meta.requestId,
      }))
      .addCase(checkoutNoteRestored.fulfilled, (state, action): CheckoutState =>
        state.noteRestoreId === action.meta.requestId ? { ...state, note: action.payload, noteRestoreId: null } : state,
      )
      .addCase(checkoutNoteTyped.pending, (state, action): CheckoutState => ({
        ...state,
        note: action.meta.arg,
        noteRestoreId: null,
      }))
      .addCase(checkoutQuoted.pending, (state, action): CheckoutState => ({
        ...state,
        quote: {
          ...initialQuote,
          status: 'pending',
          cartKey: action.meta.arg.cartKey,
          requestId: action.meta.requestId,
        },
      }))
      .addCase(checkoutQuoted.fulfilled, (state, action): CheckoutState => {
        // An answer for a cart that has changed since is not this cart's price.
        if (state.quote.requestId !== action.meta.requestId) return state;
        const outcome = action.payload;
        if (outcome.ok) {
          const voucher: VoucherDialogState = outcome.voucher
            ? { ...state.voucher, validation: { status: 'APPLIED', ...outcome.voucher } }
            : outcome.voucherRefusal !== null
              ? voucherDialogTransition(state.voucher, { type: 'VOUCHER_REMOVED' })
              : state.voucher;
          return {
            ...state,
            voucher,
            quote: {
              ...state.quote,
              status: 'ready',
              priced: outcome.priced,
              error: outcome.voucherRefusal === null ? null : { code: 'BAD_REQUEST', message: outcome.voucherRefusal },
            },
          };
        }
        switch (outcome.reason) {
          case 'PRODUCTS_UNAVAILABLE':
            return {
              ...state,
              quote: { ...state.quote, status: 'refused' },
              unavailableProductIds: outcome.productQueryIds,
            };
          case 'BELOW_MINIMUM_ORDER':
            return { ...state, quote: { ...state.quote, status: 'refused', minimumOrder: outcome.minimumOrder } };
          case 'REFUSED':
            return {
              ...state,
              quote: { ...state.quote, status: 'refused', error: { code: 'BAD_REQUEST', message: outcome.message } },
            };
          case 'EMPTY_CART':
            return { ...state, quote: { ...state.quote, status: 'idle' } };
        }
        return state;
      })
      .addCase(checkoutQuoted.rejected, (state, action): CheckoutState => {
        if (state.quote.requestId !== action.meta.requestId) return state;
        return {
          ...state,
          quote: {
            ...state.quote,
            status: 'error',
            error: action.payload ?? { code: 'SERVER_ERROR', message: action.error.message ?? '' },
          },
        };
      })
      .addCase(voucherSubmitted.fulfilled, (state, action): CheckoutState => {
        const { attempt } = action.payload;
        if ('failure' in action.payload) {
          const message = action.payload.failure.message;
          return {
            ...state,
            voucher: voucherDialogTransition(state.voucher, { type: 'VALIDATION_FAILED', attempt, message }),
          };
        }
        const outcome = action.payload.outcome;
        if (outcome.ok) {
          const voucher = voucherDialogTransition(state.voucher, {
            type: 'VALIDATION_SUCCEEDED',
            attempt,
            discount: outcome.discount,
          });
          if (voucher.validation.status !== 'APPLIED') return { ...state, voucher };
          // The server priced the cart with the voucher: its figures are the summary's, unless the cart changed
          // since, which is then priced again with the voucher now applied.
          const quote =
            state.quote.cartKey === action.meta.arg.cartKey && state.quote.status === 'ready'
              ? { ...state.quote, priced: outcome.priced }
              : { ...state.quote, cartKey: null };
          return { ...state, voucher, quote };
        }
        if (outcome.reason === 'VOUCHER_REFUSED') {
          return {
            ...state,
            voucher: voucherDialogTransition(state.voucher, {
              type: 'VALIDATION_FAILED',
              attempt,
              message: outcome.message,
            }),
          };
        }
        return { ...state, voucher: { ...state.voucher, fieldError: outcome.reason, validation: { status: 'NONE' } } };
      })
      .addCase(cashPaymentRequested.pending, (state): CheckoutState => ({
        ...state,
        payment: { status: 'pending', error: null },
      }))
      .addCase(cashPaymentRequested.fulfilled, (state, action): CheckoutState => {
        const outcome = action.payload;
        // The note went with the order, which empties the cart: the next order starts without it.
        if (outcome.ok) return { ...state, note: '', payment: { status: 'idle', error: null } };
        const settled = { ...state, payment: { status: 'idle', error: null } } as const;
        switch (outcome.reason) {
          case 'PRODUCTS_UNAVAILABLE':
            return { ...settled, unavailableProductIds: outcome.productQueryIds };
          case 'BELOW_MINIMUM_ORDER':
            return { ...settled, quote: { ...state.quote, minimumOrder: outcome.minimumOrder } };
          case 'REFUSED':
            return {
              ...settled,
              payment: { status: 'error', error: { code: 'BAD_REQUEST', message: outcome.message } },
            };
          case 'WAITING_FOR_NETWORK':
            return { ...settled, waitingOrderSince: outcome.order.queuedAt };
        }
        return settled;
      })
      .addCase(cashPaymentRequested.rejected, (state, action): CheckoutState => ({
        ...state,
        payment: {
          status: 'error',
          error: action.payload ?? { code: 'SERVER_ERROR', message: action.error.message ?? '' },
        },
      }))
      .addCase(waitingOrderChecked.fulfilled, (state, action): CheckoutState => ({
        ...state,
        waitingOrderSince: action.payload,
      }))
      .addCase(bankCardPaymentRequested.fulfilled, (state, action): CheckoutState =>
        action.payload.ok ? { ...state, note: '' } : state,
      )
      .addCase(cartLineQuantityChanged.fulfilled, (state, action): CheckoutState => {
        const outcome = action.payload;
        if (!outcome.ok) return { ...state, lineRefusal: outcome.reason };
        if ('needsConfirmation' in outcome) return { ...state, lineToDelete: outcome.lineId, lineRefusal: null };
        return { ...state, lineRefusal: null };
      })
      .addCase(cartLineDeleted.pending, (state): CheckoutState => ({ ...state, lineToDelete: null }))
      .addCase(cartLineDeleted.fulfilled, (state, action): CheckoutState => ({
        ...state,
        lineRefusal: action.payload.ok ? null : action.payload.reason,
      }))
      // The cart without those products has another key, so it is priced again by itself.
      .addCase(unavailableProductsAcknowledged.pending, (state): CheckoutState => ({
        ...state,
        unavailableProductIds: [],
      }));
  },
  selectors: {
    selectCheckout: (state) => state,
  },
});

declare module '../app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging.
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutSliceDefinition> {}
}

/** Not in the first store: injected when the cart summary screen loads this module. */
export const checkoutSlice = checkoutSliceDefinition.injectInto(rootReducer);

export const {
  checkoutOpened,
  voucherDialogEvent,
  tipTyped,
  tipPicked,
  termsAcceptanceChanged,
  termsDialogOpened,
  termsDialogClosed,
  termsAgreed,
  lineDeleteCancelled,
  lineDeleteRequested,
} = checkoutSlice.actions;
export const { selectCheckout } = checkoutSlice.selectors;
