import { screen } from '@testing-library/react';
import { fileOf, fillMerchantForm, renderMerchantsPage } from './partners-test-kit';

describe('Merchants page', () => {
  it('shows the merchant information, FAQ and form', async () => {
    const { user } = await renderMerchantsPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchants' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Merchant FAQ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Apply as a merchant' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'What does it cost?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText('Joining is free. We charge a commission on each order; we tell you the rate before you sign.'),
    ).toBeVisible();
    expect(screen.getByText('PDF, PNG or JPEG, at most 3 files of 5 MB each.')).toBeInTheDocument();
  });

  it('sends the business with its logo and menu', async () => {
    const { user, service } = await renderMerchantsPage();
    await fillMerchantForm(user);
    await user.upload(screen.getByLabelText('Logo'), fileOf('logo.png', 'image/png'));
    await user.upload(screen.getByLabelText('Menu'), fileOf('menu.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your application was sent. We will contact you by email.',
    );
    expect(service.sent[0]).toMatchObject({
      kind: 'merchant',
      fields: {
        businessName: 'Helmi Pizza',
        contactName: 'Anna Virtanen',
        email: 'anna@helmi.fi',
        phone: '+358 40 1234567',
        city: 'Helsinki',
        message: '',
      },
    });
    expect(service.sent[0]?.attachments.map((file) => [file.slot, file.name])).toEqual([
      ['logo', 'logo.png'],
      ['menu', 'menu.pdf'],
    ]);
  });

  it('counts the files of both pickers together', async () => {
    const { user } = await renderMerchantsPage();
    await user.upload(screen.getByLabelText('Logo'), [fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')]);
    expect(screen.queryByText('At most 3 files')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Menu'), [
      fileOf('c.pdf', 'application/pdf'),
      fileOf('d.pdf', 'application/pdf'),
    ]);
    expect(screen.getByText('At most 3 files')).toBeInTheDocument();
  });

  it('explains a too-large refusal and shows the server message', async () => {
    const { user, service } = await renderMerchantsPage();
    service.answer = { ok: false, refusal: 'FILES_TOO_LARGE', message: 'A file is larger than 5 MB' };
    await fillMerchantForm(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The application was not sent: the files are too large or too many.A file is larger than 5 MB',
    );
    expect(screen.getByLabelText('Business name')).toHaveValue('Helmi Pizza');
  });

  it('explains a refused application', async () => {
    const { user, service } = await renderMerchantsPage();
    service.answer = { ok: false, refusal: 'INVALID_APPLICATION', message: 'Invalid application: email' };
    await fillMerchantForm(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The application was not sent: please check the fields and try again.Invalid application: email',
    );
  });
});
