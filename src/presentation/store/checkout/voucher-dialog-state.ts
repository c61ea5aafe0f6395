import type { Money } from '@/domain/pricing/money';
import { acceptsVoucherCodeInput, checkVoucherCode, type VoucherCodeRefusal } from '@/domain/voucher/voucher-code';

/** Where the server's check of the code stands. */
export type VoucherValidation =
  | { readonly status: 'NONE' }
  | { readonly status: 'PENDING' }
  | { readonly status: 'APPLIED'; readonly code: string; readonly discount: Money }
  | { readonly status: 'ERROR'; readonly message: string };

/** The voucher dialog and the voucher it applied; plain data, so a Redux slice can hold it. */
export interface VoucherDialogState {
  readonly open: boolean;
  readonly code: string;
  /** Shown under the field, e.g. "Enter Voucher Code" once the field was emptied. */
  readonly fieldError: VoucherCodeRefusal | null;
  readonly validation: VoucherValidation;
  /**
   * Counts the codes sent to the server. An answer carries the number it answers, so one that arrives
   * after the dialog was closed, or after a newer code was sent, is ignored.
   */
  readonly attempt: number;
}

export type VoucherDialogEvent =
  | { readonly type: 'OPENED' }
  | { readonly type: 'CODE_CHANGED'; readonly code: string }
  | { readonly type: 'SUBMITTED' }
  | { readonly type: 'VALIDATION_SUCCEEDED'; readonly attempt: number; readonly discount: Money }
  | { readonly type: 'VALIDATION_FAILED'; readonly attempt: number; readonly message: string }
  | { readonly type: 'CONTINUED' }
  | { readonly type: 'CLOSED' }
  | { readonly type: 'VOUCHER_REMOVED' };

/** Closed, no code, nothing validated: the dialog starts empty. */
export const initialVoucherDialogState: VoucherDialogState = {
  open: false,
  code: '',
  fieldError: null,
  validation: { status: 'NONE' },
  attempt: 0,
};

/**
 * The voucher dialog as a state machine. It starts empty; a code the server accepts shows "Voucher Applied"
 * with Continue; closing while the check is pending or failed resets the validation (and the dialog opens
 * empty again); closing or continuing after success keeps the voucher; the close icon on an applied
 * voucher (VOUCHER_REMOVED) resets it all. Events that make no sense in a state leave it unchanged.
 */
export function voucherDialogTransition(state: VoucherDialogState, event: VoucherDialogEvent): VoucherDialogState {
  const status = state.validation.status;
  switch (event.type) {
    case 'OPENED':
      return { ...state, open: true };
    case 'CODE_CHANGED':
      if (status === 'PENDING' || status === 'APPLIED' || !acceptsVoucherCodeInput(event.code)) return state;
      return {
        ...state,
        code: event.code,
        fieldError: event.code === '' ? 'VOUCHER_CODE_REQUIRED' : null,
        validation: { status: 'NONE' },
      };
    case 'SUBMITTED': {
      if (status === 'PENDING' || status === 'APPLIED') return state;
      const check = checkVoucherCode(state.code);
      if (!check.ok) return { ...state, fieldError: check.reason };
      return { ...state, fieldError: null, validation: { status: 'PENDING' }, attempt: state.attempt + 1 };
    }
    case 'VALIDATION_SUCCEEDED':
      if (status !== 'PENDING' || event.attempt !== state.attempt) return state;
      return { ...state, validation: { status: 'APPLIED', code: state.code, discount: event.discount } };
    case 'VALIDATION_FAILED':
      if (status !== 'PENDING' || event.attempt !== state.attempt) return state;
      return { ...state, validation: { status: 'ERROR', message: event.message } };
    case 'CONTINUED':
      return status === 'APPLIED' ? { ...state, open: false } : state;
    case 'CLOSED':
      return status === 'APPLIED'
        ? { ...state, open: false }
        : { ...initialVoucherDialogState, attempt: state.attempt };
    case 'VOUCHER_REMOVED':
      return { ...initialVoucherDialogState, attempt: state.attempt };
  }
}

/** The Add Voucher button: disabled while the code is empty, and while a check is under way or done. */
export function canAddVoucher(state: VoucherDialogState): boolean {
  return state.code !== '' && (state.validation.status === 'NONE' || state.validation.status === 'ERROR');
}

/** What the applied voucher takes off the order: its discount once the server accepted it, else 0. */
export function appliedVoucherDiscount(state: VoucherDialogState): Money {
  return state.validation.status === 'APPLIED' ? state.validation.discount : 0;
}
