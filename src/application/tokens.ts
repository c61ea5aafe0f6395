import type { BrowseStores } from './catalog/browse-stores.use-case';
import type { SearchStores } from './catalog/search-stores.use-case';
import type { TrackOrder } from './order/track-order.use-case';
import type { DownloadReceipt } from './payment/download-receipt.use-case';
import type { ListOrders } from './order/list-orders.use-case';
import type { ShowOrderDetail } from './order/show-order-detail.use-case';
import type { SendReceiptEmail } from './order/send-receipt-email.use-case';
import type { WatchCountdown } from './order/watch-countdown.use-case';
import type { ReOrder } from './reorder/re-order.use-case';
import type { OrderHistory } from './ports/order-history.port';
import type { OrderDetails } from './ports/order-details.port';
import type { OrderUpdates } from './ports/order-updates.port';
import type { OrderProducts } from './ports/order-products.port';
import type { ReceiptMailer } from './ports/receipt-mailer.port';
import type { Ticker } from './ports/ticker.port';
import type { ViewAddresses } from './address/view-addresses.use-case';
import type { SaveAddress } from './address/save-address.use-case';
import type { DeleteAddress } from './address/delete-address.use-case';
import type { SelectAddress } from './address/select-address.use-case';
import type { PickAddressOnMap } from './address/pick-address-on-map.use-case';
import type { AddressBook } from './ports/address-book.port';
import type { AddressLookup } from './ports/address-lookup.port';
import type { AddToCart } from './cart/add-to-cart.use-case';
import type { ChangeQuantity } from './cart/change-quantity.use-case';
import type { ClearCartAndAdd } from './cart/clear-cart-and-add.use-case';
import type { RemoveCartLine } from './cart/remove-cart-line.use-case';
import type { ViewCart } from './cart/view-cart.use-case';
import type { BrowseProducts } from './catalog/browse-products.use-case';
import type { ViewProduct } from './catalog/view-product.use-case';
import type { ViewStore } from './catalog/view-store.use-case';
import type { CartChanges } from './ports/cart-changes.port';
import type { CartRepository } from './ports/cart-repository.port';
import type { ProductCatalog } from './ports/product-catalog.port';
import type { StoreCatalog } from './ports/store-catalog.port';
import type { CatalogSearch } from './ports/catalog-search.port';
import type { Clock } from './ports/clock.port';
import type { VersionSource } from './ports/version-source.port';
import type { ReadAppInfo } from './version/read-app-info.use-case';
import type { StartSession } from './session/start-session.use-case';
import type { SessionEventFeed, SessionEvents } from './ports/session-events.port';
import type { SessionStore } from './ports/session-store.port';
import type { DeviceIdentity } from './ports/device-identity.port';
import type { AuthGateway } from './ports/auth-gateway.port';
import type { SessionScopedData } from './ports/session-scoped-data.port';
import type { QuoteCheckout } from './pricing/quote-checkout.use-case';
import type { ReviewOrderSummary } from './pricing/review-order-summary.use-case';
import type { PayCash } from './payment/pay-cash.use-case';
import type { ApplyVoucher } from './voucher/apply-voucher.use-case';
import type { ChooseTip } from './tip/choose-tip.use-case';
import type { UnavailableProducts } from './cart/unavailable-products.use-case';
import type { PushNotificationFailed } from './payment/push-notification-failed.use-case';
import type { InvoiceGateway } from './ports/invoice-gateway.port';
import type { VoucherGateway } from './ports/voucher-gateway.port';
import type { MerchantNotifier } from './ports/merchant-notifier.port';
import type { LogIn } from './auth/log-in.use-case';
import type { SignUp } from './auth/sign-up.use-case';
import type { ForgotPin } from './auth/forgot-pin.use-case';
import type { LogOut } from './session/log-out.use-case';
import type { StartFramedPayment } from './payment/start-framed-payment.use-case';
import type { WatchCardPayment } from './payment/watch-card-payment.use-case';
import type { HandlePaymentSuccess } from './payment/handle-payment-success.use-case';
import type { CardPayments } from './ports/card-payments.port';
import type { PayByBankCard } from './payment/pay-by-bank-card.use-case';
import type { StartBankPayment } from './payment/start-bank-payment.use-case';
import type { BankPaymentReturned } from './payment/bank-payment-returned.use-case';
import type { CheckForNewVersionWhenDue } from './version/check-for-new-version-when-due.use-case';
import type { SubmitPartnerApplication } from './partner-application/submit-partner-application.use-case';
import type { PartnerApplications } from './ports/partner-applications.port';

/**
 * A dependency-injection key that remembers the type it stands for,
 * so `resolve(token)` is typed without casts at the call site.
 */
export type Token<T> = symbol & { readonly __type?: T };

/**
 * A synchronous use case whose code loads when first used: the same promise on every call, so a screen can
 * wait for it once (React's use()) and then call it as it renders.
 */
export type LoadedOnUse<T> = () => Promise<T>;

function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

