import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shownDeliveryTime } from '@/domain/catalog/delivery-time';
import type { Store } from '@/domain/catalog/store';
import { useFormatDuration } from '../../format/use-format-duration';

const Card = styled.article`
  background: white;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  display: flex;
  flex-direction: column;
`;

const Banner = styled.img`
  width: 100%;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  background: #dde3ea;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  display: grid;
  gap: 4px;
`;

const Name = styled.h2`
  font-size: 1.1rem;
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

const Status = styled.span<{ $open: boolean }>`
  font-size: 0.8rem;
  padding: 2px 8px;
  border-radius: 999px;
  color: white;
  background: ${({ $open }) => ($open ? '#2e7d32' : '#c62828')};
`;

const Muted = styled.p`
  margin: 0;
  color: #5f6670;
  font-size: 0.9rem;
`;

export function StoreCard(props: { store: Store }) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const { store } = props;
  return (
    <Card aria-label={store.name}>
      <Banner src={store.bannerUrl} alt={t('storeCard.bannerAlt', { name: store.name })} loading="lazy" />
      <Body>
        <Row>
          <Name>{store.name}</Name>
          <Status $open={store.isOpen}>{store.isOpen ? t('storeCard.open') : t('storeCard.closed')}</Status>
        </Row>
        {store.tag ? <Muted>{store.tag}</Muted> : null}
        <Muted>{store.addressDescription}</Muted>
        <Row>
          <Muted>{store.footerDescription}</Muted>
          <Muted>{t('storeListing.deliveryTime', { time: formatDuration(shownDeliveryTime(store)) })}</Muted>
        </Row>
      </Body>
    </Card>
  );
}
