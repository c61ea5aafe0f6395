import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Chip = styled.span<{ $open: boolean }>`
  display: inline-block;
  font-size: 0.8rem;
  padding: 2px 10px;
  border-radius: 999px;
  color: white;
  background: ${({ $open }) => ($open ? '#2e7d32' : '#c62828')};
`;

/** The shop status: green when open and taking orders, red otherwise. */
export function StoreStatusChip(props: { open: boolean; held?: boolean }) {
  const { t } = useTranslation();
  if (props.open && props.held) return <Chip $open={false}>{t('cart.notTakingOrders.chip')}</Chip>;
  return <Chip $open={props.open}>{t(props.open ? 'catalog.header.open' : 'catalog.header.closed')}</Chip>;
}
