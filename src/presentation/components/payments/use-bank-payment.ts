import { useRef, useState } from 'react';
import type { AppError } from '@/application/errors/app-error';
import { bankPaymentRequested } from '../../store/checkout/checkout.thunks';
import { useAppDispatch } from '../../store/hooks';

export type BankPaymentState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  /**
   * The bank's page is open in its own tab; the bank sends the customer back to the return page there, and
   * this tab follows the payment to the confirmation.
   */
  | { readonly status: 'opened'; readonly invoiceQueryId: string }
  /** The browser blocked the new tab: the customer opens the bank's page with a link. */
  | { readonly status: 'blocked'; readonly url: string; readonly invoiceQueryId: string }
  | { readonly status: 'failed'; readonly error: AppError | null };

/** The named bank's payment: an invoice, then the bank's login page in a new tab. */
export function useBankPayment() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<BankPaymentState>({ status: 'idle' });
  const underWay = useRef(false);

  const start = async () => {
    if (underWay.current) return;
    underWay.current = true;
    // Opened while the click still counts as the customer's, or the browser blocks it; it is pointed at the
    // bank once the invoice exists.
    const tab = window.open('', '_blank');
    setState({ status: 'pending' });
    const result = await dispatch(bankPaymentRequested());
    underWay.current = false;
    if (!bankPaymentRequested.fulfilled.match(result)) {
      tab?.close();
      setState({ status: 'failed', error: result.payload ?? null });
      return;
    }
    const outcome = result.payload;
    if (!outcome.ok) {
      tab?.close();
      setState({
        status: 'failed',
        error: 'message' in outcome ? { code: 'BAD_REQUEST', message: outcome.message } : null,
      });
      return;
    }
    if (!tab) {
      setState({ status: 'blocked', url: outcome.url, invoiceQueryId: outcome.invoiceQueryId });
      return;
    }
    // The bank's page must not reach back into the storefront.
    tab.opener = null;
    tab.location.href = outcome.url;
    setState({ status: 'opened', invoiceQueryId: outcome.invoiceQueryId });
  };

  return { state, busy: state.status === 'pending', start };
}
