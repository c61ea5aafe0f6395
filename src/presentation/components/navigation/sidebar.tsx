import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { appPaths, retailTradeTypeId, withTradeType } from './app-paths';
import { useTradeTypeId } from './use-trade-type-id';
import { ActiveOrdersBadge } from './active-orders-badge';
import { useAlive } from '../../startup/use-alive';

const Wrapper = styled.div`
  position: relative;
`;

const MenuButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 8px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Panel = styled.nav`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  z-index: 20;
  min-width: 220px;
  background: white;
  color: ${({ theme }) => theme.colours.text};
  border-radius: 8px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.spacing(1)} 0;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus {
    background: ${({ theme }) => theme.colours.background};
  }
`;

/** Three bars, drawn: the button's name is its label. */
const menuIcon = '\u2630';

/**
 * The side menu: a disclosure, not a modal, so the page stays usable beside it. Escape closes it and gives
 * the focus back to the menu button; following a link closes it too.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const alive = useAlive();
  const panelId = useId();
  const tradeTypeId = useTradeTypeId() ?? retailTradeTypeId;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  return (
    <Wrapper onKeyDown={onKeyDown}>
      <MenuButton
        disabled={!alive}
        ref={button}
        type="button"
        aria-label={t('navigation.menu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">{menuIcon}</span>
      </MenuButton>
      <Panel id={panelId} aria-label={t('navigation.sidebarLabel')} hidden={!open}>
        <ul>
          <li>
            <Link to={withTradeType(appPaths.stores, tradeTypeId)} onClick={() => setOpen(false)}>
              {t('navigation.home')}
            </Link>
          </li>
          <li>
            <Link to={withTradeType(appPaths.orderHistory, tradeTypeId)} onClick={() => setOpen(false)}>
              {t('navigation.myOrders')}
              <ActiveOrdersBadge />
            </Link>
          </li>
        </ul>
      </Panel>
    </Wrapper>
  );
}
