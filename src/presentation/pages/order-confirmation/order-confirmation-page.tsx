import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useStorefrontConfig } from '../../config/config-context';
import { ErrorMessage } from '../../components/error-message';
import { useErrorText } from '../../format/use-error-text';
import { useOrderPushOffer } from '../../realtime/use-order-push-offer';
import { useOrderUpdates } from '../../realtime/use-order-updates';
import { useVisibleAgain } from '../../realtime/use-visible-again';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentOrder } from '../../store/orders/orders.slice';
import { activeOrdersCounted, orderDetailRequested } from '../../store/orders/orders.thunks';
import { OrderPickupLocation } from './order-pickup-location';
import { OrderRefunds } from './order-refunds';
import { useOrderRefunds } from './use-order-refunds';
import { ProminentOrderView } from './prominent-order-view';
import { ReceiptDownload } from './receipt-download';
import { ReceiptPrompt } from './receipt-prompt';
import { StandardOrderView } from './standard-order-view';

const Centred = styled.p`
  text-align: center;
`;

/**
 * /checkout/payment-success/:invoiceQueryId — the order confirmation and its live tracking. The order is
 * loaded on entry, again whenever the tab is shown, and again when the event stream had to be reopened;
 * status updates in between arrive live.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { invoiceQueryId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [promptAnswered, setPromptAnswered] = useState(searchParams.get('showOrderDetail') === 'true');
  const current = useAppSelector(selectCurrentOrder);

  const load = useCallback(() => {
    void dispatch(orderDetailRequested(invoiceQueryId));
    // The order just placed (or moved on) changes the orders entry's badge.
    void dispatch(activeOrdersCounted());
  }, [dispatch, invoiceQueryId]);

  useEffect(load, [load]);
  useVisibleAgain(load);
  useOrderUpdates(load);
  useOrderRefunds(invoiceQueryId, load);

  const order = current.invoiceQueryId === invoiceQueryId ? current.detail : null;
  useOrderPushOffer(order !== null);
  if (!order && current.status === 'failed' && current.error) {
    return <ErrorMessage>{errorText(current.error)}</ErrorMessage>;
  }
  // The receipt prompt needs only the order's id, so it shows while the order loads: the server draws it into the
  // page's frame and the visitor reads it at once instead of after the session, the scripts and the order.
  if (!promptAnswered) return <ReceiptPrompt invoiceQueryId={invoiceQueryId} onDone={() => setPromptAnswered(true)} />;
  if (!order) return <Centred role="status">{t('order.loading')}</Centred>;
  return (
    <>
      {config.layout === 'PROMINENT' ? <ProminentOrderView order={order} /> : <StandardOrderView order={order} />}
      <OrderRefunds refunds={order.refunds} />
      {config.layout === 'PROMINENT' || config.arena ? (
        <OrderPickupLocation merchantQueryId={order.summary.merchantQueryId} />
      ) : null}
      <ReceiptDownload invoiceQueryId={invoiceQueryId} />
      {config.supportPhone ? (
        <Centred>
          <a
            href={`tel:${config.supportPhone.replace(/\s+/g, '')}`}
            aria-label={t('tracking.callSupport', { phone: config.supportPhone })}
          >
            {t('tracking.supportPhone', { phone: config.supportPhone })}
          </a>
        </Centred>
      ) : null}
    </>
  );
}
