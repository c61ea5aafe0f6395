import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import { shownDeliveryTime } from '@/domain/catalogue/delivery-time';
import { cartReasonMessageKeys } from '../../i18n/message-keys/cart-message-keys';
import { paymentFlow } from '@/domain/payments/payment-flow';
import { availablePaymentMethods, type PaymentMethod } from '@/domain/payments/payment-method';
import { canOrderCashOffline, canPay as canPayWith } from '@/domain/payments/can-pay';
import { cartMinimumOrder } from '@/domain/pricing/minimum-order';
import { minimumOrderMessageKeys } from '../../i18n/message-keys/pricing-message-keys';
import { lineTotal } from '@/domain/pricing/cart-total';
import { formatReceiptAmount } from '@/domain/pricing/receipt-format';
import { appliedVoucherDiscount } from '../../store/checkout/voucher-dialog-state';
import { ErrorMessage } from '../../components/error-message';
import { appPaths } from '../../components/navigation/app-paths';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { useStorefrontConfig } from '../../config/config-context';
import { useFeature } from '../../di/dependency-context';
import { useErrorText } from '../../format/use-error-text';
import { useFormatDuration } from '../../format/use-format-duration';
import { selectCart, selectCartState } from '../../store/cart/cart.slice';
import { useLiveCart } from '../../store/cart/use-live-cart';
import {
  lineDeleteRequested,
  selectCheckout,
  termsAcceptanceChanged,
  termsDialogOpened,
  tipPicked,
  tipTyped,
  voucherDialogEvent,
} from '../../store/checkout/checkout.slice';
import { cartLineQuantityChanged, cashPaymentRequested, checkoutNoteTyped } from '../../store/checkout/checkout.thunks';
import { BankCardSection } from '../../components/payments/bank-card-section';
import { BankPaymentSection } from '../../components/payments/bank-payment-section';
import { useBankPayment } from '../../components/payments/use-bank-payment';
import { FramedPaymentSection } from '../../components/payments/framed-payment-section';
import { useBankCardPayment } from '../../components/payments/use-bank-card-payment';
import { useFramedPayment } from '../../components/payments/use-framed-payment';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectStoreHeader } from '../../store/products/products.slice';
import { selectSignedIn } from '../../store/session/session.slice';
import { useCurrencySymbol } from '../../format/use-format-price';
import { cartKeyOf } from './cart-key';
import { AvailableVouchers } from './available-vouchers';
import { CartLineItem } from './cart-line-item';
import { CheckoutDialogs } from './checkout-dialogs';
import { LineZoomDialog } from './line-zoom-dialog';
import { OrderDetails } from './order-details';
import { OrderNoteField } from './order-note-field';
import { PayButtons } from './pay-buttons';
import { TermsAcceptance } from './terms-acceptance';
import { TipSelector } from './tip-selector';
import { useCheckoutEntry } from './use-checkout-entry';
import { useSubmitVoucher } from './use-submit-voucher';
import { VoucherPanel } from './voucher-panel';
import { WaitingOrderNotice } from './waiting-order-notice';
import { useNetworkOffline } from '../../offline/use-network-offline';

// A division, not a second main: the shell around every screen is the page's one main landmark.
const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(2)};
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const InfoRow = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Minimum = styled.p`
  color: ${({ theme }) => theme.colours.error};
  font-weight: 600;
`;

export interface CartSummaryPageProps {
  /** The confirmation variant shows the lines without counters or delete buttons. */
  readonly variant?: 'summary' | 'confirmation';
}

