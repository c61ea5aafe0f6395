import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import type { StoreOrder } from '@/domain/merchant-console/store-order';
import { OrderFulfilment } from './order-fulfilment';
import { OrderLines } from './order-lines';
import { OrderNote } from './order-note';
import { useOrderTime } from './use-order-time';

/** The attribute that marks the tickets, which the print stylesheet alone leaves on the page. */
const ticketAttribute = 'data-kitchen-ticket';

const marginMm = 4;
const millimetresPerPixel = 25.4 / 96;
/** The length of paper a ticket takes when it cannot be measured: an A4's, which any printer takes. */
const unmeasuredLengthMm = 297;

// The tickets sit beside the app at the body's top level, so printing can hide everything else (the console,
// an open dialog) by one rule. On screen they are laid out out of sight (so their length can be measured) and
// hidden from everyone. 80 mm paper leaves some 72 mm to print on. A page's length is the tallest ticket's:
// Chromium ignores "size: 80mm auto", and a roll printer would otherwise feed a whole sheet's length.
const TicketPrintStyle = createGlobalStyle<{ $lengthMm: number }>`
  @page {
    size: 80mm ${({ $lengthMm }) => $lengthMm}mm;
    margin: ${marginMm}mm;
  }
  @media screen {
    [${ticketAttribute}] {
      position: fixed;
      top: 0;
      left: -200mm;
      visibility: hidden;
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
  /* Its own formatting context: the last line's margin stays inside, so the measured length holds it. */
  display: flow-root;
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
  const tickets = useRef<HTMLDivElement>(null);
  const [lengthMm, setLengthMm] = useState(unmeasuredLengthMm);
  // Measured before the browser paints, so the print dialog opened right after this render gets the length.
  useLayoutEffect(() => {
    const heights = [...(tickets.current?.children ?? [])].map((ticket) => ticket.getBoundingClientRect().height);
    const tallest = Math.max(0, ...heights);
    setLengthMm(tallest > 0 ? Math.ceil(tallest * millimetresPerPixel) + 2 * marginMm : unmeasuredLengthMm);
  }, [orders]);
  return createPortal(
    <div ref={tickets} {...{ [ticketAttribute]: '' }}>
      <TicketPrintStyle $lengthMm={lengthMm} />
      {orders.map((order) => (
        <Ticket key={order.queryId} aria-label={t('console.orders.ticket.label', { id: order.shortOrderId })}>
          <p>{storeName}</p>
          <h2>{t('console.orders.orderHeading', { id: order.shortOrderId })}</h2>
          <p>{t('console.orders.placedAt', { time: orderTime(order.placedAt) })}</p>
          <OrderFulfilment order={order} links={false} />
          <OrderNote note={order.note} />
          <OrderLines lines={order.lines} />
        </Ticket>
      ))}
    </div>,
    document.body,
  );
}
