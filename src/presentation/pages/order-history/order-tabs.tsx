import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { orderTabLabelKeys, orderTabs, type OrderTab } from '@/domain/order/order-status';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Tab = styled.button`
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colours.primary};
  background: white;
  color: ${({ theme }) => theme.colours.primary};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`;

export const orderTabId = (tab: OrderTab) => `order-tab-${tab}`;
export const ordersPanelId = 'orders-panel';

/** Active, Past, Cancelled; arrow keys, Home and End move between tabs as in every tab list. */
export function OrderTabs(props: { readonly selected: OrderTab; readonly onSelect: (tab: OrderTab) => void }) {
  const { t } = useTranslation();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const count = orderTabs.length;
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    const tab = target === undefined ? undefined : orderTabs[target];
    if (target === undefined || tab === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    props.onSelect(tab);
  }

  return (
    <TabList role="tablist" aria-label={t('orderHistory.tabsLabel')}>
      {orderTabs.map((tab, index) => (
        <Tab
          key={tab}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          id={orderTabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === props.selected}
          aria-controls={ordersPanelId}
          tabIndex={tab === props.selected ? 0 : -1}
          onClick={() => {
            if (tab !== props.selected) props.onSelect(tab);
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(orderTabLabelKeys[tab])}
        </Tab>
      ))}
    </TabList>
  );
}
