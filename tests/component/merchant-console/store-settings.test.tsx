import { screen, within } from '@testing-library/react';
import { helmiStaffSession } from '../../support/fakes/in-memory-merchant-console';
import { helmiOwnerSession } from '../../support/fakes/in-memory-store-office';
import { InMemoryStoreSettings } from '../../support/fakes/in-memory-store-settings';
import { renderConsole } from './console-test-kit';

describe('/store-settings', () => {
  it('lets the owner change the time zone and the countdown, says so, and moves the console\u2019s zone', async () => {
    const settings = new InMemoryStoreSettings();
    const { user, keeper } = await renderConsole({ session: helmiOwnerSession, settings, page: 'settings' });
    expect(await screen.findByRole('heading', { name: 'Store settings' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    expect(within(nav).getByRole('link', { name: 'Store settings' })).toHaveAttribute('aria-current', 'page');
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Europe/Helsinki');
    const countdown = screen.getByRole('checkbox', { name: 'Show customers a preparation countdown' });
    expect(countdown).toBeChecked();

    await user.selectOptions(zone, 'America/New_York');
    await user.click(countdown);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    expect(settings.saved).toEqual([{ timeZone: 'America/New_York', preparationCountdown: false }]);
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(screen.getByRole('checkbox', { name: 'Show customers a preparation countdown' })).not.toBeChecked();
    expect((await keeper.load())?.timeZone).toBe('America/New_York');
  });

  it('shows the server\u2019s refusal and keeps what the owner chose', async () => {
    const settings = new InMemoryStoreSettings(undefined, new Set(['Asia/Tokyo']));
    const { user, keeper } = await renderConsole({ session: helmiOwnerSession, settings, page: 'settings' });
    await user.selectOptions(await screen.findByLabelText('Time zone'), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid request body: time_zone: no time zone is called \u201cAsia/Tokyo\u201d',
    );
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Tokyo');
    expect((await keeper.load())?.timeZone).toBe('Europe/Helsinki');
  });

  it('names the page and its fields in Finnish', async () => {
    await renderConsole({ session: helmiOwnerSession, page: 'settings', language: 'fi' });
    expect(await screen.findByRole('heading', { name: 'Kaupan asetukset' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Aikavyöhyke')).toHaveValue('Europe/Helsinki');
    expect(screen.getByRole('checkbox', { name: 'Näytä asiakkaille valmistumisen lähtölaskenta' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Tallenna asetukset' })).toBeInTheDocument();
  });

  it('is neither listed for nor opened by a staff member', async () => {
    const settings = new InMemoryStoreSettings();
    await renderConsole({ session: helmiStaffSession, settings, page: 'settings' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Only the store's owner can open this page.");
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    expect(within(nav).queryByRole('link', { name: 'Store settings' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Time zone')).not.toBeInTheDocument();
  });
});
