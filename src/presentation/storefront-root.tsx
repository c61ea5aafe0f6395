import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { DependencyResolver } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { ConfigProvider } from './config/config-context';
import { DependencyProvider } from './di/dependency-context';
import type { AppStore } from './store/app-store';
import { SiteUnavailablePage } from './pages/site-unavailable/site-unavailable-page';
import { GlobalStyle } from './theme/global-style';
import { themeFromConfig } from './theme/theme';

export interface StorefrontRootProps {
  readonly config: StorefrontConfig;
  readonly i18n: i18n;
  readonly store: AppStore;
  readonly resolver: DependencyResolver;
  /** The router and routes; the app passes a browser router, tests a memory router. */
  readonly children: ReactNode;
}

/** Every provider a screen needs, in one place for the app and for component tests. */
export function StorefrontRoot(props: StorefrontRootProps) {
  return (
    <ConfigProvider config={props.config}>
      <I18nextProvider i18n={props.i18n}>
        <ThemeProvider theme={themeFromConfig(props.config)}>
          <GlobalStyle />
          <DependencyProvider resolver={props.resolver}>
            <ReduxProvider store={props.store}>
              {props.config.siteDisabled ? (
                <SiteUnavailablePage message={props.config.siteDisabledMessage} />
              ) : (
                props.children
              )}
            </ReduxProvider>
          </DependencyProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ConfigProvider>
  );
}
