import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { availableDays } from '@/domain/catalogue/available-days';
import { weekdayLabelKeys } from '../../i18n/message-keys/catalog-message-keys';
import { shownDeliveryTime } from '@/domain/catalogue/delivery-time';
import type { Store } from '@/domain/catalogue/store';
import { formatReceiptAmount } from '@/domain/pricing/receipt-format';
import { Dialog } from '../../components/dialog/dialog';
import { useFormatDuration } from '../../format/use-format-duration';
import { StoreMap } from './store-map';
import { useCurrencySymbol } from '../../format/use-format-price';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 12px;
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Status = styled.dd<{ $open: boolean }>`
  color: ${({ $open }) => ($open ? '#2e7d32' : '#c62828')};
  font-weight: 600;
`;

const Days = styled.details`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }
  ul {
    margin: 8px 0 0;
    padding-left: 20px;
  }
`;

/** The merchant's details: description, minimum, delivery time, status, opening days and where it is. */
export function StoreInfoDialog(props: { store: Store; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const currency = useCurrencySymbol();
  const { store } = props;
  const days = availableDays(store.openingSlots);
  return (
    <Dialog title={store.name} onClose={props.onClose} closeLabel={t('catalog.close')}>
      <Facts>
        <dt>{t('catalog.header.description')}</dt>
        <dd>{store.description}</dd>
        <dt>{t('catalog.header.minimumOrder')}</dt>
        <dd>{t('pricing.minimumOrder.storeBadge', { currency, amount: formatReceiptAmount(store.minimumOrder) })}</dd>
        <dt>{t('catalog.header.deliveryTime')}</dt>
        <dd>{formatDuration(shownDeliveryTime(store))}</dd>
        <dt>{t('catalog.header.status')}</dt>
        <Status $open={store.isOpen}>{t(store.isOpen ? 'catalog.header.open' : 'catalog.header.closed')}</Status>
      </Facts>
      <Days open>
        <summary>{t('storeHours.availableDays')}</summary>
        <ul>
          {days.map((day) => (
            <li key={day.day}>
              {t('catalog.header.dayHours', {
                day: t(weekdayLabelKeys[day.day]),
                hours: day.ranges
                  .map((range) => t('storeHours.timeRange', { start: range.startTime, end: range.endTime }))
                  .join(', '),
              })}
            </li>
          ))}
        </ul>
      </Days>
      <StoreMap name={store.name} coordinates={store.coordinates} />
    </Dialog>
  );
}
