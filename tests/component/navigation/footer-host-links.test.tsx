import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteFooter } from '@/presentation/components/navigation/site-footer';
import { renderWithProviders, testConfig } from '../support/render-with-providers';
import { appInfoResolver } from './navigation-test-kit';

const hostLinks = {
  brandName: 'Helsinki Eats',
  appLinks: { appStore: 'https://apps.example.com/helsinki-eats', googlePlay: null },
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.example.com/helsinki-eats' },
    { network: 'facebook', url: 'https://facebook.example.com/helsinki-eats' },
  ],
  newsletterFormUrl: 'https://forms.example.net/helsinki-eats',
};

describe("The footer's links the host configures", () => {
  it('shows the configured app and social links in the host’s order, and no link left unconfigured', async () => {
    await renderWithProviders(<SiteFooter />, { resolver: appInfoResolver('1.0.0'), config: testConfig(hostLinks) });
    const apps = await screen.findByRole('list', { name: 'Helsinki Eats apps' });
    const appLinks = within(apps).getAllByRole('link');
    expect(appLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Download on the App Store', 'https://apps.example.com/helsinki-eats'],
    ]);
    const social = screen.getByRole('list', { name: 'Helsinki Eats on social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Instagram', 'Facebook']);
    // A page the shop does not own opens apart from it, and learns nothing of the shop's page.
    for (const link of [...appLinks, ...within(social).getAllByRole('link')]) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('opens the newsletter form in a dialog, in Finnish too, and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteFooter />, {
      resolver: appInfoResolver('1.0.0'),
      config: testConfig(hostLinks),
      language: 'fi',
    });
    await user.click(await screen.findByRole('button', { name: 'Tilaa uutiskirjeemme' }));
    const dialog = screen.getByRole('dialog', { name: 'Uutiskirje' });
    expect(within(dialog).getByTitle('Uutiskirjeen tilauslomake')).toHaveAttribute(
      'src',
      'https://forms.example.net/helsinki-eats',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches nothing of them for a host that configured none', async () => {
    await renderWithProviders(<SiteFooter />, { resolver: appInfoResolver('1.0.0'), config: testConfig() });
    // The version line comes after the first screen, as the host's links would.
    await screen.findByText('Version 1.0.0');
    expect(screen.queryByRole('list', { name: /apps|social media/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe to our newsletter' })).not.toBeInTheDocument();
  });
});
