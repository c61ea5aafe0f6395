import { act, screen } from '@testing-library/react';
import { useCases } from '../../support/fake-resolver';
import { helmiStaffSession, InMemoryMerchantConsole } from '../../support/fakes/in-memory-merchant-console';
import { renderConsole } from './console-test-kit';

describe('/test', () => {
  it('shows the API the app points at, the server\u2019s version and whether the event stream connects', async () => {
    const service = new InMemoryMerchantConsole();
    await renderConsole({
      session: helmiStaffSession,
      service,
      page: 'test',
      bindings: [[useCases.readAppInfo, async () => ({ version: '2026.11.3', year: 2026 })]],
    });
    expect(await screen.findByRole('heading', { name: 'Smoke test', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Wallet API').nextElementSibling).toHaveTextContent('/api');
    expect(screen.getByText('Merchant API').nextElementSibling).toHaveTextContent('/merchant');
    expect(await screen.findByText('2026.11.3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');

    act(() => service.connection(true));
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    act(() => service.connection(false));
    expect(screen.getByRole('status')).toHaveTextContent('Not connected: retrying');
  });

  it('is listed in the navigation for staff', async () => {
    await renderConsole({ session: helmiStaffSession, page: 'test' });
    expect(await screen.findByRole('link', { name: 'Smoke test' })).toHaveAttribute('aria-current', 'page');
  });
});
