import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../error-message';
import { useErrorText } from '../../format/use-error-text';
import type { FramedPaymentState } from './use-framed-payment';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';

// The dialog and what it brings load only when a card payment opens.
const PaymentFrameDialog = lazyWithTexts(
  () => import(/* webpackChunkName: "payment-dialog" */ './payment-frame-dialog'),
);

export interface FramedPaymentSectionProps {
  readonly state: FramedPaymentState;
  readonly tradeTypeId: number | null;
  readonly onPaid: () => void;
  readonly onCancel: () => void;
}

/** What the cart summary shows of a card payment: its dialog while open, then why it stopped. */
export function FramedPaymentSection({ state, tradeTypeId, onPaid, onCancel }: FramedPaymentSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (state.status) {
    case 'open':
      return (
        <Suspense fallback={<p role="status">{t('paymentFlow.opening')}</p>}>
          <PaymentFrameDialog
            method={state.method}
            payment={state.payment}
            tradeTypeId={tradeTypeId}
            paid={state.paid}
            onPaid={onPaid}
            onCancel={onCancel}
          />
        </Suspense>
      );
    case 'cancelled':
      return <p role="status">{t('paymentFlow.cancelled')}</p>;
    case 'failed':
      return (
        <ErrorMessage>
          {state.failure.kind === 'ERROR' ? errorText(state.failure.error) : t('paymentFlow.unavailable')}
        </ErrorMessage>
      );
    default:
      return null;
  }
}
