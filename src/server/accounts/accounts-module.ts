import type { ServerModule } from '../modules/server-module';

/** Sign-in, sign-up with one-time passwords, PINs, sessions, addresses, a user's vouchers, the sandbox outbox. */
export const accountsModule: ServerModule = {
  name: 'accounts',
  register() {},
};
