import { homeDestination } from '../../components/navigation/app-paths';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { useStorefrontConfig } from '../../config/config-context';
import { RedirectTo } from '../../routes/redirect-to';

/** /home has no screen of its own: it sends the customer where the host's mode starts. */
export function HomePage() {
  const config = useStorefrontConfig();
  const tradeTypeId = useTradeTypeId();
  return <RedirectTo to={homeDestination(config, tradeTypeId)} />;
}
