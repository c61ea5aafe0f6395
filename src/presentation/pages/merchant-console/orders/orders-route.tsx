import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ConsoleContentPlace } from '../console-content-place';
import { consolePaths } from '../console-paths';
import { OrdersMgmtPage } from './orders-mgmt-page';
import { pastOrdersPath } from './orders-paths';
import { PastOrdersPage } from './past-orders-page';

const Views = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(2)};
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colours.primary};
    background: white;
    color: ${({ theme }) => theme.colours.text};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`;

/**
 * The orders page's two views: the live orders at /orders-mgmt, the past-orders search at /orders-mgmt/past.
 * `frame`: the view's place only (its heading, a word that it loads), while the staff session is looked up.
 */
export function OrdersRoute(props: { readonly frame?: boolean }) {
  const { t } = useTranslation('console');
  const past = useLocation().pathname.replace(/\/+$/, '') === pastOrdersPath;
  return (
    <>
      <Views aria-label={t('console.pastOrders.views')}>
        <ul>
          <li>
            <Link to={consolePaths.orders} aria-current={past ? undefined : 'page'}>
              {t('console.pastOrders.live')}
            </Link>
          </li>
          <li>
            <Link to={pastOrdersPath} aria-current={past ? 'page' : undefined}>
              {t('console.pastOrders.title')}
            </Link>
          </li>
        </ul>
      </Views>
      {props.frame === true ? (
        <ConsoleContentPlace heading={t(past ? 'console.pastOrders.title' : 'console.shell.pages.orders')} />
      ) : past ? (
        <PastOrdersPage />
      ) : (
        <OrdersMgmtPage />
      )}
    </>
  );
}
