import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { shownDeliveryTime } from '@/domain/catalogue/delivery-time';
import { orderHoldOf } from '@/domain/catalogue/store';
import type { Coordinates, Store } from '@/domain/catalogue/store';
import { isWithinServiceArea } from '@/domain/geo/service-area';
import { useFormatDuration } from '../../format/use-format-duration';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';

// The note's code and texts are a later screen's: the first screen's download has no room for them, and they come
// only for a store that is not taking orders.
const StoreHoldNote = lazyWithTexts(() => import(/* webpackChunkName: "store-hold-note" */ './store-hold-note'));

const Card = styled.article`
  position: relative;
  background: white;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  display: flex;
  flex-direction: column;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colours.primary};
    outline-offset: 2px;
  }
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

/** The whole card is the store's link: the link's box is stretched over the card. */
const StoreLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:focus {
    outline: none;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

/** The spec shows the shop status as the text of a button; it looks like one, the card link does the work. */
const Status = styled.span<{ $open: boolean }>`
  flex: none;
  font-size: 0.8rem;
  padding: 4px 12px;
  border-radius: 999px;
  color: white;
  background: ${({ $open }) => ($open ? '#2e7d32' : '#c62828')};
`;

const Muted = styled.p`
  margin: 0;
  color: #5f6670;
  font-size: 0.9rem;
`;

const OutsideArea = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.9rem;
`;

export interface StoreCardProps {
  readonly store: Store;
  /** Where the store's products are. */
  readonly to: string;
  /** The selected address's coordinates; unknown means every store counts as delivering. */
  readonly customerAt: Coordinates | null;
  /**
   * A card of the first screen: its banner is fetched at once and first (the largest paint of `/`), where the
   * others wait until they near the viewport.
   */
  readonly onFirstScreen?: boolean;
}

/**
 * Memoised: the listing renders again as its screen comes alive and as the guest signs in, and 25 cards drawn again
 * with the same props (each a few translations) made one long task of that render; they keep their drawing instead.
 */
export const StoreCard = memo(function StoreCard(props: StoreCardProps) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const { store } = props;
  // Issue 26, part 5: an open store that paused new orders or whose kitchen is full says so, as its page does.
  const hold = orderHoldOf(store);
  const delivers = isWithinServiceArea(props.customerAt, store);
  return (
    <Card aria-label={store.name}>
      <Banner
        src={store.bannerUrl}
        alt={t('storeCard.bannerAlt', { name: store.name })}
        loading={props.onFirstScreen ? 'eager' : 'lazy'}
        fetchPriority={props.onFirstScreen ? 'high' : 'auto'}
      />
      <Body>
        <Row>
          <Name>
            <StoreLink to={props.to}>{store.name}</StoreLink>
          </Name>
          <Status $open={store.isOpen}>{store.isOpen ? t('storeCard.open') : t('storeCard.closed')}</Status>
        </Row>
        {hold ? (
          <Suspense fallback={null}>
            <StoreHoldNote hold={hold} />
          </Suspense>
        ) : null}
        {store.tag ? <Muted>{store.tag}</Muted> : null}
        <Muted>{store.addressDescription}</Muted>
        <Row>
          {delivers ? (
            <Muted>{store.footerDescription}</Muted>
          ) : (
            <OutsideArea>{t('storeListing.notInDeliveryArea')}</OutsideArea>
          )}
          <Muted>{t('storeListing.deliveryTime', { time: formatDuration(shownDeliveryTime(store)) })}</Muted>
        </Row>
      </Body>
    </Card>
  );
});
