import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BrandLogo } from '../../components/brand/brand-logo';
import { LanguageMenu } from '../../components/language-menu';
import { useAlive } from '../../startup/use-alive';
import { transportPaths } from './transport-paths';
import { TransportTexts } from './transport-texts';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
`;

const Navigation = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(1)};
    color: inherit;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const Menu = styled.div`
  position: relative;
  button {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid rgba(255, 255, 255, 0.6);
    border-radius: 8px;
    background: transparent;
    color: inherit;
    font: inherit;
  }
  ul {
    position: absolute;
    right: 0;
    z-index: 20;
    min-width: 180px;
    list-style: none;
    margin: 4px 0 0;
    padding: ${({ theme }) => theme.spacing(1)} 0;
    background: white;
    border-radius: 8px;
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colours.text};
  }
`;

const Main = styled.main`
  max-width: 1200px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(2)};
`;

/** Transport mode's frame: its navigation (Home, My Bookings, About Us), its menu (Terms, Privacy Policy). */
export function TransportShell() {
  return (
    <TransportTexts>
      <ShellFrame />
    </TransportTexts>
  );
}

function ShellFrame() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // The start page and the pages of fixed text arrive drawn by the server: the menu opens once the code is there.
  const alive = useAlive();
  return (
    <>
      <Header>
        <BrandLogo />
        <Navigation aria-label={t('rides.navLabel')}>
          <ul>
            <li>
              <NavLink to={transportPaths.start}>{t('transport.nav.home')}</NavLink>
            </li>
            <li>
              <NavLink to={transportPaths.bookingHistory}>{t('transport.nav.myBookings')}</NavLink>
            </li>
            <li>
              <NavLink to={transportPaths.aboutUs}>{t('transport.nav.aboutUs')}</NavLink>
            </li>
          </ul>
        </Navigation>
        <Menu
          onKeyDown={(event) => {
            if (event.key === 'Escape') setMenuOpen(false);
          }}
        >
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            disabled={!alive}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {t('rides.menu')}
          </button>
          <nav id={menuId} aria-label={t('rides.menuLabel')} hidden={!menuOpen}>
            <ul>
              <li>
                <Link to={transportPaths.terms} onClick={() => setMenuOpen(false)}>
                  {t('transport.nav.terms')}
                </Link>
              </li>
              <li>
                <Link to={transportPaths.privacyPolicy} onClick={() => setMenuOpen(false)}>
                  {t('transport.nav.privacyPolicy')}
                </Link>
              </li>
            </ul>
          </nav>
        </Menu>
        <LanguageMenu />
      </Header>
      <Main id="content">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
    </>
  );
}
