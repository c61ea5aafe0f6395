import { screen, within } from '@testing-library/react';
import { AboutUsPage } from '@/presentation/pages/info-pages/about-us-page';
import { renderInfoPage } from './info-page-kit';

const company = {
  name: 'Helsinki Eats Oy',
  address: 'Mannerheimintie 1, 00100 Helsinki',
  businessId: '1234567-8',
  email: 'hello@helsinki-eats.fi',
  phone: '+358 40 123 4567',
};

describe('About us page', () => {
  it('describes the service in the provider’s words, with the version the footer read', async () => {
    await renderInfoPage(<AboutUsPage />, { version: '2.4.1', loadAppInfo: true });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Helsinki Eats brings the restaurants, cafés and shops near you into one place. Browse their menus, order ahead for delivery or pick-up, pay the way you like and follow your order until it is ready.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Helsinki Eats runs on a white-label ordering platform/)).toBeInTheDocument();
    const version = screen.getByRole('region', { name: 'App version' });
    expect(within(version).getByText('Version 2.4.1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Company details' })).not.toBeInTheDocument();
  });

  it('names the tab after the page and the brand, and links back home', async () => {
    await renderInfoPage(<AboutUsPage />);
    expect(document.title).toBe('About Us | Helsinki Eats');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('leaves the version out while it is unknown or unreadable', async () => {
    await renderInfoPage(<AboutUsPage />, { version: null, loadAppInfo: true });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'App version' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Version/)).not.toBeInTheDocument();
  });

  it('shows the configured company instead of the provider text', async () => {
    await renderInfoPage(<AboutUsPage />, { config: { company }, version: '2.4.1', loadAppInfo: true });
    expect(screen.getByText('Helsinki Eats is operated by Helsinki Eats Oy.')).toBeInTheDocument();
    expect(screen.queryByText(/white-label ordering platform/)).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Company details' });
    const pairs = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Company', 'Helsinki Eats Oy'],
      ['Address', 'Mannerheimintie 1, 00100 Helsinki'],
      ['Business ID', '1234567-8'],
      ['E-mail', 'hello@helsinki-eats.fi'],
      ['Phone', '+358 40 123 4567'],
    ]);
    expect(within(details).getByRole('link', { name: 'hello@helsinki-eats.fi' })).toHaveAttribute(
      'href',
      'mailto:hello@helsinki-eats.fi',
    );
    expect(within(details).getByRole('link', { name: '+358 40 123 4567' })).toHaveAttribute(
      'href',
      'tel:+358401234567',
    );
    expect(screen.getByText('Version 2.4.1')).toBeInTheDocument();
  });

  it('lists only the company details that are configured', async () => {
    await renderInfoPage(<AboutUsPage />, { config: { company: { name: 'Arena Foods Oy' } } });
    const details = screen.getByRole('region', { name: 'Company details' });
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Company']);
    expect(within(details).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderInfoPage(<AboutUsPage />, { language: 'fi', config: { company }, version: '3.0.0', loadAppInfo: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Meistä' })).toBeInTheDocument();
    expect(screen.getByText('Palvelua Helsinki Eats ylläpitää Helsinki Eats Oy.')).toBeInTheDocument();
    expect(screen.getByText('Y-tunnus')).toBeInTheDocument();
    expect(screen.getByText('Versio 3.0.0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takaisin etusivulle' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Meistä | Helsinki Eats');
  });
});
