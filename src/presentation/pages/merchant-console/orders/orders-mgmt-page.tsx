import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import { ordersByStatus } from '@/domain/merchant-console/store-order';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import { useFeature } from '../../../di/dependency-context';
import { useErrorText } from '../../../format/use-error-text';
import { useConsoleSession } from '../console-session';
import { ConsoleButton } from '../console-styles';
import { KitchenTickets } from './kitchen-ticket';
import { playNewOrderChime } from './new-order-chime';
import { KitchenPacePanel } from './kitchen-pace-panel';
import { OrderCard } from './order-card';
import { useStoreOrders, type Liveness } from './use-store-orders';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  h2 {
    margin: 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: 4px 4px 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colours.error};
  color: white;
  font-weight: 700;
`;

const Connection = styled.p<{ $lost: boolean }>`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: 8px;
  background: ${({ $lost }) => ($lost ? '#fdecea' : '#e8f5e9')};
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  section > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
    gap: ${({ theme }) => theme.spacing(2)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
`;

const livenessKeys: Readonly<Record<Liveness, string>> = {
  connecting: 'console.orders.connecting',
  live: 'console.orders.live',
  lost: 'console.orders.notLive',
};

/** /orders-mgmt: the store's orders live, grouped by status, each with the statuses it may take next. */
export function OrdersMgmtPage() {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const feature = useFeature(featureTokens.merchantConsole);
  const { session, reportFailure } = useConsoleSession();
  const [sound, setSound] = useState(true);
  const [autoPrint, setAutoPrint] = useState(false);
  // The tickets stay in the page (hidden on screen) after printing, showing the orders as they are now.
  const [ticketsOf, setTicketsOf] = useState<readonly string[]>([]);
  const print = useCallback((queryIds: readonly string[]) => {
    // The tickets must be in the page before the print dialog takes its picture of them.
    flushSync(() => setTicketsOf(queryIds));
    window.print();
  }, []);
  const { state, move, estimate, markSeen, refresh } = useStoreOrders(feature, {
    reportFailure,
    onArrived: (arrived) => {
      if (sound) playNewOrderChime();
      if (autoPrint) print(arrived.map((order) => order.queryId));
    },
  });
  const groups = useMemo(() => ordersByStatus(state.orders), [state.orders]);
  // The same callbacks for every card and every drawing, so only the cards whose order changed draw again.
  const moveOrder = useCallback((queryId: string, to: KnownOrderStatus) => void move(queryId, to), [move]);
  const receiveCash = useCallback(
    (queryId: string, then: KnownOrderStatus | null) => void move(queryId, then, true),
    [move],
  );
  const printOne = useCallback((queryId: string) => print([queryId]), [print]);
  const estimateOrder = useCallback(
    (queryId: string, minutes: number, confirming: boolean) => void estimate(queryId, minutes, confirming),
    [estimate],
  );
  const ticketOrders = ticketsOf.flatMap((queryId) => state.orders.filter((order) => order.queryId === queryId));

  useEffect(() => {
    let current = true;
    void feature.autoPrintSetting().then((on) => {
      if (current) setAutoPrint(on);
    });
    return () => {
      current = false;
    };
  }, [feature]);
  const chooseAutoPrint = (on: boolean) => {
    setAutoPrint(on);
    void feature.chooseAutoPrint(on);
  };

  return (
    <>
      <Toolbar>
        <h2>{t('console.shell.pages.orders')}</h2>
        {state.unseen > 0 ? (
          <Badge role="status">
            {t('console.orders.newOrders', { count: state.unseen })}
            <ConsoleButton type="button" $tone="plain" onClick={markSeen}>
              {t('console.orders.markSeen')}
            </ConsoleButton>
          </Badge>
        ) : null}
        <label>
          <input type="checkbox" checked={sound} onChange={(event) => setSound(event.target.checked)} />
          {t('console.orders.sound')}
        </label>
        <label>
          <input type="checkbox" checked={autoPrint} onChange={(event) => chooseAutoPrint(event.target.checked)} />
          {t('console.orders.ticket.autoPrint')}
        </label>
      </Toolbar>
      <KitchenPacePanel feature={feature} />
      <Connection $lost={state.liveness === 'lost'} role={state.liveness === 'lost' ? 'alert' : undefined}>
        {t(livenessKeys[state.liveness])}
      </Connection>
      {state.failure !== null ? (
        <p role="alert">
          {t('console.orders.failed', { message: errorText(state.failure) })}{' '}
          <ConsoleButton type="button" $tone="plain" onClick={refresh}>
            {t('console.orders.retry')}
          </ConsoleButton>
        </p>
      ) : null}
      {state.loaded && groups.length === 0 ? <p>{t('console.orders.empty')}</p> : null}
      <Groups>
        {groups.map((group) => (
          <section key={group.status} aria-label={t(`console.orders.statuses.${group.status}`)}>
            <h3>
              {t('console.orders.groupHeading', {
                status: t(`console.orders.statuses.${group.status}`),
                count: group.orders.length,
              })}
            </h3>
            <div>
              {group.orders.map((order) => (
                <OrderCard
                  key={order.queryId}
                  order={order}
                  refusal={state.refusals[order.queryId]}
                  moving={state.moving.has(order.queryId)}
                  onMove={moveOrder}
                  onCashReceived={receiveCash}
                  onPrint={printOne}
                  onEstimate={estimateOrder}
                />
              ))}
            </div>
          </section>
        ))}
      </Groups>
      {ticketOrders.length > 0 ? <KitchenTickets orders={ticketOrders} storeName={session.merchantName} /> : null}
    </>
  );
}
