import { screen, within } from '@testing-library/react';
import { helmiStaffSession } from '../../support/fakes/in-memory-merchant-console';
import { helmiOwnerSession, InMemoryStoreOffice } from '../../support/fakes/in-memory-store-office';
import { renderConsole } from './console-test-kit';

const csvOf = (link: HTMLElement) =>
  decodeURIComponent((link.getAttribute('href') ?? '').replace('data:text/csv;charset=utf-8,', ''));

describe('/transactions', () => {
  it('shows the owner the last week\u2019s transactions per day, refunds and VAT per rate, and the CSV', async () => {
    const office = new InMemoryStoreOffice();
    await renderConsole({ session: helmiOwnerSession, office, page: 'transactions' });
    const day = await screen.findByRole('region', { name: '2026-11-26' });
    expect(office.calls).toContain('transactions 2026-11-20 2026-11-26');
    expect(screen.getByRole('region', { name: '2026-11-24' })).toBeInTheDocument();
    expect(within(day).getByRole('row', { name: /#CASH1/ })).toHaveTextContent('10:00#CASH1CashCash, not received yet');
    expect(within(day).getByRole('row', { name: /#CARD1/ })).toHaveTextContent('Paid€ 10,00€ 2,03');
    expect(within(day).getByRole('row', { name: /#=BAD1/ })).toHaveTextContent('Refund−€ 5,00');
    expect(day).toHaveTextContent('Net € 29,80 · refunds € 5,00');
    const vat = within(day).getByRole('list', { name: 'VAT per rate' });
    expect(
      within(vat)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VAT 14 %: € 2,44 (net € 17,36)', 'VAT 25.5 %: € 2,03 (net € 7,97)']);

    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('download', 'transactions-2026-11-20-2026-11-26.csv');
    expect(csvOf(link).split('\r\n')).toEqual([
      'date,time,order,payment_method,paid,refund,amount,vat_14,vat_25.5',
      '2026-11-24,17:00,CASH2,CASH,no,no,30.00,3.05,0.00',
      '2026-11-26,10:00,CASH1,CASH,no,no,24.80,3.05,0.00',
      '2026-11-26,11:15,CARD1,CARD,yes,no,10.00,0.00,2.03',
      "2026-11-26,12:00,'=BAD1,CARD,yes,yes,5.00,0.61,0.00",
      '',
    ]);
  });

  it('refuses a range that ends before it starts beside the field, keeping the dates typed', async () => {
    const office = new InMemoryStoreOffice();
    const { user } = await renderConsole({ session: helmiOwnerSession, office, page: 'transactions' });
    await screen.findByRole('region', { name: '2026-11-26' });
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end is before the start')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-01');
    expect(office.calls.filter((call) => call.startsWith('transactions'))).toHaveLength(1);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No transactions in these days.')).toBeInTheDocument();
    expect(office.calls).toContain('transactions 2026-10-01 2026-11-01');
  });

  it('is for owners only', async () => {
    await renderConsole({ session: helmiStaffSession, page: 'transactions' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Only the store's owner can open this page.");
  });
});