/** "Payment Method": the cart, the server's order details, voucher, tip, terms and the pay buttons. */
export function CartSummaryPage({ variant = 'summary' }: CartSummaryPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const config = useStorefrontConfig();
  const errorText = useErrorText();
  const formatDuration = useFormatDuration();
  const currency = useCurrencySymbol();
  const tradeTypeId = useTradeTypeId();
  const { reviewOrderSummary } = useFeature(featureTokens.checkout);
  const cart = useAppSelector(selectCart);
  const cartLoaded = useAppSelector(selectCartState).loaded;
  const checkout = useAppSelector(selectCheckout);
  const storeHeader = useAppSelector(selectStoreHeader);
  const [zoomedLineId, setZoomedLineId] = useState<string | null>(null);
  // The button pressed for a direct placement (cash, or a card method with nothing to pay) shows it is busy.
  const [placingMethod, setPlacingMethod] = useState<PaymentMethod>('CASH');
  const framedPayment = useFramedPayment();
  const bankCard = useBankCardPayment(tradeTypeId ?? null);
  const bankPayment = useBankPayment();
  const submitVoucher = useSubmitVoucher();
  const userQueryId = useAppSelector(selectSignedIn)?.user.queryId ?? null;
  const offline = useNetworkOffline();
  useLiveCart();
  useCheckoutEntry();

  const { quote, voucher, tip, payment } = checkout;
  // Also shown over an empty cart: a paid payment empties it while its dialog still tells the customer so.
  const paymentFlows = (
    <>
      <FramedPaymentSection
        state={framedPayment.state}
        tradeTypeId={tradeTypeId ?? null}
        onPaid={framedPayment.markPaid}
        onCancel={framedPayment.cancel}
      />
      <BankCardSection state={bankCard.state} onCard={bankCard.cardAccepted} onCancel={bankCard.cancel} />
      <BankPaymentSection state={bankPayment.state} tradeTypeId={tradeTypeId ?? null} />
    </>
  );
  // Every state of the page keeps the payment flows in the same place of the tree: a dialog that moved would
  // be mounted again, and its framed form loaded a second time (the bank card form answers that with 409).
  const page = (body: ReactNode, trailing: ReactNode = <CheckoutDialogs />, busy = false) => (
    <Page aria-busy={busy ? 'true' : undefined}>
      <h1>{t('checkout.title')}</h1>
      {body}
      {paymentFlows}
      {trailing}
    </Page>
  );
  if (!cartLoaded) return page(<p role="status">{t('checkout.pricing')}</p>, null, true);
  if (cart.lines.length === 0) {
    return page(
      <>
        <p>{t('checkout.empty')}</p>
        <Link to={appPaths.stores}>{t('checkout.browseStores')}</Link>
      </>,
    );
  }

  const cartKey = cartKeyOf(cart, tip.tip);
  const priced = quote.cartKey === cartKey ? quote.priced : null;
  const pricedLines = priced && priced.lines.length === cart.lines.length ? priced.lines : null;
  const store = storeHeader.storeQueryId === cart.store?.queryId ? (storeHeader.data?.store ?? null) : null;
  const minimumOrder = store?.minimumOrder ?? quote.minimumOrder;
  const minimum = cartMinimumOrder(cart.lines, minimumOrder);
  const summary = priced
    ? reviewOrderSummary({
        invoice: priced.amounts,
        voucherDiscount: appliedVoucherDiscount(voucher),
        tip: tip.tip,
        isBusinessUser: !tip.offered,
      })
    : null;
  // Offline the server cannot price the cart: cash can still be ordered, to wait for the network and its price.
  const unpricedOffline = offline && priced === null;
  const canPay = unpricedOffline
    ? canOrderCashOffline({ termsAccepted: checkout.termsAccepted, minimumOrder: minimum })
    : canPayWith({ termsAccepted: checkout.termsAccepted, priced: priced !== null, minimumOrder: minimum });
  const zoomedLine = cart.lines.find((line) => line.lineId === zoomedLineId);
  // Offline, the price that could not be asked for is no error: the banner says the network is gone.
  const errors = [unpricedOffline ? null : quote.error, payment.error].filter((error) => error !== null);
  const lineRefusalKey = checkout.lineRefusal ? cartReasonMessageKeys[checkout.lineRefusal] : null;

  const placeCash = async (method: PaymentMethod) => {
    setPlacingMethod(method);
    const result = await dispatch(cashPaymentRequested({ tradeTypeId: tradeTypeId ?? null }));
    if (!cashPaymentRequested.fulfilled.match(result)) return;
    const outcome = result.payload;
    if (outcome.ok) void navigate(outcome.path);
    else if (outcome.reason === 'CARD_FORM_REQUIRED') bankCard.showForm(outcome.url);
  };

  const pay = async (method: PaymentMethod) => {
    // The pay buttons work only once the server priced this cart, so its payable decides the flow; offline only
    // cash can be ordered, priced when it arrives.
    if (priced === null) return unpricedOffline && method === 'CASH' ? placeCash(method) : undefined;
    const flow = paymentFlow(method, priced.payable);
    if (flow.kind === 'FRAMED_PROVIDER') return framedPayment.start(flow.method);
    if (flow.kind === 'BANK_CARD_FORM') return bankCard.open();
    if (flow.kind === 'NAMED_BANK') return bankPayment.start();
    return placeCash(method);
  };

  return page(
    <>
      <section aria-label={t('checkout.lines.label')}>
        <Lines>
          {cart.lines.map((line, index) => (
            <CartLineItem
              key={line.lineId}
              line={line}
              total={pricedLines?.[index]?.payable ?? lineTotal(line)}
              readOnly={variant === 'confirmation'}
              onZoom={() => setZoomedLineId(line.lineId)}
              onQuantity={(quantity) => void dispatch(cartLineQuantityChanged({ lineId: line.lineId, quantity }))}
              onDelete={() => dispatch(lineDeleteRequested(line.lineId))}
            />
          ))}
        </Lines>
        {lineRefusalKey ? <ErrorMessage>{t(lineRefusalKey)}</ErrorMessage> : null}
      </section>
      {quote.status === 'pending' ? <p role="status">{t('checkout.pricing')}</p> : null}
      {summary ? <OrderDetails summary={summary} /> : null}
      <VoucherPanel
        state={voucher}
        disabled={priced === null}
        onOpen={() => dispatch(voucherDialogEvent({ type: 'OPENED' }))}
        onRemove={() => dispatch(voucherDialogEvent({ type: 'VOUCHER_REMOVED' }))}
      />
      {cart.store ? (
        <AvailableVouchers
          storeQueryId={cart.store.queryId}
          userQueryId={userQueryId}
          disabled={
            priced === null || voucher.validation.status === 'PENDING' || voucher.validation.status === 'APPLIED'
          }
          onPick={submitVoucher}
        />
      ) : null}
      <TipSelector
        state={tip}
        onType={(text) => dispatch(tipTyped(text))}
        onPick={(preset) => dispatch(tipPicked(preset))}
      />
      <OrderNoteField note={checkout.note} onChange={(note) => void dispatch(checkoutNoteTyped(note))} />
      {store ? (
        <InfoRow>
          <span>{t('checkout.deliveryTime')}</span>
          <span>{formatDuration(shownDeliveryTime(store))}</span>
        </InfoRow>
      ) : null}
      <TermsAcceptance
        withCheckbox={config.layout !== 'PROMINENT'}
        accepted={checkout.termsAccepted}
        onChange={(accepted) => dispatch(termsAcceptanceChanged(accepted))}
        onRead={() => dispatch(termsDialogOpened())}
      />
      {minimum && !minimum.ok ? (
        <Minimum>
          {t(minimumOrderMessageKeys[minimum.reason], {
            amount: formatReceiptAmount(minimum.minimumOrder),
            currency,
          })}
        </Minimum>
      ) : null}
      {checkout.waitingOrderSince !== null ? (
        <WaitingOrderNotice />
      ) : (
        <PayButtons
          methods={availablePaymentMethods(config.paymentMethods, config.host)}
          enabled={canPay}
          pendingMethod={
            payment.status === 'pending'
              ? placingMethod
              : bankCard.busy
                ? 'PAYMENT_BY_CARD_BANK_ALFALAH'
                : bankPayment.busy
                  ? 'PAYMENT_BY_SONERI'
                  : framedPayment.busyMethod
          }
          onPay={(method) => void pay(method)}
          swipe={config.layout === 'PROMINENT'}
          offline={offline}
        />
      )}
    </>,
    <>
      {errors.map((error, index) => (
        <ErrorMessage key={index}>{errorText(error)}</ErrorMessage>
      ))}
      {zoomedLine?.pictureUrl ? (
        <LineZoomDialog
          line={{ ...zoomedLine, pictureUrl: zoomedLine.pictureUrl }}
          onClose={() => setZoomedLineId(null)}
        />
      ) : null}
      <CheckoutDialogs />
    </>,
  );
}
