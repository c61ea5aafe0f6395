import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AppError } from '@/application/errors/app-error';
import { isAppError } from '@/application/errors/app-error';
import type { BankPaymentResult } from '@/application/payments/bank-payment-returned.use-case';
import { featureTokens } from '@/application/tokens';
import { paymentNoticeMessageKeys } from '../../i18n/message-keys/payment-message-keys';
import { ErrorMessage } from '../../components/error-message';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { useFeatureLoader } from '../../di/dependency-context';
import { useErrorText } from '../../format/use-error-text';

// A division, not a second main: the shell around every screen is the page's one main landmark.
const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(2)};
`;

type ReturnState =
  | { readonly status: 'checking' }
  | { readonly status: 'done'; readonly result: BankPaymentResult }
  | { readonly status: 'error'; readonly error: AppError };

/**
 * Where the named bank sends the customer back: a paid invoice runs the after-payment steps, which lead to
 * the confirmation; an unpaid one says nothing was charged.
 */
export function BankPaymentReturnPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { invoiceQueryId = '' } = useParams();
  const tradeTypeId = useTradeTypeId() ?? null;
  const loadPayments = useFeatureLoader(featureTokens.payments);
  const [state, setState] = useState<ReturnState>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    loadPayments()
      .then((payments) => payments.bankPaymentReturned(invoiceQueryId, tradeTypeId))
      .then(
        (result) => current && setState({ status: 'done', result }),
        (error: unknown) =>
          current &&
          setState({ status: 'error', error: isAppError(error) ? error : { code: 'SERVER_ERROR', message: '' } }),
      );
    return () => {
      current = false;
    };
  }, [loadPayments, invoiceQueryId, tradeTypeId]);

  return (
    <Page aria-busy={state.status === 'checking'}>
      <h1>{t('paymentFlow.returnTitle')}</h1>
      {state.status === 'checking' ? <p role="status">{t('paymentFlow.checking')}</p> : null}
      {state.status === 'done' && state.result.paid ? (
        <p role="status">{t(paymentNoticeMessageKeys.PAYMENT_SUCCESSFUL)}</p>
      ) : null}
      {state.status === 'done' && !state.result.paid ? <p role="status">{t('paymentFlow.notPaid')}</p> : null}
      {state.status === 'error' ? <ErrorMessage>{errorText(state.error)}</ErrorMessage> : null}
      {state.status !== 'checking' && !(state.status === 'done' && state.result.paid) ? (
        <Link to="/checkout/cart-summary">{t('paymentFlow.backToCart')}</Link>
      ) : null}
    </Page>
  );
}

export default BankPaymentReturnPage;
