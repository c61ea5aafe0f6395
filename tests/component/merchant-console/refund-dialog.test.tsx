import { screen, within } from '@testing-library/react';
import { helmiStaffSession, InMemoryMerchantConsole, storeOrder } from '../../support/fakes/in-memory-merchant-console';
import { helmiOwnerSession, InMemoryStoreOffice } from '../../support/fakes/in-memory-store-office';
import { renderConsole } from './console-test-kit';

// The office fake's 'card-order': two soups (29,80, 14 %) and a bread (5,00), a 3,48 voucher and a 2,00 tip, paid
// 33,32. The voucher is shared 298 : 50, so the soups are worth 26,82 after it, one of them 13,41.
const paidCard = storeOrder({
  queryId: 'card-order',
  shortOrderId: 'K7Q2',
  status: 'order_delivered',
  paymentType: 'STRIPE',
  paid: true,
  payable: 3332,
});

async function openRefund(language: 'en' | 'fi' = 'en') {
  const service = new InMemoryMerchantConsole();
  service.add(paidCard);
  const office = new InMemoryStoreOffice();
  const view = await renderConsole({ session: helmiOwnerSession, service, office, language });
  const card = await screen.findByRole('article', { name: language === 'en' ? 'Order #K7Q2' : 'Tilaus #K7Q2' });
  await view.user.click(within(card).getByRole('button', { name: language === 'en' ? 'Refund…' : 'Hyvitä…' }));
  const dialog = await screen.findByRole('dialog', {
    name: language === 'en' ? 'Refund order #K7Q2' : 'Hyvitä tilaus #K7Q2',
  });
  return { ...view, office, dialog };
}

describe('the refund dialog', () => {
  it('shows the amount of the chosen lines by the server\u2019s rule, asks for a reason and refunds', async () => {
    const { user, office, dialog } = await openRefund();
    await within(dialog).findByText('Paid € 33,32 · still refundable € 33,32');
    const soups = within(dialog).getByLabelText('Lohikeitto (2 left)');
    await user.clear(soups);
    await user.type(soups, '1');
    expect(within(dialog).getByText('Refund: € 13,41')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Refund € 13,41' }));
    expect(within(dialog).getByText('Give a reason for the refund.')).toBeInTheDocument();
    expect(office.refundsAsked).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Soup was cold');
    await user.click(within(dialog).getByRole('button', { name: 'Refund € 13,41' }));
    expect(await screen.findByText('Refunded € 13,41')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(office.refundsAsked).toEqual([
      {
        invoiceQueryId: 'card-order',
        request: { choice: { kind: 'lines', lines: [{ lineId: 'soup', quantity: 1 }] }, reason: 'Soup was cold' },
      },
    ]);
  });

  it('refunds a chosen amount, and shows the server\u2019s refusal in the dialog', async () => {
    const { user, office, dialog } = await openRefund();
    await within(dialog).findByText('Paid € 33,32 · still refundable € 33,32');
    await user.click(within(dialog).getByRole('radio', { name: 'A chosen amount' }));
    await user.type(within(dialog).getByLabelText('Amount to refund (e.g. 5,90)'), '40');
    expect(within(dialog).getByText('More than is left to refund.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('Amount to refund (e.g. 5,90)'));
    await user.type(within(dialog).getByLabelText('Amount to refund (e.g. 5,90)'), '5,90');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Late');
    office.refuseNextRefund = {
      ok: false,
      refusal: 'REFUSED',
      field: 'amount',
      message: 'At most € 2,00 can still be refunded',
    };
    await user.click(within(dialog).getByRole('button', { name: 'Refund € 5,90' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('At most € 2,00 can still be refunded');
    expect(office.refundsAsked.map((asked) => asked.request.choice)).toEqual([{ kind: 'amount', amount: 590 }]);
  });

  it('speaks Finnish', async () => {
    const { dialog } = await openRefund('fi');
    expect(await within(dialog).findByText('Maksettu € 33,32 · hyvitettävissä vielä € 33,32')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Kaikki vielä hyvitettävissä oleva' })).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(paidCard);
    await renderConsole({ session: helmiStaffSession, service });
    const card = await screen.findByRole('article', { name: 'Order #K7Q2' });
    expect(within(card).queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });
});
