import styled from 'styled-components';
import { useStorefrontConfig } from '../../config/config-context';
import { useAppSelector } from '../../store/hooks';
import { selectIsBusinessUser } from '../../store/session/user-flags';

const Brand = styled.span`
  font-weight: 700;
  font-size: 1.25rem;
`;

/**
 * The header's logo: the configured businessLogoUrl for a business-to-business user, logoUrl for everyone
 * else (and for a business user when the host configured no business logo), the brand name without a logo.
 */
export function BrandLogo() {
  const config = useStorefrontConfig();
  const business = useAppSelector(selectIsBusinessUser);
  const logoUrl = (business ? config.businessLogoUrl : null) ?? config.logoUrl;
  return logoUrl ? <img src={logoUrl} alt={config.brandName} height={32} /> : <Brand>{config.brandName}</Brand>;
}
