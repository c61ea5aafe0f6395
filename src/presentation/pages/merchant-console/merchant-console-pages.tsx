import type { ConsolePage } from '@/domain/merchant-console/staff-session';
import { useConsoleTexts } from '../../i18n/console-texts';
import { MerchantConsolePage } from './merchant-console-page';
import { OrdersMgmtPage } from './orders/orders-mgmt-page';

/**
 * Every console route, one lazy chunk: the console's texts, its frame with the sign-in, and the page the route
 * names. A default export, so the route table loads it without a wrapper of its own.
 */
export default function MerchantConsoleRoute(props: { readonly page: ConsolePage }) {
  useConsoleTexts();
  return (
    <MerchantConsolePage page={props.page}>
      <OrdersMgmtPage />
    </MerchantConsolePage>
  );
}