/** The use cases the presentation layer may ask for. Ports are bound in the composition root only. */
export const useCaseTokens = {
  browseStores: token<BrowseStores>('BrowseStores'),
  searchStores: token<SearchStores>('SearchStores'),
  trackOrder: token<TrackOrder>('TrackOrder'),
  downloadOrderReceipt: token<DownloadReceipt>('DownloadOrderReceipt'),
  /** The live order messages themselves, for the payment flow's card-payment event; only adapters publish. */
  orderUpdates: token<OrderUpdates>('OrderUpdatesFeed'),
  listOrders: token<ListOrders>('ListOrders'),
  showOrderDetail: token<ShowOrderDetail>('ShowOrderDetail'),
  sendReceiptEmail: token<SendReceiptEmail>('SendReceiptEmail'),
  watchCountdown: token<WatchCountdown>('WatchCountdown'),
  reOrder: token<ReOrder>('ReOrder'),
  readAppInfo: token<ReadAppInfo>('ReadAppInfo'),
  viewCart: token<ViewCart>('ViewCart'),
  addToCart: token<AddToCart>('AddToCart'),
  changeQuantity: token<ChangeQuantity>('ChangeQuantity'),
  removeCartLine: token<RemoveCartLine>('RemoveCartLine'),
  clearCartAndAdd: token<ClearCartAndAdd>('ClearCartAndAdd'),
  /** Not a use case but the port's live feed itself: watching has no rule to state. */
  cartChanges: token<CartChanges>('CartChanges'),
  browseProducts: token<BrowseProducts>('BrowseProducts'),
  viewStore: token<ViewStore>('ViewStore'),
  viewProduct: token<ViewProduct>('ViewProduct'),
  startSession: token<StartSession>('StartSession'),
  viewAddresses: token<ViewAddresses>('ViewAddresses'),
  saveAddress: token<SaveAddress>('SaveAddress'),
  deleteAddress: token<DeleteAddress>('DeleteAddress'),
  selectAddress: token<SelectAddress>('SelectAddress'),
  pickAddressOnMap: token<PickAddressOnMap>('PickAddressOnMap'),
  /** The screens listen to session events (an expired session was renewed); only adapters publish. */
  sessionEvents: token<SessionEventFeed>('SessionEventFeed'),
  quoteCheckout: token<QuoteCheckout>('QuoteCheckout'),
  reviewOrderSummary: token<LoadedOnUse<ReviewOrderSummary>>('ReviewOrderSummary'),
  payCash: token<PayCash>('PayCash'),
  applyVoucher: token<ApplyVoucher>('ApplyVoucher'),
  chooseTip: token<LoadedOnUse<ChooseTip>>('ChooseTip'),
  unavailableProducts: token<UnavailableProducts>('UnavailableProducts'),
  pushNotificationFailed: token<PushNotificationFailed>('PushNotificationFailed'),
  logIn: token<LogIn>('LogIn'),
  signUp: token<SignUp>('SignUp'),
  forgotPin: token<ForgotPin>('ForgotPin'),
  logOut: token<LogOut>('LogOut'),
  startFramedPayment: token<StartFramedPayment>('StartFramedPayment'),
  watchCardPayment: token<WatchCardPayment>('WatchCardPayment'),
  /** One per app: it remembers which invoices' success it has handled. */
  handlePaymentSuccess: token<HandlePaymentSuccess>('HandlePaymentSuccess'),
  payByBankCard: token<PayByBankCard>('PayByBankCard'),
  startBankPayment: token<StartBankPayment>('StartBankPayment'),
  bankPaymentReturned: token<BankPaymentReturned>('BankPaymentReturned'),
  /** At start-up and when the tab is shown again; announces a new version and reloads fresh. */
  checkForNewVersionWhenDue: token<CheckForNewVersionWhenDue>('CheckForNewVersionWhenDue'),
  submitPartnerApplication: token<SubmitPartnerApplication>('SubmitPartnerApplication'),
} as const;

/** The ports the use cases need; only the composition root binds them. */
export const portTokens = {
  storeCatalog: token<StoreCatalog>('StoreCatalog'),
  catalogSearch: token<CatalogSearch>('CatalogSearch'),
  orderHistory: token<OrderHistory>('OrderHistory'),
  orderDetails: token<OrderDetails>('OrderDetails'),
  orderUpdates: token<OrderUpdates>('OrderUpdates'),
  orderProducts: token<OrderProducts>('OrderProducts'),
  receiptMailer: token<ReceiptMailer>('ReceiptMailer'),
  ticker: token<Ticker>('Ticker'),
  addressBook: token<AddressBook>('AddressBook'),
  addressLookup: token<AddressLookup>('AddressLookup'),
  clock: token<Clock>('Clock'),
  versionSource: token<VersionSource>('VersionSource'),
  cartRepository: token<CartRepository>('CartRepository'),
  productCatalog: token<ProductCatalog>('ProductCatalog'),
  sessionStore: token<SessionStore>('SessionStore'),
  deviceIdentity: token<DeviceIdentity>('DeviceIdentity'),
  authGateway: token<AuthGateway>('AuthGateway'),
  sessionScopedData: token<SessionScopedData>('SessionScopedData'),
  sessionEvents: token<SessionEvents>('SessionEvents'),
  invoiceGateway: token<InvoiceGateway>('InvoiceGateway'),
  voucherGateway: token<VoucherGateway>('VoucherGateway'),
  merchantNotifier: token<MerchantNotifier>('MerchantNotifier'),
  cardPayments: token<CardPayments>('CardPayments'),
  partnerApplications: token<PartnerApplications>('PartnerApplications'),
} as const;

/** Anything that hands out a dependency for a token: the container in the app, a map of fakes in tests. */
export interface DependencyResolver {
  resolve<T>(key: Token<T>): T;
}
