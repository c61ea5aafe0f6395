import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { socialNetworks } from '@/config/storefront-config.schema';
import { useStorefrontConfig } from '../../config/config-context';
import { NewsletterDialog } from './newsletter-dialog';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  max-width: 1200px;
  margin: 0 auto ${({ theme }) => theme.spacing(2)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: inline-block;
    min-height: 44px;
    padding: 10px 14px;
    border: 1px solid #e6e8eb;
    border-radius: ${({ theme }) => theme.radius};
    background: transparent;
    color: inherit;
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
`;

/** Every network's name as people write it, the same in Finnish and English. */
const networkNames: Record<(typeof socialNetworks)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/**
 * The footer's links the host configures: its apps in the stores, its social media and its newsletter form.
 * Each is left out when not configured; the footer loads this part only when any of them is (host-links.ts).
 */
export function FooterHostLinks() {
  const { t } = useTranslation();
  const { appLinks, socialLinks, newsletterFormUrl, brandName } = useStorefrontConfig();
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  const apps = [
    { url: appLinks.appStore, label: t('hostLinks.appStore') },
    { url: appLinks.googlePlay, label: t('hostLinks.googlePlay') },
  ].filter((app): app is { url: string; label: string } => app.url !== null);
  return (
    <Row>
      {apps.length > 0 ? (
        <ul aria-label={t('hostLinks.appsLabel', { brand: brandName })}>
          {apps.map((app) => (
            <li key={app.url}>
              <a href={app.url} rel="noopener noreferrer" target="_blank">
                {app.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {socialLinks.length > 0 ? (
        <ul aria-label={t('hostLinks.socialLabel', { brand: brandName })}>
          {socialLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer" target="_blank">
                {networkNames[link.network]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {newsletterFormUrl !== null ? (
        <button type="button" onClick={() => setNewsletterOpen(true)}>
          {t('hostLinks.newsletter.open')}
        </button>
      ) : null}
      {newsletterOpen && newsletterFormUrl !== null ? (
        <NewsletterDialog formUrl={newsletterFormUrl} onClose={() => setNewsletterOpen(false)} />
      ) : null}
    </Row>
  );
}
