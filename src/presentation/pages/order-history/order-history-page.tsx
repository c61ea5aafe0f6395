import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pageSizes } from '@/domain/catalogue/paging';
import type { OrderTab } from '@/domain/orders/order-status';
import { ErrorMessage } from '../../components/error-message';
import { Pager } from '../../components/pager/pager';
import { useErrorText } from '../../format/use-error-text';
import { useOrderUpdates } from '../../realtime/use-order-updates';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { orderTabChosen, selectOrderList, selectReorderPrompt } from '../../store/orders/orders.slice';
import { ordersRequested, reOrderRequested } from '../../store/orders/orders.thunks';
import { OrderCard } from './order-card';
import { OrderTabs, orderTabId, ordersPanelId } from './order-tabs';
import { ReorderDialogs } from './reorder-dialogs';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const Note = styled.p`
  text-align: center;
`;

/** /order/history — "My Orders": the customer's orders by tab, 24 to a page, each one re-orderable. */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const list = useAppSelector(selectOrderList);
  const reorder = useAppSelector(selectReorderPrompt);
  const [page, setPage] = useState(1);
  const tab = list.tab;

  const load = useCallback(() => {
    void dispatch(ordersRequested({ tab, page }));
  }, [dispatch, tab, page]);
  useEffect(load, [load]);
  useOrderUpdates(load);

  const chooseTab = (next: OrderTab) => {
    setPage(1);
    dispatch(orderTabChosen(next));
  };

  const orders = list.page?.orders ?? [];
  const pageCount = Math.ceil((list.page?.totalOrders ?? 0) / pageSizes.orders);
  const pendingId = reorder.kind === 'PENDING' ? reorder.invoiceQueryId : null;

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">{t('orderHistory.title')}</h1>
      <OrderTabs selected={tab} onSelect={chooseTab} />
      <div id={ordersPanelId} role="tabpanel" aria-labelledby={orderTabId(tab)} aria-busy={list.status === 'pending'}>
        {list.status === 'failed' && list.error ? <ErrorMessage>{errorText(list.error)}</ErrorMessage> : null}
        {list.status === 'pending' && !list.page ? <Note role="status">{t('orderHistory.loading')}</Note> : null}
        {list.status === 'succeeded' && orders.length === 0 ? <Note>{t('order.empty')}</Note> : null}
        {orders.length > 0 ? (
          <Grid>
            {orders.map((order) => (
              <OrderCard
                key={order.queryId}
                order={order}
                reorderPending={pendingId === order.queryId}
                onReorder={(chosen) => void dispatch(reOrderRequested({ invoiceQueryId: chosen.queryId }))}
              />
            ))}
          </Grid>
        ) : null}
        {pageCount > 1 ? <Pager page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
      </div>
      <ReorderDialogs />
    </section>
  );
}
