import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bankCardCredentials, type BankCardCredentials } from '@/domain/payments/bank-card-form';
import { paymentMethodLabelKeys } from '../../i18n/message-keys/payment-message-keys';
import { Dialog, DialogActions } from '../dialog/dialog';
import { SecondaryButton } from '../buttons';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 480px);
  border: 1px solid #d5d9de;
  border-radius: ${({ theme }) => theme.radius};
`;

export interface BankCardDialogProps {
  readonly url: string;
  /** The accepted card is being paid with; the form stays visible but answers nothing more. */
  readonly paying: boolean;
  readonly onCard: (url: string, card: BankCardCredentials) => void;
  readonly onCancel: () => void;
}

/**
 * The bank card form in a dialog. Any page may post to the storefront, so a message counts only when it
 * comes from the form's own origin and carries both the session and the card token.
 */
export function BankCardDialog({ url, paying, onCard, onCancel }: BankCardDialogProps) {
  const { t } = useTranslation();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const card = bankCardCredentials({ origin: event.origin, data: event.data as unknown }, url);
      if (card) onCard(url, card);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, onCard]);

  return (
    <Dialog
      title={t('paymentFlow.frameTitle', { method: t(paymentMethodLabelKeys.PAYMENT_BY_CARD_BANK_ALFALAH) })}
      onClose={onCancel}
    >
      {paying ? <p role="status">{t('paymentFlow.paying')}</p> : null}
      <Frame title={t('paymentFlow.bankCardForm')} src={url} />
      <DialogActions>
        <SecondaryButton type="button" onClick={onCancel} disabled={paying}>
          {t('paymentFlow.cancel')}
        </SecondaryButton>
      </DialogActions>
    </Dialog>
  );
}

export default BankCardDialog;
