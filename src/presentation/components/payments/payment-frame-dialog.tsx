import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FramedPayment } from '@/application/payments/start-framed-payment.use-case';
import type { FramedPaymentMethod } from '@/domain/payments/payment-flow';
import { featureTokens } from '@/application/tokens';
import { paymentMethodLabelKeys, paymentNoticeMessageKeys } from '../../i18n/message-keys/payment-message-keys';
import { Dialog, DialogActions } from '../dialog/dialog';
import { useFeatureLoader } from '../../di/dependency-context';
import { startWhenLoaded } from '../../di/start-when-loaded';
import { SecondaryButton } from '../buttons';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 560px);
  border: 1px solid #d5d9de;
  border-radius: ${({ theme }) => theme.radius};
`;

const Paid = styled.p`
  color: #1b7f3b;
  font-weight: 600;
`;

export interface PaymentFrameDialogProps {
  readonly method: FramedPaymentMethod;
  readonly payment: FramedPayment;
  readonly tradeTypeId: number | null;
  readonly paid: boolean;
  readonly onPaid: () => void;
  readonly onCancel: () => void;
}

/**
 * The provider's payment page in a dialog. The event stream reports the payment: the customer reads
 * "Payment is successfull" and the after-payment steps take them to the confirmation.
 */
export function PaymentFrameDialog({ method, payment, tradeTypeId, paid, onPaid, onCancel }: PaymentFrameDialogProps) {
  const { t } = useTranslation();
  const loadPayments = useFeatureLoader(featureTokens.payments);
  const { invoiceQueryId, merchantQueryId } = payment;

  useEffect(
    () =>
      startWhenLoaded(loadPayments, (payments) =>
        payments.watchCardPayment({ invoiceQueryId, merchantQueryId, tradeTypeId }, onPaid),
      ),
    [loadPayments, invoiceQueryId, merchantQueryId, tradeTypeId, onPaid],
  );

  return (
    <Dialog title={t('paymentFlow.frameTitle', { method: t(paymentMethodLabelKeys[method]) })} onClose={onCancel}>
      {paid ? <Paid role="status">{t(paymentNoticeMessageKeys.PAYMENT_SUCCESSFUL)}</Paid> : null}
      <Frame title={t('paymentFlow.frameLabel')} src={payment.frameUrl} />
      <DialogActions>
        <SecondaryButton type="button" onClick={onCancel} disabled={paid}>
          {t('paymentFlow.cancel')}
        </SecondaryButton>
      </DialogActions>
    </Dialog>
  );
}

export default PaymentFrameDialog;
