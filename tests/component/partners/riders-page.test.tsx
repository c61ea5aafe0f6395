import { screen, within } from '@testing-library/react';
import { fileOf, fillRiderForm, megabytes, renderRidersPage } from './partners-test-kit';

describe('Riders page', () => {
  it('shows the information, the rider FAQ and the form under one heading', async () => {
    await renderRidersPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Riders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why ride with us' })).toBeInTheDocument();
    expect(screen.getByText('Ride by bicycle, e-bike, scooter, motorbike or car.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rider FAQ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Apply as a rider' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('opens and closes an FAQ answer by click and by keyboard', async () => {
    const { user } = await renderRidersPage();
    const question = screen.getByRole('button', { name: 'Who can become a rider?' });
    const answer = 'Anyone aged 18 or over who has the right to work, a smartphone and a vehicle to deliver with.';
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(answer)).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(answer)).toBeVisible();
    expect(question).toHaveAttribute('aria-controls', screen.getByText(answer).parentElement?.id);
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(answer)).not.toBeVisible();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Which vehicles can I use?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks each required field and sends nothing when the form is empty', async () => {
    const { user, service } = await renderRidersPage();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Vehicle')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(service.sent).toEqual([]);
  });

  it('refuses an e-mail address and a phone number that are not one', async () => {
    const { user, service } = await renderRidersPage();
    await fillRiderForm(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ali@');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    expect(screen.getByText('Phone number is not valid')).toBeInTheDocument();
    expect(service.sent).toEqual([]);
  });

  it('lists the chosen files with their size and removes one, keyboard focus back on its picker', async () => {
    const { user } = await renderRidersPage();
    const picker = screen.getByLabelText('Driving licence');
    await user.upload(picker, [
      fileOf('front.jpg', 'image/jpeg', 2048),
      fileOf('back.pdf', 'application/pdf', megabytes(1.5)),
    ]);
    const list = screen.getByRole('list', { name: 'Chosen files: Driving licence' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['front.jpg (2 kB)', 'back.pdf (1.5 MB)']);
    await user.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('front.jpg (2 kB)')).not.toBeInTheDocument();
    expect(picker).toHaveFocus();
  });

  it('says which files break the limits and sends nothing until they are removed', async () => {
    const { user, service } = await renderRidersPage();
    await fillRiderForm(user);
    const picker = screen.getByLabelText('Driving licence');
    await user.upload(picker, [
      fileOf('notes.txt', 'text/plain'),
      fileOf('huge.pdf', 'application/pdf', megabytes(6)),
      fileOf('a.png', 'image/png'),
      fileOf('b.png', 'image/png'),
    ]);
    expect(screen.getByText('Only PDF, PNG or JPEG files are accepted')).toBeInTheDocument();
    expect(screen.getByText('A file may be at most 5 MB')).toBeInTheDocument();
    expect(screen.getByText('At most 3 files')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Remove or replace the files marked in red, then send again.')).toBeInTheDocument();
    expect(service.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    await user.click(screen.getByRole('button', { name: 'Remove huge.pdf' }));
    expect(screen.queryByText('At most 3 files')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('Thank you! Your application was sent. We will contact you by email.'),
    ).toBeInTheDocument();
    expect(service.sent[0]?.attachments.map((file) => file.name)).toEqual(['a.png', 'b.png']);
  });

  it('sends the application while saying so, then thanks the applicant', async () => {
    const { user, service } = await renderRidersPage();
    let open = () => undefined as void;
    service.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await fillRiderForm(user);
    const licence = fileOf('licence.pdf', 'application/pdf');
    await user.upload(screen.getByLabelText('Driving licence'), licence);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute('aria-busy', 'true');
    open();
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you! Your application was sent. We will contact you by email.');
    expect(thanks).toHaveFocus();
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]).toMatchObject({
      kind: 'rider',
      fields: {
        fullName: 'Ali Khan',
        email: 'ali@example.com',
        phone: '0300-1234567',
        city: 'Karachi',
        vehicleType: 'motorbike',
        message: 'Weekends only',
      },
    });
    expect(service.sent[0]?.attachments).toEqual([
      { slot: 'drivingLicence', name: 'licence.pdf', type: 'application/pdf', size: 2048, content: licence },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another application' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen files: Driving licence' })).not.toBeInTheDocument();
  });

  it("shows a refused file type in red with the server's words and keeps everything typed and chosen", async () => {
    const { user, service } = await renderRidersPage();
    service.answer = {
      ok: false,
      refusal: 'FILE_TYPE_REFUSED',
      message: 'driving_licence: only PDF, PNG or JPEG files are accepted',
    };
    await fillRiderForm(user);
    await user.upload(screen.getByLabelText('Driving licence'), fileOf('licence.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The application was not sent: only PDF, PNG or JPEG files are accepted.driving_licence: only PDF, PNG or JPEG files are accepted',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('  Ali Khan ');
    expect(screen.getByLabelText('Vehicle')).toHaveValue('motorbike');
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Weekends only');
    expect(screen.getByText('licence.pdf (2 kB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
  });

  it('shows a request failure with the catalogue text and lets the applicant try again', async () => {
    const { user, service } = await renderRidersPage();
    service.failure = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout' };
    await fillRiderForm(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request Timeout');
    expect(screen.getByLabelText('City')).toHaveValue('Karachi');
    service.failure = null;
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(service.sent).toHaveLength(2);
  });

  it('speaks Finnish', async () => {
    const { user } = await renderRidersPage('fi');
    expect(screen.getByRole('heading', { level: 1, name: 'Lähetit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä hakemus' }));
    expect(await screen.findAllByText('Tämä kenttä on pakollinen')).toHaveLength(5);
  });
});
