import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canAddVoucher, type VoucherDialogState } from '../../store/checkout/voucher-dialog-state';
import { voucherCodeMaxLength } from '@/domain/voucher/voucher-code';
import { voucherCodeMessageKeys } from '../../i18n/message-keys/voucher-message-keys';
import { Dialog, DialogActions } from '../../components/dialog/dialog';
import { ErrorMessage } from '../../components/error-message';
import { PrimaryButton } from '../../components/buttons';

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(1)};
    border: 1px solid #c4c9d0;
    border-radius: 8px;
    font-size: 1rem;
  }
`;

const FieldError = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colours.error};
`;

export interface VoucherDialogProps {
  readonly state: VoucherDialogState;
  readonly onCodeChange: (code: string) => void;
  readonly onSubmit: () => void;
  readonly onContinue: () => void;
  readonly onClose: () => void;
}

/** "Add Voucher": a code field and its button; "Voucher Applied" with Continue once the server accepts it. */
export function VoucherDialog(props: VoucherDialogProps) {
  const { t } = useTranslation();
  const { state } = props;
  const validation = state.validation;
  if (validation.status === 'APPLIED') {
    return (
      <Dialog title={t('voucher.applied')} onClose={props.onClose} closeLabel={t('checkout.voucher.close')}>
        <p role="status">{t('checkout.voucher.appliedCode', { code: validation.code })}</p>
        <DialogActions>
          <PrimaryButton type="button" onClick={props.onContinue}>
            {t('voucher.continue')}
          </PrimaryButton>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog title={t('voucher.addVoucher')} onClose={props.onClose} closeLabel={t('checkout.voucher.close')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <Field>
          {t('checkout.voucher.field')}
          <input
            value={state.code}
            maxLength={voucherCodeMaxLength}
            autoComplete="off"
            aria-invalid={state.fieldError !== null}
            onChange={(event) => props.onCodeChange(event.target.value)}
          />
        </Field>
        {state.fieldError ? <FieldError>{t(voucherCodeMessageKeys[state.fieldError])}</FieldError> : null}
        {validation.status === 'ERROR' ? (
          <ErrorMessage>{validation.message !== '' ? validation.message : t('errors.SERVER_ERROR')}</ErrorMessage>
        ) : null}
        <DialogActions>
          <PrimaryButton type="submit" disabled={!canAddVoucher(state)} aria-busy={validation.status === 'PENDING'}>
            {t('voucher.addVoucher')}
          </PrimaryButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
