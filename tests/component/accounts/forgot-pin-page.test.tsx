import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServerMessages } from '../../support/fakes/in-memory-auth-gateway';
import { accountFakes, demoLoginId, demoNumberTyped, renderAccounts } from './accounts-test-kit';

type User = ReturnType<typeof userEvent.setup>;

async function requestCode(user: User) {
  await user.type(await screen.findByLabelText('Mobile number'), demoNumberTyped);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

function withDemoAccount() {
  const fakes = accountFakes();
  fakes.authGateway.addAccount({ loginId: demoLoginId });
  return fakes;
}

describe('Forgot-PIN page', () => {
  it('asks for a code, sets the new PIN with it and offers the login', async () => {
    const user = userEvent.setup();
    const fakes = withDemoAccount();
    await renderAccounts({ fakes, route: '/forgot-pin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot PIN' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();

    await requestCode(user);
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the one-time password we sent to +92 300 1234567 and choose a new PIN.'),
    ).toBeInTheDocument();

    const otp = fakes.authGateway.account(demoLoginId)?.otp ?? '';
    await user.type(screen.getByLabelText('One-time password (OTP)'), otp);
    await user.type(screen.getByLabelText('New PIN'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your PIN has been changed. Please log in.');
    expect(fakes.authGateway.account(demoLoginId)?.pin).toBe('abc123');
    expect(fakes.authGateway.calls).toEqual([
      { call: 'forgotPassword', loginId: '+923001234567' },
      { call: 'resetPassword', request: { loginId: '+923001234567', otp, password: 'abc123' } },
    ]);

    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the field messages and sends nothing for an empty form', async () => {
    const user = userEvent.setup();
    const fakes = withDemoAccount();
    await renderAccounts({ fakes, route: '/forgot-pin' });
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please Enter Phone No')).toBeInTheDocument();

    await requestCode(user);
    await user.click(await screen.findByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your 6 Digit Pin or password')).toBeInTheDocument();
    expect(fakes.authGateway.calls.map((call) => call.call)).toEqual(['forgotPassword']);
  });

  it('shows a refused number in red, and typing takes it away', async () => {
    const user = userEvent.setup();
    await renderAccounts({ route: '/forgot-pin' });
    await requestCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(fakeServerMessages.unknownNumber);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a wrong code in red and stays at step 2', async () => {
    const user = userEvent.setup();
    const fakes = withDemoAccount();
    await renderAccounts({ fakes, route: '/forgot-pin' });
    await requestCode(user);
    await user.type(await screen.findByLabelText('One-time password (OTP)'), '0000');
    await user.type(screen.getByLabelText('New PIN'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(fakeServerMessages.wrongOtp);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(fakes.authGateway.account(demoLoginId)?.pin).toBe('123456');
  });

  it('starts over with another number from step 2', async () => {
    const user = userEvent.setup();
    await renderAccounts({ fakes: withDemoAccount(), route: '/forgot-pin' });
    await requestCode(user);
    await user.click(await screen.findByRole('button', { name: 'Use another number' }));
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
  });

  it('toggles the new PIN’s visibility', async () => {
    const user = userEvent.setup();
    await renderAccounts({ fakes: withDemoAccount(), route: '/forgot-pin' });
    await requestCode(user);
    await user.type(await screen.findByLabelText('New PIN'), '654321');
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(screen.getByLabelText('New PIN')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New PIN')).toHaveValue('654321');
  });
});
