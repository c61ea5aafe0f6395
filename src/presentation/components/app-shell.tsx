import { Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStorefrontConfig } from '../config/config-context';
import { LanguageMenu } from './language-menu';
import { BottomNavigation, bottomNavigationHeight } from './navigation/bottom-navigation';
import { Sidebar } from './navigation/sidebar';
import { SiteFooter } from './navigation/site-footer';
import { AddressDialogsMount } from '../pages/addresses/address-dialogs-mount';
import { LoginDialogMount } from '../pages/accounts/login-dialog-mount';
import { AccountMenu } from './account-menu/account-menu';
import { BrandLogo } from './brand/brand-logo';
import { BackgroundPart } from './background-part';
import { useAfterFirstScreen } from '../startup/use-after-first-screen';
import { useAppSelector } from '../store/hooks';
import { selectOrdersShown } from '../store/orders/tracked-orders';
import { ScreenAlive } from '../startup/screen-alive';

// Checking for a new version shows nothing until one is launched: its code comes once the first screen is in.
const loadVersionCheck = () =>
  import(/* webpackChunkName: "version" */ '../version/version-check-mount').then((module) => ({
    default: module.VersionCheckMount,
  }));

// Keeping the shop for offline use and the offline banner: once the version check found this build current. In
// the version check's chunk: every first visit fetches both, and one chunk compresses about 400 bytes smaller
// than two (the budget's figures in BENCHMARKS.md).
const loadOfflineCopy = () =>
  import(/* webpackChunkName: "version" */ '../offline/offline-mount').then((module) => ({
    default: module.OfflineMount,
  }));

// Following live order updates shows nothing itself: its code comes once the first screen is in and an order
// screen has been shown (before, there is no order on screen for an update to move).
const loadOrderUpdatesStream = () =>
  import(/* webpackChunkName: "realtime" */ '../realtime/order-updates-stream').then((module) => ({
    default: module.OrderUpdatesStream,
  }));

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
`;

/**
 * The account and language menus keep together at the end; where the row is too narrow for them beside the brand
 * (a phone, a long brand name or a long sign-in label), they move to a row of their own instead of overlapping.
 */
const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-left: auto;
`;

const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
`;

/**
 * At least as tall as the viewport, so the footer starts below the first screen: a page whose code or data is
 * still on its way would otherwise show the footer at the top and push it down when it arrives (a layout shift).
 */
const Main = styled.main`
  max-width: 1200px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(2)};
`;

/** Keeps the end of the page clear of the fixed bottom navigation. */
const Frame = styled.div<{ $bottomBar: boolean }>`
  --bottom-navigation-clearance: ${({ $bottomBar }) => ($bottomBar ? bottomNavigationHeight : '0px')};
  padding-bottom: ${({ $bottomBar }) => ($bottomBar ? bottomNavigationHeight : '0')};
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    background: white;
    padding: 8px;
  }
`;

/**
 * The frame around every page: menu, brand and language menu on top, the page, the footer, and in retail
 * mode (every mode but transport) the bottom navigation.
 */
export function AppShell() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  const retail = !config.transportMode;
  // The page in the outlet has come alive (taken over from the server's drawing, or drawn here).
  const [screenAlive, setScreenAlive] = useState(false);
  const afterFirstScreen = useAfterFirstScreen(screenAlive);
  const ordersShown = useAppSelector(selectOrdersShown);
  const [versionCurrent, setVersionCurrent] = useState(false);
  const versionCheckProps = useMemo(() => ({ onCurrent: () => setVersionCurrent(true) }), []);
  return (
    <Frame $bottomBar={retail}>
      <SkipLink href="#content">{t('app.skipToContent')}</SkipLink>
      <Header>
        <Start>
          <Sidebar />
          <BrandLogo />
        </Start>
        <End>
          <AccountMenu />
          <LanguageMenu />
        </End>
      </Header>
      <Main id="content">
        <Suspense fallback={null}>
          <Outlet />
          <ScreenAlive onAlive={() => setScreenAlive(true)} />
        </Suspense>
      </Main>
      {afterFirstScreen ? <BackgroundPart load={loadVersionCheck} props={versionCheckProps} /> : null}
      {versionCurrent ? <BackgroundPart load={loadOfflineCopy} /> : null}
      {afterFirstScreen && ordersShown ? <BackgroundPart load={loadOrderUpdatesStream} /> : null}
      <SiteFooter />
      <AddressDialogsMount restoreAddress={screenAlive} />
      <LoginDialogMount />
      {retail ? <BottomNavigation /> : null}
    </Frame>
  );
}
