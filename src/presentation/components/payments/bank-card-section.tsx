import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCardCredentials } from '@/domain/payments/bank-card-form';
import { ErrorMessage } from '../error-message';
import { useErrorText } from '../../format/use-error-text';
import type { BankCardPaymentState } from './use-bank-card-payment';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';

// The form's dialog loads only when the customer pays by bank card.
const BankCardDialog = lazyWithTexts(() => import(/* webpackChunkName: "payment-dialog" */ './bank-card-dialog'));

export interface BankCardSectionProps {
  readonly state: BankCardPaymentState;
  readonly onCard: (url: string, card: BankCardCredentials) => void;
  readonly onCancel: () => void;
}

/** What the cart summary shows of a bank card payment: the form while open, then how it ended. */
export function BankCardSection({ state, onCard, onCancel }: BankCardSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (state.status) {
    case 'opening':
      return <p role="status">{t('paymentFlow.opening')}</p>;
    case 'form':
    case 'paying':
      return (
        <Suspense fallback={<p role="status">{t('paymentFlow.opening')}</p>}>
          <BankCardDialog url={state.url} paying={state.status === 'paying'} onCard={onCard} onCancel={onCancel} />
        </Suspense>
      );
    case 'paid':
      return <p role="status">{t('payment.networkCard.successful')}</p>;
    case 'cancelled':
      return <p role="status">{t('paymentFlow.cancelled')}</p>;
    case 'failed':
      return (
        <ErrorMessage>
          {state.failure.kind === 'ERROR'
            ? errorText(state.failure.error)
            : t(state.failure.kind === 'NOT_SIGNED_IN' ? 'paymentFlow.signInFirst' : 'paymentFlow.unavailable')}
        </ErrorMessage>
      );
    default:
      return null;
  }
}
