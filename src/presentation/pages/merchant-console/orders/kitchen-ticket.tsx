import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import type { StoreOrder } from '@/domain/merchant-console/store-order';
import { OrderFulfilment } from './order-fulfilment';
import { OrderLines } from './order-lines';
import { useOrderTime } from './use-order-time';

/** The attribute that marks the tickets, which the print stylesheet alone leaves on the page. */
const ticketAttribute = 'data-kitchen-ticket';

// The tickets sit beside the app at the body's top level, so printing can hide everything else (the console,
// an open dialog) by one rule, and the screen never shows them. 80 mm paper leaves some 72 mm to print on.
const TicketPrintStyle = createGlobalStyle`
  @page {
    size: 80mm auto;
    margin: 4mm;
  }
  @media screen {
    [${ticketAttribute}] {
      display: none;
    }
  }
  @media print {
    body > :not([${ticketAttribute}]) {
      display: none !important;
    }
    body {
      margin: 0;
      background: white;
    }
  }
`;

const Ticket = styled.section`
  width: 72mm;
  color: black;
  font:
    11pt/1.3 ui-monospace,
    'DejaVu Sans Mono',
    monospace;
  h2,
  p {
    margin: 0 0 2mm;
  }
  h2 {
    font-size: 16pt;
  }
  ul {
    margin: 2mm 0 0;
    padding: 2mm 0 0;
    list-style: none;
    border-top: 1px dashed black;
  }
  li {
    margin-bottom: 2mm;
  }
  li strong {
    font-size: 13pt;
  }
  /* Several orders at once print one after another, each cut apart. */
  & + & {
    break-before: page;
  }
`;

export interface KitchenTicketsProps {
  /** The orders to print, one ticket each, in this order. */
  readonly orders: readonly StoreOrder[];
  readonly storeName: string;
}

/**
 * Orders as the kitchen's receipt printer prints them from the browser's print dialog: the store, the order's
 * code and time, pickup or delivery (with where), and each line with its choices and note. Hidden on screen.
 */
export function KitchenTickets({ orders, storeName }: KitchenTicketsProps) {
  const { t } = useTranslation('console');
  const orderTime = useOrderTime();
  return createPortal(
    <div {...{ [ticketAttribute]: '' }}>
      <TicketPrintStyle />
      {orders.map((order) => (
        <Ticket key={order.queryId} aria-label={t('console.orders.ticket.label', { id: order.shortOrderId })}>
          <p>{storeName}</p>
          <h2>{t('console.orders.orderHeading', { id: order.shortOrderId })}</h2>
          <p>{t('console.orders.placedAt', { time: orderTime(order.placedAt) })}</p>
          <OrderFulfilment order={order} links={false} />
          <OrderLines lines={order.lines} />
        </Ticket>
      ))}
    </div>,
    document.body,
  );
}
