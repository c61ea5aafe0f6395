import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeOrdersCounted } from '@/presentation/store/orders/orders.thunks';
import '@/presentation/store/orders/orders.slice';
import { renderWithProviders, testConfig } from '../support/render-with-providers';
import { appInfoResolver, ShellRoutes } from './navigation-test-kit';

function hrefs(container: HTMLElement): Array<[string, string | null]> {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('Bottom navigation', () => {
  it('links Home, My Orders and About Us, each with the current trade type', async () => {
    await renderWithProviders(<ShellRoutes />, {
      resolver: appInfoResolver('1.0.0'),
      route: '/products?trade_type_id=4',
    });
    const bar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(hrefs(bar)).toEqual([
      ['Home', '/products?trade_type_id=4'],
      ['My Orders', '/order/history?trade_type_id=4'],
      ['About Us', '/about-us?trade_type_id=4'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('carries the retail trade type when the address has none', async () => {
    await renderWithProviders(<ShellRoutes />, { resolver: appInfoResolver('1.0.0'), route: '/order/history' });
    const bar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(hrefs(bar).map(([, href]) => href)).toEqual([
      '/products?trade_type_id=1',
      '/order/history?trade_type_id=1',
      '/about-us?trade_type_id=1',
    ]);
  });

  it('follows a link and is in Finnish when Finnish is chosen', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ShellRoutes />, {
      resolver: appInfoResolver('1.0.0'),
      route: '/products?trade_type_id=4',
      language: 'fi',
    });
    const bar = await screen.findByRole('navigation', { name: 'Päävalikko' });
    await user.click(within(bar).getByRole('link', { name: 'Tilaukseni' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/order\/history\?trade_type_id=4$/);
  });

  it('badges My Orders with the active orders once they are counted', async () => {
    // Issue 28, row 9: activeOrdersCount drives a badge on the orders entry.
    await renderWithProviders(<ShellRoutes />, {
      resolver: appInfoResolver('1.0.0'),
      route: '/products?trade_type_id=4',
      beforeFirstRender: (store) => void store.dispatch(activeOrdersCounted.fulfilled(2, 'count')),
    });
    const bar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(bar).getByRole('link', { name: 'My Orders 2' })).toHaveAttribute(
      'href',
      '/order/history?trade_type_id=4',
    );
    expect(within(bar).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows no badge while no order is active', async () => {
    await renderWithProviders(<ShellRoutes />, {
      resolver: appInfoResolver('1.0.0'),
      route: '/products',
      beforeFirstRender: (store) => void store.dispatch(activeOrdersCounted.fulfilled(0, 'count')),
    });
    const bar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(bar).getByRole('link', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('is not there in transport mode', async () => {
    await renderWithProviders(<ShellRoutes />, {
      resolver: appInfoResolver('1.0.0'),
      config: testConfig({ transportMode: true }),
      route: '/transport/transport-start-journey',
    });
    await screen.findByTestId('location');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});

describe('Sidebar', () => {
  it('opens from the menu button with My Orders and home, and closes on Escape with the focus back', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ShellRoutes />, {
      resolver: appInfoResolver('1.0.0'),
      route: '/products?trade_type_id=4',
    });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const side = screen.getByRole('navigation', { name: 'Side menu' });
    expect(hrefs(side)).toEqual([
      ['Home', '/products?trade_type_id=4'],
      ['My Orders', '/order/history?trade_type_id=4'],
    ]);

    await user.tab();
    expect(within(side).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('badges My Orders with the active orders, as the bottom bar does, in English and Finnish', async () => {
    // Issue 28, row 9: the side menu's orders entry carries the same activeOrdersCount.
    for (const [language, menuName, sideName, myOrders] of [
      ['en', 'Menu', 'Side menu', 'My Orders'],
      ['fi', 'Valikko', 'Sivuvalikko', 'Tilaukseni'],
    ] as const) {
      const user = userEvent.setup();
      const { unmount } = await renderWithProviders(<ShellRoutes />, {
        resolver: appInfoResolver('1.0.0'),
        route: '/products?trade_type_id=4',
        language,
        beforeFirstRender: (store) => void store.dispatch(activeOrdersCounted.fulfilled(3, 'count')),
      });
      await user.click(await screen.findByRole('button', { name: menuName }));
      const side = screen.getByRole('navigation', { name: sideName });
      expect(within(side).getByRole('link', { name: `${myOrders} 3` })).toHaveAttribute(
        'href',
        '/order/history?trade_type_id=4',
      );
      unmount();
    }
  });

  it('closes once a link is followed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ShellRoutes />, { resolver: appInfoResolver('1.0.0'), route: '/products' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'My Orders' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/order\/history\?trade_type_id=1$/);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Footer', () => {
  it('links the information pages in order', async () => {
    await renderWithProviders(<ShellRoutes />, { resolver: appInfoResolver('1.0.0'), route: '/' });
    const links = await screen.findByRole('navigation', { name: 'Information' });
    expect(hrefs(links)).toEqual([
      ['About Us', '/about-us'],
      ['Riders', '/riders'],
      ['Merchants', '/merchants'],
      ['Careers', '/careers'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cookies Policy', '/cookies-policy'],
      ['Contact', '/contact'],
      ['FAQs', '/faqs'],
    ]);
  });

  it("shows the copyright with the brand and the clock's year, and the deployed version", async () => {
    await renderWithProviders(<ShellRoutes />, {
      resolver: appInfoResolver('2.4.1', '2031-03-01T12:00:00Z'),
      config: testConfig({ brandName: 'Helsinki Eats' }),
    });
    expect(await screen.findByText('Version 2.4.1')).toBeInTheDocument();
    expect(screen.getByText('© 2031 Helsinki Eats. All rights reserved.')).toBeInTheDocument();
  });

  it('leaves the version out when meta.json cannot be read, and keeps the copyright', async () => {
    await renderWithProviders(<ShellRoutes />, { resolver: appInfoResolver(null), language: 'fi' });
    expect(await screen.findByText('© 2026 Storefront. Kaikki oikeudet pidätetään.')).toBeInTheDocument();
    expect(screen.queryByText(/^Versio/)).not.toBeInTheDocument();
  });
});
