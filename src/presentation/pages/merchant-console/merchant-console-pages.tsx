import { useLocation } from 'react-router-dom';
import { useConsoleTexts } from '../../i18n/console-texts';
import { consolePageAt } from './console-paths';
import { MerchantConsolePage } from './merchant-console-page';
import { OrdersMgmtPage } from './orders/orders-mgmt-page';

/**
 * Every console route, one lazy chunk: the console's texts, its frame with the sign-in, and the page of the route's
 * path. A default export reading its page from the path, so the route table adds nothing but the path per page.
 */
export default function MerchantConsoleRoute() {
  useConsoleTexts();
  const page = consolePageAt(useLocation().pathname);
  return (
    <MerchantConsolePage page={page}>
      <OrdersMgmtPage />
    </MerchantConsolePage>
  );
}
