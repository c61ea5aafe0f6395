import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStorefrontConfig } from '../config/config-context';
import { StartupFrame } from './startup-styles';

const Splash = styled(StartupFrame)`
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
`;

const Logo = styled.img`
  max-width: min(60vw, 320px);
  max-height: 40vh;
`;

const Brand = styled.span`
  font-size: 2rem;
  font-weight: 700;
`;

/** The brand, shown alone for the first 2 seconds where the configuration enables it. */
export function SplashScreen() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  return (
    <Splash role="status" aria-label={t('startup.splashLabel', { brand: config.brandName })}>
      {config.logoUrl ? <Logo src={config.logoUrl} alt={config.brandName} /> : <Brand>{config.brandName}</Brand>}
    </Splash>
  );
}
