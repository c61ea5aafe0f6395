import { useCallback, useRef, useState } from 'react';
import type { AppError } from '@/application/errors/app-error';
import type { FramedPayment, StartFramedPaymentOutcome } from '@/application/payments/start-framed-payment.use-case';
import type { FramedPaymentMethod } from '@/domain/payments/payment-flow';
import { framedPaymentRequested } from '../../store/checkout/checkout.thunks';
import { useAppDispatch } from '../../store/hooks';

/** Why a card payment did not start: the server's own words, or one of ours. */
export type FramedPaymentFailure =
  { readonly kind: 'ERROR'; readonly error: AppError } | { readonly kind: 'UNAVAILABLE' };

export type FramedPaymentState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending'; readonly method: FramedPaymentMethod }
  | {
      readonly status: 'open';
      readonly method: FramedPaymentMethod;
      readonly payment: FramedPayment;
      /** The event stream reported the payment; kept here since the emptied cart re-renders the page. */
      readonly paid: boolean;
    }
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly failure: FramedPaymentFailure };

function failureOf(outcome: Exclude<StartFramedPaymentOutcome, FramedPayment>): FramedPaymentFailure {
  if ('message' in outcome) return { kind: 'ERROR', error: { code: 'BAD_REQUEST', message: outcome.message } };
  return { kind: 'UNAVAILABLE' };
}

/** The card payment in a provider's page: started once however often the button is pressed, then cancelled or paid. */
export function useFramedPayment() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<FramedPaymentState>({ status: 'idle' });
  // A ref, not the state: two clicks in one frame both see the state before the first re-render.
  const underWay = useRef(false);

  const start = async (method: FramedPaymentMethod) => {
    if (underWay.current) return;
    underWay.current = true;
    setState({ status: 'pending', method });
    const result = await dispatch(framedPaymentRequested({ method }));
    underWay.current = false;
    if (framedPaymentRequested.fulfilled.match(result)) {
      const outcome = result.payload;
      setState(
        outcome.ok
          ? { status: 'open', method, payment: outcome, paid: false }
          : { status: 'failed', failure: failureOf(outcome) },
      );
      return;
    }
    const error = result.payload ?? { code: 'SERVER_ERROR', message: '' };
    setState({ status: 'failed', failure: { kind: 'ERROR', error } });
  };

  // Stable, so the dialog's subscription to the event stream lives as long as the dialog.
  const cancel = useCallback(() => setState({ status: 'cancelled' }), []);
  const markPaid = useCallback(
    () => setState((current) => (current.status === 'open' ? { ...current, paid: true } : current)),
    [],
  );

  /** The method whose payment is starting or open; every pay button waits meanwhile. */
  const busyMethod = state.status === 'pending' || state.status === 'open' ? state.method : null;

  return { state, busyMethod, start, cancel, markPaid };
}
