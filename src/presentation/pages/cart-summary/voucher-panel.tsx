import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VoucherDialogState } from '../../store/checkout/voucher-dialog-state';
import { SecondaryButton } from '../../components/buttons';

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(2)} 0;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Applied = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  button {
    min-width: 44px;
    min-height: 44px;
    border: none;
    background: transparent;
    cursor: pointer;
  }
`;

export interface VoucherPanelProps {
  readonly state: VoucherDialogState;
  /** No invoice to apply a voucher to yet. */
  readonly disabled: boolean;
  readonly onOpen: () => void;
  readonly onRemove: () => void;
}

/** The voucher line of the checkout: "Add Voucher", or the applied code with a close icon that removes it. */
export function VoucherPanel(props: VoucherPanelProps) {
  const { t } = useTranslation();
  const validation = props.state.validation;
  return (
    <Panel aria-labelledby="voucher-panel-title">
      <h2 id="voucher-panel-title">{t('checkout.voucher.panel')}</h2>
      {validation.status === 'APPLIED' ? (
        <Applied>
          {t('checkout.voucher.appliedCode', { code: validation.code })}
          <button type="button" aria-label={t('voucher.remove')} onClick={props.onRemove}>
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </Applied>
      ) : (
        <SecondaryButton type="button" disabled={props.disabled} onClick={props.onOpen}>
          {t('voucher.addVoucher')}
        </SecondaryButton>
      )}
    </Panel>
  );
}
