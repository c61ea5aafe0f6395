import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '@/presentation/i18n/i18n';
import { RideAboutUsPage } from '@/presentation/pages/transport/ride-about-us-page';
import { RidePrivacyPage } from '@/presentation/pages/transport/ride-privacy-page';
import { RideTermsPage } from '@/presentation/pages/transport/ride-terms-page';
import { TransportTexts } from '@/presentation/pages/transport/transport-texts';
import { appInfoResolver } from '../navigation/navigation-test-kit';
import { renderWithProviders } from '../support/render-with-providers';
import { transportConfig } from './transport-test-kit';

/** A transport page in transport mode's frame of texts; nothing has read the app's version before (no footer). */
function renderRidePage(
  ui: ReactElement,
  options: { language?: Language; config?: Record<string, unknown>; version?: string | null } = {},
) {
  return renderWithProviders(<TransportTexts>{ui}</TransportTexts>, {
    resolver: appInfoResolver(options.version ?? '3.1.0'),
    config: { ...transportConfig, ...options.config },
    language: options.language ?? 'en',
  });
}

const foodWords = /restaurant|food|order|ravintol|ruoka|tilauks/i;

describe('Transport mode\u2019s About Us', () => {
  it.each([
    ['en', 'About Us', /is a taxi service/, /taxi companies use to take rides online/, 'App version', 'Version 3.1.0'],
    ['fi', 'Meistä', /on taksipalvelu/, /taksiyhtiöt ottavat kyytejä vastaan/, 'Sovelluksen versio', 'Versio 3.1.0'],
  ] as const)(
    'speaks of rides in %s and shows the app\u2019s version',
    async (language, title, intro, body, versionHeading, version) => {
      await renderRidePage(<RideAboutUsPage />, { language });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(intro)).toBeInTheDocument();
      expect(screen.getByText(body)).toBeInTheDocument();
      const versionRegion = await screen.findByRole('region', { name: versionHeading });
      expect(within(versionRegion).getByText(version)).toBeInTheDocument();
      expect(screen.getByRole('article').textContent).not.toMatch(foodWords);
    },
  );

  it('names the host\u2019s configured company instead of the provider\u2019s words', async () => {
    await renderRidePage(<RideAboutUsPage />, {
      config: { company: { name: 'Satamataksi Oy', phone: '+358 9 123 456' } },
    });
    expect(screen.getByText(/is operated by Satamataksi Oy/)).toBeInTheDocument();
    expect(screen.queryByText(/white-label booking platform/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+358 9 123 456' })).toHaveAttribute('href', 'tel:+3589123456');
  });
});

describe('Transport mode\u2019s Terms and Privacy Policy', () => {
  it.each([
    ['en', 'Terms and Conditions', 'Cancelling', /until a driver has been assigned/, 'Read our privacy policy'],
    ['fi', 'Käyttöehdot', 'Peruminen', /kunnes sille on löytynyt kuljettaja/, 'Lue tietosuojaselosteemme'],
  ] as const)(
    'has built-in ride terms in %s, linking to the transport privacy page',
    async (language, title, section, body, link) => {
      await renderRidePage(<RideTermsPage />, { language });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
      expect(screen.getByText(body)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/transport/privacy-policy');
      expect(screen.getByRole('article').textContent).not.toMatch(foodWords);
    },
  );

  it.each([
    ['en', 'Privacy Policy', /when you book a ride/, 'On your device'],
    ['fi', 'Tietosuojaseloste', /kun varaat kyydin/, 'Laitteellasi'],
  ] as const)('has a built-in ride privacy policy in %s', async (language, title, intro, section) => {
    await renderRidePage(<RidePrivacyPage />, { language });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByRole('article').textContent).not.toMatch(foodWords);
  });

  it('shows the host\u2019s own terms and privacy texts whole when configured', async () => {
    const config = {
      termsText: 'Satamataksi rides are booked on these terms.\n\nFares follow the taxi price list.',
      privacyText: 'Satamataksi keeps your ride data for six years.',
    };
    const terms = await renderRidePage(<RideTermsPage />, { config });
    expect(screen.getByText('Satamataksi rides are booked on these terms.')).toBeInTheDocument();
    expect(screen.getByText('Fares follow the taxi price list.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    terms.unmount();
    await renderRidePage(<RidePrivacyPage />, { config });
    expect(screen.getByText('Satamataksi keeps your ride data for six years.')).toBeInTheDocument();
    expect(screen.queryByText(/On your device/)).not.toBeInTheDocument();
  });
});
