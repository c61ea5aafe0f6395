import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../components/error-message';
import { useErrorText } from '../../format/use-error-text';
import type { BankPaymentState } from './use-bank-payment';

/** What the cart summary shows of a payment at the named bank. */
export function BankPaymentSection({ state }: { readonly state: BankPaymentState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (state.status) {
    case 'pending':
      return <p role="status">{t('paymentFlow.opening')}</p>;
    case 'opened':
      return <p role="status">{t('paymentFlow.bankOpened')}</p>;
    case 'blocked':
      return (
        <p role="status">
          <a href={state.url} target="_blank" rel="noopener noreferrer">
            {t('paymentFlow.openBank')}
          </a>
        </p>
      );
    case 'failed':
      return <ErrorMessage>{state.error ? errorText(state.error) : t('paymentFlow.unavailable')}</ErrorMessage>;
    default:
      return null;
  }
}
