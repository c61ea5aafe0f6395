import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { appPaths, retailTradeTypeId, withTradeType } from './app-paths';
import { useTradeTypeId } from './use-trade-type-id';
import { ActiveOrdersBadge } from './active-orders-badge';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 10;
  background: white;
  /* A shadow rather than a border line, so the bar is exactly its declared height. */
  box-shadow: 0 -1px 0 rgba(0, 0, 0, 0.12);
  ul {
    display: flex;
    justify-content: space-around;
    list-style: none;
    margin: 0 auto;
    padding: 0;
    max-width: 600px;
  }
`;

/** The bar's height, which the page leaves free at its bottom. */
export const bottomNavigationHeight = '56px';

/**
 * How far above the viewport's bottom edge anything stuck to the bottom must stay: the bar's height where the
 * shell shows the bar, 0 elsewhere. A custom property, so a page's sticky parts need not know the mode.
 */
export const bottomClearance = 'var(--bottom-navigation-clearance, 0px)';

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${bottomNavigationHeight};
  padding: 0 ${({ theme }) => theme.spacing(2)};
  color: inherit;
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colours.primary};
    font-weight: 700;
  }
`;

const entries = [
  { path: appPaths.stores, key: 'navigation.home' },
  { path: appPaths.orderHistory, key: 'navigation.myOrders' },
  { path: appPaths.aboutUs, key: 'navigation.aboutUs' },
] as const;

/** Retail mode's bottom bar; every link keeps the trade type the customer came with, My Orders its active orders. */
export function BottomNavigation() {
  const { t } = useTranslation();
  const tradeTypeId = useTradeTypeId() ?? retailTradeTypeId;
  return (
    <Bar aria-label={t('navigation.bottomLabel')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Item to={withTradeType(entry.path, tradeTypeId)}>
              {t(entry.key)}
              {entry.path === appPaths.orderHistory ? <ActiveOrdersBadge /> : null}
            </Item>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
