import { MerchantConsolePage } from './merchant-console-page';
import { OrdersMgmtPage } from './orders/orders-mgmt-page';

/** The console's routes, one chunk: the frame, its sign-in and its pages. */
export function OrdersMgmtRoute() {
  return (
    <MerchantConsolePage page="orders">
      <OrdersMgmtPage />
    </MerchantConsolePage>
  );
}
