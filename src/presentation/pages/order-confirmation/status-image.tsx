import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderStatus } from '@/domain/orders/order-status';
import { orderStatusLabelKeys } from '../../i18n/message-keys/order-message-keys';

/**
 * One drawing per status, as vector shapes in a 64 × 64 box: an image on every machine (an emoji needs a font
 * with it, and a machine without one shows an empty box), in the host's colour, with no file to fetch.
 */
const drawings: Readonly<Record<OrderStatus, ReactNode>> = {
  // An hourglass: waiting for the store.
  order_pending: (
    <>
      <path d="M20 10h24M20 54h24" />
      <path d="M22 10c0 14 20 16 20 22s-20 8-20 22M42 10c0 14-20 16-20 22s20 8 20 22" />
      <path d="M27 48h10" />
    </>
  ),
  // A pan on the stove: the store is preparing it.
  order_confirmed: (
    <>
      <path d="M10 30h34v6a10 10 0 0 1-10 10H20a10 10 0 0 1-10-10z" />
      <path d="M44 33h12" />
      <path d="M20 22c0-4 4-4 4-8M28 22c0-4 4-4 4-8M36 22c0-4 4-4 4-8" />
    </>
  ),
  // A carrier bag: on its way.
  order_dispatched: (
    <>
      <path d="M14 22h36l-3 32H17z" />
      <path d="M24 26v-8a8 8 0 0 1 16 0v8" />
    </>
  ),
  // A tick in a circle: delivered.
  order_delivered: (
    <>
      <circle cx="32" cy="32" r="22" />
      <path d="M21 33l8 8 14-16" />
    </>
  ),
  // A cross in a circle: cancelled.
  order_cancelled: (
    <>
      <circle cx="32" cy="32" r="22" />
      <path d="M24 24l16 16M40 24L24 40" />
    </>
  ),
  // A question mark in a circle: a status this version does not know.
  unknown: (
    <>
      <circle cx="32" cy="32" r="22" />
      <path d="M25 26a7 7 0 1 1 10 6c-2 1-3 2-3 5" />
      <path d="M32 44v1" />
    </>
  ),
};

const Picture = styled.svg`
  display: block;
  width: 4rem;
  height: 4rem;
  margin: ${({ theme }) => theme.spacing(2)} auto;
  fill: none;
  stroke: ${({ theme }) => theme.colours.primary};
  stroke-width: 4;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export function StatusImage(props: { readonly status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Picture
      role="img"
      aria-label={t(orderStatusLabelKeys[props.status])}
      viewBox="0 0 64 64"
      data-status={props.status}
    >
      {drawings[props.status]}
    </Picture>
  );
}
