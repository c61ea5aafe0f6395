import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { needsConfirmation, type StoreOrder } from '@/domain/merchant-console/store-order';
import { awaitsCash } from '@/domain/orders/cash-receipt';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import { useFormatPrice } from '../../../format/use-format-price';
import { useConsoleSession } from '../console-session';
import { ConsoleButton } from '../console-styles';
import { OrderDetails } from './order-details';
import { OrderFulfilment } from './order-fulfilment';
import { OrderLines } from './order-lines';
import { OrderNote } from './order-note';
import { RefundButton } from './refund-dialog';
import { useOrderTime } from './use-order-time';
import { OrderQuestion, QuestionActions } from './order-question';
import { ReadyByQuestion } from './ready-by-question';
import { ReadyByLine } from './ready-by-line';
import type { OrderRefusalReason } from './use-store-orders';

const Card = styled.article`
  /* A busy store's console holds hundreds of cards: those off the screen are not laid out or painted until
     scrolled to, so a new order or a move does not lay out every card again. */
  content-visibility: auto;
  contain-intrinsic-size: auto 360px;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: white;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(2.5)};
  }
`;

const Details = styled.p`
  color: #555;
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Refusal = styled.p`
  color: ${({ theme }) => theme.colours.error};
`;

export interface OrderCardProps {
  readonly order: StoreOrder;
  readonly refusal: OrderRefusalReason | undefined;
  readonly moving: boolean;
  // The callbacks name the order, so the page hands every card the same ones and a card draws again only when
  // its own order, refusal or move changes (a busy store's console holds hundreds of cards).
  readonly onMove: (invoiceQueryId: string, to: KnownOrderStatus) => void;
  /** The staff received the order's cash; with a status, the order then moves on to it. */
  readonly onCashReceived: (invoiceQueryId: string, then: KnownOrderStatus | null) => void;
  /** Prints the order's kitchen ticket. */
  readonly onPrint: (invoiceQueryId: string) => void;
  /** The kitchen's estimate in minutes: confirming the order with it, or a new one for a confirmed order. */
  readonly onEstimate: (invoiceQueryId: string, minutes: number, confirming: boolean) => void;
}

/** What the staff are asked before a step: to confirm a cancellation, or whether the cash came with the delivery. */
type Question =
  | { readonly kind: 'cancel'; readonly to: KnownOrderStatus }
  | { readonly kind: 'cash' }
  /** How long the kitchen needs: on confirming, or again for a confirmed order. */
  | { readonly kind: 'estimate'; readonly confirming: boolean };

/**
 * One order as the kitchen works it: pickup or delivery and where, its lines and notes, how it is paid, and the
 * statuses it may take next. A cash order still to be paid offers "Cash received", and delivering it asks whether
 * the cash came. "Details" shows the whole order, and "Print" its kitchen ticket.
 */
export const OrderCard = memo(function OrderCard(props: OrderCardProps) {
  const { t } = useTranslation('console');
  const formatPrice = useFormatPrice();
  const { order } = props;
  const [question, setQuestionState] = useState<Question | null>(null);
  // The control that asked the question, which the focus returns to when the question is closed unanswered.
  const asker = useRef<HTMLElement | null>(null);
  const setQuestion = (next: Question) => {
    asker.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setQuestionState(next);
  };
  const closeQuestion = () => {
    setQuestionState(null);
    asker.current?.focus();
  };
  const waitingForCash = awaitsCash({ paymentMethod: order.paymentType, status: order.status, paid: order.paid });
  const [showingDetails, setShowingDetails] = useState(false);
  const { session } = useConsoleSession();
  const time = useOrderTime()(order.placedAt);
  const heading = t('console.orders.orderHeading', { id: order.shortOrderId });
  const choose = (to: KnownOrderStatus) => {
    if (needsConfirmation(to)) setQuestion({ kind: 'cancel', to });
    else if (to === 'order_confirmed') setQuestion({ kind: 'estimate', confirming: true });
    else if (to === 'order_delivered' && waitingForCash) setQuestion({ kind: 'cash' });
    else props.onMove(order.queryId, to);
  };
  const print = () => props.onPrint(order.queryId);
  const answer = (act: () => void) => () => {
    setQuestionState(null);
    act();
  };
  const total = formatPrice(order.payable);
  const methodName = t(`console.paymentMethods.${order.paymentType}`, { defaultValue: order.paymentType });

  return (
    <Card aria-label={heading}>
      <h3>{heading}</h3>
      <Details>
        {t('console.orders.placedAt', { time })} · {order.customerName ?? t('console.orders.guest')}
      </Details>
      <OrderFulfilment order={order} links />
      <OrderNote note={order.note} />
      <OrderLines lines={order.lines} />
      <p>
        {t('console.orders.payment', { type: methodName })} ·{' '}
        <strong>{order.paid ? t('console.orders.paid') : t('console.orders.notPaid')}</strong> ·{' '}
        {t('console.orders.total', { amount: total })}
      </p>
      {order.status === 'order_confirmed' ? (
        <ReadyByLine
          readyBy={order.readyBy ?? null}
          disabled={props.moving}
          onChange={() => setQuestion({ kind: 'estimate', confirming: false })}
        />
      ) : null}
      {waitingForCash ? (
        <Actions>
          <span>{t('console.orders.awaitingCash', { amount: total })}</span>
          <ConsoleButton
            type="button"
            $tone="plain"
            disabled={props.moving}
            onClick={() => props.onCashReceived(order.queryId, null)}
          >
            {t('console.orders.cashReceived')}
          </ConsoleButton>
        </Actions>
      ) : null}
      {session.role === 'owner' && order.paid && order.status !== 'order_cancelled' ? (
        <Actions>
          <RefundButton order={order} />
        </Actions>
      ) : null}
      {props.refusal !== undefined ? (
        <Refusal role="alert">
          {t(`console.orders.refusals.${props.refusal}`)} {t('console.orders.refreshed')}
        </Refusal>
      ) : null}
      {order.nextStatuses.length > 0 ? (
        <Actions>
          {order.nextStatuses.map((to) => (
            <ConsoleButton
              key={to}
              type="button"
              $tone={to === 'order_cancelled' ? 'plain' : 'primary'}
              disabled={props.moving}
              onClick={() => choose(to)}
            >
              {t(`console.orders.actions.${to}`)}
            </ConsoleButton>
          ))}
        </Actions>
      ) : null}
      {question?.kind === 'cancel' ? (
        <OrderQuestion
          title={t('console.orders.cancelTitle', { id: order.shortOrderId })}
          closeLabel={t('console.orders.close')}
          onClose={closeQuestion}
        >
          <p>{t('console.orders.cancelBody')}</p>
          <QuestionActions>
            <ConsoleButton type="button" $tone="plain" onClick={closeQuestion}>
              {t('console.orders.cancelKeep')}
            </ConsoleButton>
            <ConsoleButton
              type="button"
              $tone="danger"
              onClick={answer(() => props.onMove(order.queryId, question.to))}
            >
              {t('console.orders.cancelConfirm')}
            </ConsoleButton>
          </QuestionActions>
        </OrderQuestion>
      ) : null}
      {question?.kind === 'estimate' ? (
        <ReadyByQuestion
          shortOrderId={order.shortOrderId}
          confirming={question.confirming}
          onClose={closeQuestion}
          onChoose={(minutes) => {
            setQuestionState(null);
            if (minutes === null) props.onMove(order.queryId, 'order_confirmed');
            else props.onEstimate(order.queryId, minutes, question.confirming);
          }}
        />
      ) : null}
      {question?.kind === 'cash' ? (
        <OrderQuestion
          title={t('console.orders.cashTitle', { id: order.shortOrderId })}
          closeLabel={t('console.orders.close')}
          onClose={closeQuestion}
        >
          <p>{t('console.orders.cashBody', { amount: total })}</p>
          <QuestionActions>
            <ConsoleButton
              type="button"
              $tone="plain"
              onClick={answer(() => props.onMove(order.queryId, 'order_delivered'))}
            >
              {t('console.orders.deliverWithoutCash')}
            </ConsoleButton>
            <ConsoleButton
              type="button"
              $tone="primary"
              onClick={answer(() => props.onCashReceived(order.queryId, 'order_delivered'))}
            >
              {t('console.orders.cashAndDeliver')}
            </ConsoleButton>
          </QuestionActions>
        </OrderQuestion>
      ) : null}
      <Actions>
        <ConsoleButton type="button" $tone="plain" onClick={() => setShowingDetails(true)}>
          {t('console.orders.details.open')}
        </ConsoleButton>
        <ConsoleButton type="button" $tone="plain" onClick={print}>
          {t('console.orders.details.print')}
        </ConsoleButton>
      </Actions>
      {showingDetails ? <OrderDetails order={order} onClose={() => setShowingDetails(false)} onPrint={print} /> : null}
    </Card>
  );
});
