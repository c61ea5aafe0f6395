import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStorefrontConfig } from '../config/config-context';
import { LanguageMenu } from './language-menu';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
`;

const Brand = styled.span`
  font-weight: 700;
  font-size: 1.25rem;
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(2)};
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

/** The frame around every page: brand, language menu, and the page itself. */
export function AppShell() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  return (
    <>
      <SkipLink href="#content">{t('app.skipToContent')}</SkipLink>
      <Header>
        {config.logoUrl ? (
          <img src={config.logoUrl} alt={config.brandName} height={32} />
        ) : (
          <Brand>{config.brandName}</Brand>
        )}
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
