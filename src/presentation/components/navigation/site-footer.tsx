import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStorefrontConfig } from '../../config/config-context';
import { loadLaterTexts } from '../../i18n/i18n';
import { appInfoRequested, selectAppInfo } from '../../store/app-info/app-info.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useAfterFirstScreen } from '../../startup/use-after-first-screen';
import { BackgroundPart } from '../background-part';
import { hasHostLinks } from './host-links';

const Footer = styled.footer`
  background: #1f2328;
  color: #e6e8eb;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(2)};
  a {
    color: inherit;
  }
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  list-style: none;
  max-width: 1200px;
  margin: 0 auto ${({ theme }) => theme.spacing(2)};
  padding: 0;
  a {
    display: inline-block;
    padding: 6px 0;
  }
`;

const Small = styled.p`
  max-width: 1200px;
  margin: 4px auto;
  font-size: 0.85rem;
`;

// The host's app, social and newsletter links: a chunk of their own with their texts, fetched only when configured.
const loadHostLinks = () =>
  Promise.all([import(/* webpackChunkName: "footer-host-links" */ './footer-host-links'), loadLaterTexts()]).then(
    ([module]) => ({ default: module.FooterHostLinks }),
  );

/** The footer's information pages, in the spec's order. */
export const footerLinks = [
  { path: '/about-us', key: 'footer.aboutUs' },
  { path: '/riders', key: 'footer.riders' },
  { path: '/merchants', key: 'footer.merchants' },
  { path: '/careers', key: 'footer.careers' },
  { path: '/terms-and-conditions', key: 'footer.terms' },
  { path: '/privacy-policy', key: 'footer.privacy' },
  { path: '/cookies-policy', key: 'footer.cookies' },
  { path: '/contact', key: 'footer.contact' },
  { path: '/faqs', key: 'footer.faqs' },
] as const;

/** Links to the information pages, the host's own links, the copyright line and the app version. */
export function SiteFooter() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectAppInfo);
  // The footer starts below the first screen: its version line can wait until that screen is in.
  const afterFirstScreen = useAfterFirstScreen();

  useEffect(() => {
    if (afterFirstScreen) void dispatch(appInfoRequested());
  }, [dispatch, afterFirstScreen]);

  return (
    <Footer aria-label={t('footer.label')}>
      <nav aria-label={t('footer.linksLabel')}>
        <Links>
          {footerLinks.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{t(link.key)}</Link>
            </li>
          ))}
        </Links>
      </nav>
      {afterFirstScreen && hasHostLinks(config) ? <BackgroundPart load={loadHostLinks} /> : null}
      {info ? <Small>{t('footer.copyright', { year: info.year, brand: config.brandName })}</Small> : null}
      {info?.version ? <Small>{t('footer.version', { version: info.version })}</Small> : null}
    </Footer>
  );
}
