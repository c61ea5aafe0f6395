import { screen, within } from '@testing-library/react';
import { ArenaTermsPage } from '@/presentation/pages/info-pages/arena-terms-page';
import { CookiesPolicyPage } from '@/presentation/pages/info-pages/cookies-policy-page';
import { PrivacyPolicyPage } from '@/presentation/pages/info-pages/privacy-policy-page';
import { TermsPage } from '@/presentation/pages/info-pages/terms-page';
import { renderInfoPage } from './info-page-kit';

function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

function sectionText(name: string): string {
  return screen.getByRole('region', { name }).textContent ?? '';
}

describe('Terms and conditions page', () => {
  it('states every terms fact of the built-in terms', async () => {
    await renderInfoPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(
      screen.getByText('These terms apply when you order through Helsinki Eats. By placing an order you accept them.'),
    ).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'Placing an order',
      'Prices',
      'Alcohol',
      'Receipts',
      'Refunds',
      'Card payments',
      'Privacy',
    ]);
    expect(
      screen.getByText('Orders are charged when they are placed and cannot be cancelled afterwards.'),
    ).toBeVisible();
    expect(sectionText('Prices')).toContain('All prices include VAT.');
    expect(sectionText('Alcohol')).toContain('Alcohol can be ordered only by people over 18.');
    expect(sectionText('Receipts')).toContain('You can have the receipt of your order sent to you by e-mail.');
    expect(sectionText('Refunds')).toContain('usually take 1–3 weeks to arrive.');
    expect(sectionText('Card payments')).toContain(
      "Card payments are handled by an external payment provider. We never see your full card number: only the card's expiry date and its last 4 digits are stored.",
    );
    expect(sectionText('Privacy')).toContain('Customer-service data is kept for at most 24 months.');
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(document.title).toBe('Terms and Conditions | Helsinki Eats');
  });

  it('shows the configured terms instead of the built-in ones, one paragraph per block', async () => {
    await renderInfoPage(<TermsPage />, {
      config: { termsText: 'Arena Foods Oy sells food at events.\n\nAll sales are final.\nNo exceptions.' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Terms and Conditions' });
    const paragraphs = Array.from(article.querySelectorAll('p')).map((paragraph) => paragraph.textContent);
    expect(paragraphs.slice(0, 2)).toEqual([
      'Arena Foods Oy sells food at events.',
      'All sales are final.\nNo exceptions.',
    ]);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByText(/All prices include VAT/)).not.toBeInTheDocument();
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderInfoPage(<TermsPage />, { language: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Käyttöehdot' })).toBeInTheDocument();
    expect(
      screen.getByText('Tilaus veloitetaan, kun se tehdään, eikä sitä voi perua jälkikäteen.'),
    ).toBeInTheDocument();
    expect(sectionText('Hinnat')).toContain('Kaikki hinnat sisältävät arvonlisäveron.');
    expect(screen.getByRole('link', { name: 'Lue tietosuojaselosteemme' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Takaisin etusivulle' })).toHaveAttribute('href', '/');
  });
});

describe('Privacy policy page', () => {
  it('shows the built-in policy', async () => {
    await renderInfoPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'What we collect',
      'Why we use it',
      'Payment details',
      'How long we keep it',
      'Your rights',
    ]);
    expect(sectionText('How long we keep it')).toContain('Customer-service data is kept for at most 24 months.');
    expect(sectionText('Payment details')).toContain(
      "Only the card's expiry date and its last 4 digits are stored with us.",
    );
  });

  it('shows the configured policy instead', async () => {
    await renderInfoPage(<PrivacyPolicyPage />, { config: { privacyText: 'We keep nothing we do not need.' } });
    expect(screen.getByText('We keep nothing we do not need.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What we collect' })).not.toBeInTheDocument();
  });
});

describe('Cookies policy page', () => {
  it('shows the built-in policy', async () => {
    await renderInfoPage(<CookiesPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(['Necessary storage', 'No advertising cookies', 'Your choices']);
    expect(
      screen.getByText('Helsinki Eats stores a small amount of data in your browser so that the service works.'),
    ).toBeInTheDocument();
  });

  it('shows the configured policy instead', async () => {
    await renderInfoPage(<CookiesPolicyPage />, { config: { cookiesText: 'Only necessary cookies are used.' } });
    expect(screen.getByText('Only necessary cookies are used.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderInfoPage(<CookiesPolicyPage />, { language: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Evästekäytäntö' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(['Välttämätön tallennus', 'Ei mainosevästeitä', 'Valintasi']);
  });
});

describe('Arena terms page', () => {
  it('is a page of its own, pointing to the general terms', async () => {
    await renderInfoPage(<ArenaTermsPage />, { config: { termsText: 'General terms of the host.' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Arena Terms and Conditions' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'Ordering at the arena',
      'Picking up your order',
      'Alcohol',
      'Prices and receipts',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Alcohol' })).getByText(/over 18 who show a valid ID/),
    ).toBeVisible();
    expect(screen.queryByText('General terms of the host.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the general terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });
});
