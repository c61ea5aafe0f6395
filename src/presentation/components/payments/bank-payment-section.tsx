import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../error-message';
import { useErrorText } from '../../format/use-error-text';
import type { BankPaymentState } from './use-bank-payment';
import { useFollowBankPayment } from './use-follow-bank-payment';

export interface BankPaymentSectionProps {
  readonly state: BankPaymentState;
  /** The trade type the confirmation page is opened with once the bank has been paid. */
  readonly tradeTypeId: number | null;
}

/** Shows what it is given while following the bank payment of the invoice. */
function FollowingBankPayment(props: {
  readonly invoiceQueryId: string;
  readonly tradeTypeId: number | null;
  readonly children: ReactNode;
}) {
  useFollowBankPayment(props.invoiceQueryId, props.tradeTypeId);
  return <>{props.children}</>;
}

/** What the cart summary shows of a payment at the named bank. */
export function BankPaymentSection({ state, tradeTypeId }: BankPaymentSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (state.status) {
    case 'pending':
      return <p role="status">{t('paymentFlow.opening')}</p>;
    case 'opened':
      return (
        <FollowingBankPayment invoiceQueryId={state.invoiceQueryId} tradeTypeId={tradeTypeId}>
          <p role="status">{t('paymentFlow.bankOpened')}</p>
        </FollowingBankPayment>
      );
    case 'blocked':
      return (
        <FollowingBankPayment invoiceQueryId={state.invoiceQueryId} tradeTypeId={tradeTypeId}>
          <p role="status">
            <a href={state.url} target="_blank" rel="noopener noreferrer">
              {t('paymentFlow.openBank')}
            </a>
          </p>
        </FollowingBankPayment>
      );
    case 'failed':
      return <ErrorMessage>{state.error ? errorText(state.error) : t('paymentFlow.unavailable')}</ErrorMessage>;
    default:
      return null;
  }
}
