import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../../di/dependency-context';
import { startWhenLoaded } from '../../di/start-when-loaded';

/**
 * While the named bank's page is open in another tab, this tab follows the payment and goes to the order
 * confirmation once the bank has been paid, instead of staying on the cart the payment emptied.
 */
export function useFollowBankPayment(invoiceQueryId: string, tradeTypeId: number | null): void {
  const navigate = useNavigate();
  const loadPayments = useFeatureLoader(featureTokens.payments);
  useEffect(
    () =>
      startWhenLoaded(loadPayments, (payments) =>
        payments.followBankPayment({ invoiceQueryId, tradeTypeId }, (path) => void navigate(path)),
      ),
    [invoiceQueryId, tradeTypeId, loadPayments, navigate],
  );
}
