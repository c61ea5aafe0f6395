import { voucherDialogTransition } from '../../store/checkout/voucher-dialog-state';
import { selectCheckout, voucherDialogEvent } from '../../store/checkout/checkout.slice';
import { voucherSubmitted } from '../../store/checkout/checkout.thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/**
 * Sends a voucher code to the server for the cart as it was priced: the code typed in the dialog, or one picked from the
 * customer's vouchers, which is typed into the dialog for them first so both take the same path.
 */
export function useSubmitVoucher(): (picked?: string) => void {
  const dispatch = useAppDispatch();
  const { voucher, quote } = useAppSelector(selectCheckout);
  return (picked) => {
    // The dialog's own rule decides whether the code goes to the server, and numbers the attempt it answers.
    // Until the server priced the cart there is nothing to apply the code to, so the dialog must not start waiting.
    if (quote.priced === null || quote.cartKey === null) return;
    const { cartKey } = quote;
    let state = voucher;
    if (picked !== undefined) {
      for (const event of [{ type: 'OPENED' }, { type: 'CODE_CHANGED', code: picked }] as const) {
        state = voucherDialogTransition(state, event);
        dispatch(voucherDialogEvent(event));
      }
    }
    const next = voucherDialogTransition(state, { type: 'SUBMITTED' });
    dispatch(voucherDialogEvent({ type: 'SUBMITTED' }));
    if (next.validation.status !== 'PENDING') return;
    void dispatch(voucherSubmitted({ code: next.code, attempt: next.attempt, cartKey }));
  };
}
