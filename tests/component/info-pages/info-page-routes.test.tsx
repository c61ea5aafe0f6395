import { screen } from '@testing-library/react';
import { useCases } from '../../support/fake-resolver';
import { versionOver } from '../../support/version-over';
import { AppRoutes } from '@/presentation/routes/app-routes';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { StubVersionSource } from '../../support/fakes/stub-version-source';
import { appInfoResolver } from '../navigation/navigation-test-kit';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

/** Counts how often meta.json is read. */
class CountingVersionSource extends StubVersionSource {
  reads = 0;

  override async latest(): Promise<string> {
    this.reads += 1;
    return super.latest();
  }
}

/** The pages arrive through a lazy import; on a busy machine that can take longer than the default second. */
const lazyPage = { timeout: 5000 };

describe('Information page routes', () => {
  it.each([
    ['/about-us', 'About Us'],
    ['/about', 'About Us'],
    ['/careers', 'Careers'],
    ['/news', 'News'],
    ['/faqs', 'FAQs'],
    ['/contact', 'Contact'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/cookies-policy', 'Cookies Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/terms', 'Terms and Conditions'],
    ['/nokia-arena-terms-and-conditions', 'Arena Terms and Conditions'],
  ])('%s shows "%s", not the not-found page', async (route, title) => {
    await renderWithProviders(<AppRoutes />, { resolver: appInfoResolver('1.0.0'), route });
    expect(await screen.findByRole('heading', { level: 1, name: title }, lazyPage)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('shows the version on /about from the one read the footer makes', async () => {
    const clock = new FixedClock(Date.parse('2026-11-21T08:00:00Z'));
    const versionSource = new CountingVersionSource('2.4.1');
    const resolver = fakeResolver([[useCases.readAppInfo, versionOver({ versionSource, clock }).readAppInfo]]);
    await renderWithProviders(<AppRoutes />, { resolver, route: '/about' });
    const page = await screen.findByRole('article', { name: 'About Us' }, lazyPage);
    expect(await screen.findAllByText('Version 2.4.1')).toHaveLength(2);
    expect(page).toHaveTextContent('Version 2.4.1');
    expect(versionSource.reads).toBe(1);
  });

  it('still falls to the not-found page for an unknown path', async () => {
    await renderWithProviders(<AppRoutes />, { resolver: appInfoResolver('1.0.0'), route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, lazyPage)).toBeInTheDocument();
  });
});
