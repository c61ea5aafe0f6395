import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StoreOrder } from '@/domain/merchant-console/store-order';
import { Dialog, DialogActions } from '../../../components/dialog/dialog';
import { ConsoleButton } from '../console-styles';
import { OrderAmounts } from './order-amounts';
import { OrderFulfilment } from './order-fulfilment';
import { OrderLines } from './order-lines';
import { OrderNote } from './order-note';
import { useOrderTime } from './use-order-time';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(2.5)};
  }
`;

export interface OrderDetailsProps {
  readonly order: StoreOrder;
  readonly onClose: () => void;
  readonly onPrint: () => void;
}

/** The whole order in one view: who, pickup or delivery and where, what to make, what it costs and how it is paid. */
export function OrderDetails({ order, onClose, onPrint }: OrderDetailsProps) {
  const { t } = useTranslation('console');
  const orderTime = useOrderTime();
  const methodName = t(`console.paymentMethods.${order.paymentType}`, { defaultValue: order.paymentType });
  return (
    <Dialog
      title={t('console.orders.details.title', { id: order.shortOrderId })}
      closeLabel={t('console.orders.close')}
      onClose={onClose}
    >
      <Sections>
        <section>
          <h3>{t('console.orders.details.customer')}</h3>
          <p>{order.customerName ?? t('console.orders.guest')}</p>
          <p>{t('console.orders.placedAt', { time: orderTime(order.placedAt) })}</p>
        </section>
        <section>
          <h3>{t('console.orders.details.fulfilment')}</h3>
          <OrderFulfilment order={order} links />
        </section>
        <section>
          <h3>{t('console.orders.details.items')}</h3>
          <OrderNote note={order.note} />
          <OrderLines lines={order.lines} />
        </section>
        <section>
          <h3>{t('console.orders.details.amounts')}</h3>
          <OrderAmounts order={order} />
          <p>
            {t('console.orders.payment', { type: methodName })} ·{' '}
            <strong>{order.paid ? t('console.orders.paid') : t('console.orders.notPaid')}</strong>
          </p>
        </section>
      </Sections>
      <DialogActions>
        <ConsoleButton type="button" $tone="primary" onClick={onPrint}>
          {t('console.orders.details.print')}
        </ConsoleButton>
      </DialogActions>
    </Dialog>
  );
}
