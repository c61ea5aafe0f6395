import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shownDeliveryTime } from '@/domain/catalogue/delivery-time';
import { orderHoldOf } from '@/domain/catalogue/store';
import type { Store } from '@/domain/catalogue/store';
import { formatReceiptAmount } from '@/domain/pricing/receipt-format';
import { useFormatDuration } from '../../format/use-format-duration';
import { StoreInfoDialog } from './store-info-dialog';
import { StoreStatusChip } from './store-status-chip';
import { useOrderHoldText } from '../../components/catalogue/use-order-hold-text';
import { useCurrencySymbol } from '../../format/use-format-price';
import { useListingVariant } from './variants/listing-variant';

/** The banner's shape, shared with the placeholder that holds its place while the store loads. */
export const storeBannerAspectRatio = '16 / 5';

export const Header = styled.header`
  background: white;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Banner = styled.img`
  width: 100%;
  aspect-ratio: ${storeBannerAspectRatio};
  object-fit: cover;
  background: #dde3ea;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
`;

const Logo = styled.img`
  width: 64px;
  height: 64px;
  border-radius: 50%;
  object-fit: cover;
  margin-top: -40px;
  border: 3px solid white;
  background: #eef1f4;
`;

const Name = styled.h1`
  margin: 0;
  font-size: 1.3rem;
`;

const Muted = styled.p`
  margin: 0;
  color: #5f6670;
  font-size: 0.9rem;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 4px;
`;

const Tag = styled.span`
  font-size: 0.8rem;
  padding: 2px 10px;
  border-radius: 999px;
  background: #eef1f4;
`;

const InfoButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: none;
  border-radius: 50%;
  background: #eef1f4;
  cursor: pointer;
`;

/** The merchant at the top of its product list, with an info button for its details. */
/** A store not taking new orders for now says why and until when, where the customer is about to order. */
const Hold = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.colours.error};
  font-weight: 600;
`;

export function StoreHeader(props: { store: Store }) {
  const { t } = useTranslation();
  const holdText = useOrderHoldText();
  const hold = orderHoldOf(props.store);
  const formatDuration = useFormatDuration();
  const currency = useCurrencySymbol();
  const { descriptionInHeader } = useListingVariant();
  const [infoOpen, setInfoOpen] = useState(false);
  const { store } = props;
  return (
    <Header>
      <Banner
        src={store.merchantBanner ?? store.bannerUrl}
        alt={t('catalog.header.bannerAlt', { name: store.name })}
        fetchPriority="high"
      />
      <Body>
        {store.logoUrl ? (
          <Logo src={store.logoUrl} alt={t('catalog.header.logoAlt', { name: store.name })} />
        ) : (
          <span />
        )}
        <div>
          <Name>{store.name}</Name>
          {store.industries.length > 0 ? <Muted>{store.industries.join(', ')}</Muted> : null}
          {descriptionInHeader && store.description !== '' ? <Muted>{store.description}</Muted> : null}
          <Tags>
            <Tag>
              {t('pricing.minimumOrder.storeBadge', { currency, amount: formatReceiptAmount(store.minimumOrder) })}
            </Tag>
            <Tag>{formatDuration(shownDeliveryTime(store))}</Tag>
            {store.deliveryFee === undefined ? null : (
              <Tag>
                {store.deliveryFee
                  ? t('pricing.storeDeliveryFee', { currency, amount: formatReceiptAmount(store.deliveryFee) })
                  : t('pricing.summary.freeDelivery')}
              </Tag>
            )}
            <StoreStatusChip open={store.isOpen} held={hold !== null} />
          </Tags>
          {hold ? <Hold role="note">{holdText(hold)}</Hold> : null}
        </div>
        <InfoButton
          type="button"
          aria-label={t('catalog.header.info', { name: store.name })}
          aria-haspopup="dialog"
          onClick={() => setInfoOpen(true)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 10v7M12 7v.01" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </InfoButton>
      </Body>
      {infoOpen ? <StoreInfoDialog store={store} onClose={() => setInfoOpen(false)} /> : null}
    </Header>
  );
}
