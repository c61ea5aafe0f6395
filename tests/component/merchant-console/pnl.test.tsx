import { screen, within } from '@testing-library/react';
import { helmiStaffSession } from '../../support/fakes/in-memory-merchant-console';
import { helmiOwnerSession, InMemoryStoreOffice } from '../../support/fakes/in-memory-store-office';
import { renderConsole } from './console-test-kit';

describe('/pnl', () => {
  it('shows the owner the last 30 days as a table with totals, beside a labelled chart, and by month', async () => {
    const office = new InMemoryStoreOffice();
    const { user } = await renderConsole({ session: helmiOwnerSession, office, page: 'pnl' });
    const table = within(await screen.findByRole('region', { name: 'Figures' })).getByRole('table');
    expect(office.calls).toContain('profitAndLoss 2026-10-28 2026-11-26 day');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 30 + 1);
    expect(within(table).getByRole('row', { name: /^2026-11-26/ })).toHaveTextContent(
      '2026-11-262€ 34,80€ 24,80€ 5,08€ 2,00€ 4,00€ 7,00',
    );
    expect(within(table).getByRole('row', { name: /^2026-11-25/ })).toHaveTextContent('2026-11-250€ 0,00€ 0,00');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('Total3€ 64,80€ 54,80€ 8,13');
    expect(
      screen.getByRole('figure', {
        name: 'Chart of revenue, VAT, discounts, tips and delivery fees per period; the table below has the same figures.',
      }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Per'), 'month');
    const byMonth = within(await screen.findByRole('region', { name: 'Figures' })).getByRole('table');
    expect(await within(byMonth).findByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
    expect(
      within(byMonth)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['2026-10', '2026-11', 'Total']);
  });

  it('shows a staff member the refusal, never the figures', async () => {
    const office = new InMemoryStoreOffice();
    await renderConsole({ session: helmiStaffSession, office, page: 'pnl' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Only the store's owner can open this page.");
    expect(office.calls).toEqual([]);
  });
});
