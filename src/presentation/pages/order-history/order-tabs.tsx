import { useTranslation } from 'react-i18next';
import { orderTabs, type OrderTab } from '@/domain/orders/order-status';
import { orderTabLabelKeys } from '../../i18n/message-keys/order-message-keys';
import { ChipTabs } from '../../components/tabs/chip-tabs';

export const orderTabId = (tab: OrderTab) => `order-tab-${tab}`;
export const ordersPanelId = 'orders-panel';

/** Active, Past, Cancelled. */
export function OrderTabs(props: { readonly selected: OrderTab; readonly onSelect: (tab: OrderTab) => void }) {
  const { t } = useTranslation();
  return (
    <ChipTabs
      label={t('orderHistory.tabsLabel')}
      tabs={orderTabs}
      selected={props.selected}
      onSelect={props.onSelect}
      tabLabel={(tab) => t(orderTabLabelKeys[tab])}
      tabId={orderTabId}
      panelId={ordersPanelId}
    />
  );
}
