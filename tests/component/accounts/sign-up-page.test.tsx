import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServerMessages } from '../../support/fakes/in-memory-auth-gateway';
import {
  accountFakes,
  demoLoginId,
  demoNumberMasked,
  demoNumberTyped,
  location,
  renderAccounts,
} from './accounts-test-kit';

type User = ReturnType<typeof userEvent.setup>;

async function submitNumber(user: User, number = demoNumberTyped) {
  await user.type(await screen.findByLabelText('Mobile number'), number);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

async function submitOtp(user: User, otp: string) {
  await user.type(await screen.findByLabelText('One-time password (OTP)'), otp);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('Sign-up page', () => {
  it('walks the three steps and logs the new customer in with the number without spaces', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderAccounts({ route: '/signup/user' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await submitNumber(user);
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Enter the one-time password we sent to +92 300 1234567.')).toBeInTheDocument();
    const account = fakes.authGateway.account(demoLoginId);
    expect(account?.status).toBe('pending');

    await submitOtp(user, account?.otp ?? '');
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'Aino Virtanen');
    await user.type(screen.getByLabelText('PIN'), '246810');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(location()).toBe('/products'));
    expect(fakes.authGateway.calls.map((call) => call.call)).toEqual([
      'register',
      'verifyOtp',
      'updateUser',
      'authenticate',
    ]);
    expect(fakes.authGateway.calls[0]).toEqual({ call: 'register', mobileNumber: '+923001234567' });
    expect(fakes.authGateway.calls.at(-1)).toEqual({
      call: 'authenticate',
      credentials: { loginId: '+923001234567', password: '246810' },
    });
    expect(within(screen.getByRole('group', { name: 'Account' })).getByText('Aino Virtanen')).toBeInTheDocument();
  });

  it('sends the optional e-mail and date of birth of step 3', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderAccounts({ route: '/signup/user' });
    await submitNumber(user);
    await submitOtp(user, fakes.authGateway.account(demoLoginId)?.otp ?? '');
    await user.type(await screen.findByLabelText('Full name'), 'Aino Virtanen');
    await user.type(screen.getByLabelText('PIN'), '246810');
    expect(screen.getByLabelText('Date of birth (optional)')).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'aino@example.fi');
    await user.type(screen.getByLabelText('Date of birth (optional)'), '1990-04-01');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(location()).toBe('/products'));
    expect(fakes.authGateway.calls.find((call) => call.call === 'updateUser')).toMatchObject({
      profile: { fullName: 'Aino Virtanen', email: 'aino@example.fi', dob: '1990-04-01' },
    });
  });

  const profileTexts = {
    en: {
      number: 'Mobile number',
      send: 'Send OTP',
      otp: 'One-time password (OTP)',
      verify: 'Verify',
      email: 'E-mail (optional)',
      dob: 'Date of birth (optional)',
      finish: 'Create account',
      emailMessage: 'Please enter valid email',
      dobMessage: 'Please enter a date as yyyy-mm-dd',
    },
    fi: {
      number: 'Matkapuhelinnumero',
      send: 'Lähetä koodi',
      otp: 'Kertakäyttökoodi (OTP)',
      verify: 'Vahvista',
      email: 'Sähköposti (valinnainen)',
      dob: 'Syntymäaika (valinnainen)',
      finish: 'Luo tili',
      emailMessage: 'Anna kelvollinen sähköpostiosoite',
      dobMessage: 'Anna päivämäärä muodossa vvvv-kk-pp',
    },
  } as const;

  it.each(['en', 'fi'] as const)(
    'in %s, refuses an e-mail and a date of birth off the patterns without sending them',
    async (language) => {
      const texts = profileTexts[language];
      const user = userEvent.setup();
      const { fakes } = await renderAccounts({ route: '/signup/user', language });
      await user.type(await screen.findByLabelText(texts.number), demoNumberTyped);
      await user.click(screen.getByRole('button', { name: texts.send }));
      await user.type(await screen.findByLabelText(texts.otp), fakes.authGateway.account(demoLoginId)?.otp ?? '');
      await user.click(screen.getByRole('button', { name: texts.verify }));
      await user.type(await screen.findByLabelText(texts.email), 'aino@example');
      await user.type(screen.getByLabelText(texts.dob), '1990-02-30');
      await user.click(screen.getByRole('button', { name: texts.finish }));
      expect(await screen.findByText(texts.emailMessage)).toBeInTheDocument();
      expect(screen.getByText(texts.dobMessage)).toBeInTheDocument();
      expect(fakes.authGateway.calls.map((call) => call.call)).toEqual(['register', 'verifyOtp']);
    },
  );

  it('shows the step messages: number required, OTP required, name required and a 6-character PIN', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderAccounts({ route: '/signup/user' });
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please Enter Phone No')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '30012');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Phone No is not valid')).toBeInTheDocument();
    expect(fakes.authGateway.calls).toEqual([]);

    await user.type(screen.getByLabelText('Mobile number'), '34567');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await submitOtp(user, fakes.authGateway.account(demoLoginId)?.otp ?? '');
    await user.type(await screen.findByLabelText('PIN'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your 6 Digit Pin or password')).toBeInTheDocument();
    expect(fakes.authGateway.calls.map((call) => call.call)).toEqual(['register', 'verifyOtp']);
  });

  it('shows a wrong OTP in red, and typing takes it away', async () => {
    const user = userEvent.setup();
    await renderAccounts({ route: '/signup/user' });
    await submitNumber(user);
    await submitOtp(user, '0000');
    expect(await screen.findByRole('alert')).toHaveTextContent(fakeServerMessages.wrongOtp);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await user.type(screen.getByLabelText('One-time password (OTP)'), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back one step from step 2, and two from step 3', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderAccounts({ route: '/signup/user' });
    await submitNumber(user);
    expect(await screen.findByText('Step 2 of 3')).toHaveFocus();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 3')).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveValue(demoNumberMasked);

    // Registering the number again finds it pending: the flow stays at step 1 and offers a new OTP.
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await submitOtp(user, fakes.authGateway.account(demoLoginId)?.otp ?? '');
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('stays at step 1 with "Resend OTP" when the number has an unfinished registration', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    const pending = fakes.authGateway.addAccount({ loginId: demoLoginId, status: 'pending' });
    await renderAccounts({ fakes, route: '/signup/user' });
    await submitNumber(user);
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('We can send a new one-time password to +92 300 1234567.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(fakes.authGateway.calls.at(-1)).toEqual({ call: 'resendOtp', userId: pending.userId });
  });

  it('tells the owner of an active account to log in, and opens the login dialog', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    fakes.authGateway.addAccount({ loginId: demoLoginId });
    await renderAccounts({ fakes, route: '/signup/user' });
    await submitNumber(user);
    expect(await screen.findByText('This number already has an account. Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(fakeServerMessages.numberTaken);
    expect(screen.queryByText(/^Step/)).not.toBeInTheDocument();

    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('starts over with another number from the active-account message', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    fakes.authGateway.addAccount({ loginId: demoLoginId });
    await renderAccounts({ fakes, route: '/signup/user' });
    await submitNumber(user);
    await user.click(await screen.findByRole('button', { name: 'Use another number' }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('shows the sending state while step 1 is pending', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    let release: () => void = () => undefined;
    const original = fakes.authGateway.register.bind(fakes.authGateway);
    jest
      .spyOn(fakes.authGateway, 'register')
      .mockImplementation((number) => new Promise((resolve) => (release = () => resolve(original(number)))));
    await renderAccounts({ fakes, route: '/signup/user' });
    await submitNumber(user);
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('is in Finnish when Finnish is chosen', async () => {
    const user = userEvent.setup();
    await renderAccounts({ route: '/signup/user', language: 'fi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rekisteröidy' })).toBeInTheDocument();
    expect(screen.getByText('Vaihe 1/3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    expect(await screen.findByText('Anna puhelinnumero')).toBeInTheDocument();
  });
});
