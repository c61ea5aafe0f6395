import { useTranslation } from 'react-i18next';
import { useAlive } from '../../startup/use-alive';
import styled from 'styled-components';
import type { DeliveryLocation } from '../../store/stores/stores.slice';

const Chip = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  max-width: 100%;
  min-height: 44px;
  padding: 4px ${({ theme }) => theme.spacing(1.5)};
  border-radius: 999px;
  border: 1px solid rgba(0, 0, 0, 0.15);
  background: white;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

const Label = styled.span`
  font-size: 0.75rem;
  color: #5f6670;
`;

const Address = styled.span`
  font-weight: 600;
  max-width: 70vw;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface DeliverToChipProps {
  readonly deliverTo: DeliveryLocation | null;
  /** Opens the address dialog; the dialog itself belongs to the addresses screen. */
  readonly onOpenAddresses: () => void;
}

/** "Deliver to" and the selected address, or a neutral prompt before one is chosen. */
export function DeliverToChip(props: DeliverToChipProps) {
  const { t } = useTranslation();
  const address = props.deliverTo?.description || t('deliverTo.noAddress');
  const alive = useAlive();
  return (
    <Chip
      type="button"
      disabled={!alive}
      aria-label={t('deliverTo.openAddresses', { address })}
      onClick={props.onOpenAddresses}
    >
      {/* The space makes the visible words "Deliver to <address>", which the button's name starts with. */}
      <Label>{t('deliverTo.label')}</Label> <Address>{address}</Address>
    </Chip>
  );
}
