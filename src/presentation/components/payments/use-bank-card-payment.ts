import { useCallback, useRef, useState } from 'react';
import type { AppError } from '@/application/errors/app-error';
import type { BankCardCredentials } from '@/domain/payments/bank-card-form';
import { bankCardFormRequested, bankCardPaymentRequested } from '../../store/checkout/checkout.thunks';
import { useAppDispatch } from '../../store/hooks';

export type BankCardFailure =
  | { readonly kind: 'ERROR'; readonly error: AppError }
  | { readonly kind: 'NOT_SIGNED_IN' }
  | { readonly kind: 'UNAVAILABLE' };

export type BankCardPaymentState =
  | { readonly status: 'idle' }
  | { readonly status: 'opening' }
  | { readonly status: 'form'; readonly url: string }
  /** The form accepted a card and the invoice is being paid with it. */
  | { readonly status: 'paying'; readonly url: string }
  | { readonly status: 'paid' }
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly failure: BankCardFailure };

function failed(payload: AppError | undefined): BankCardPaymentState {
  return { status: 'failed', failure: { kind: 'ERROR', error: payload ?? { code: 'SERVER_ERROR', message: '' } } };
}

/** The bank card form: opened once however often the button is pressed, and one payment per accepted card. */
export function useBankCardPayment(tradeTypeId: number | null) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<BankCardPaymentState>({ status: 'idle' });
  // Refs, not the state: two clicks or two messages in one frame both see the state before the re-render.
  const underWay = useRef(false);

  const open = async () => {
    if (underWay.current) return;
    underWay.current = true;
    setState({ status: 'opening' });
    const result = await dispatch(bankCardFormRequested());
    underWay.current = false;
    if (!bankCardFormRequested.fulfilled.match(result)) return setState(failed(result.payload));
    const outcome = result.payload;
    setState(
      outcome.ok ? { status: 'form', url: outcome.url } : { status: 'failed', failure: { kind: 'NOT_SIGNED_IN' } },
    );
  };

  const cardAccepted = useCallback(
    async (url: string, card: BankCardCredentials) => {
      if (underWay.current) return;
      underWay.current = true;
      setState({ status: 'paying', url });
      const result = await dispatch(bankCardPaymentRequested({ card, tradeTypeId }));
      underWay.current = false;
      if (!bankCardPaymentRequested.fulfilled.match(result)) return setState(failed(result.payload));
      const outcome = result.payload;
      if (outcome.ok) return setState({ status: 'paid' });
      if (outcome.reason === 'CARD_FORM_REQUIRED') return setState({ status: 'form', url: outcome.url });
      setState(
        'message' in outcome
          ? failed({ code: 'BAD_REQUEST', message: outcome.message })
          : { status: 'failed', failure: { kind: 'UNAVAILABLE' } },
      );
    },
    [dispatch, tradeTypeId],
  );

  /** The server named the form this payment needs (a place-order error with a url): the dialog frames it. */
  const showForm = useCallback((url: string) => {
    if (!underWay.current) setState({ status: 'form', url });
  }, []);

  const cancel = useCallback(() => {
    if (!underWay.current) setState({ status: 'cancelled' });
  }, []);

  const busy = state.status === 'opening' || state.status === 'form' || state.status === 'paying';
  return { state, busy, open, showForm, cardAccepted, cancel };
}
