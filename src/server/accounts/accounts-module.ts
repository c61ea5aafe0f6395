import type { ServerModule } from '../modules/server-module';
import { Outbox, outboxAccess, registerOutboxRoute } from '../outbox/index';
import type { AccountsContext } from './accounts-context';
import { registerAddressRoutes } from './routes/address-routes';
import { AddressRepository } from './store/address-repository';
import { DeviceRepository } from './store/device-repository';
import { registerDeviceRoutes } from './routes/device-routes';
import { accountsClock } from '../shared/clock';
import { OtpStore } from './store/otp-store';
import { registerPinResetRoutes } from './routes/pin-reset-routes';
import { seedAccountsIfEmpty } from './store/seed-accounts';
import { SessionStore } from '../shared/session/session-store';
import { SignUpHandles } from './store/sign-up-handles';
import { SignUpProofs } from './store/sign-up-proofs';
import { UnregisteredNumbers } from './unregistered-numbers';
import { registerSignInRoutes } from './routes/sign-in-routes';
import { registerSignUpRoutes } from './routes/sign-up-routes';
import { UserRepository } from './store/user-repository';
import { VoucherRepository } from './store/voucher-repository';
import { registerVoucherRoute } from './routes/voucher-route';

/** Sign-in, sign-up with one-time passwords, PINs, sessions, addresses, a user's vouchers, the sandbox outbox. */
export const accountsModule: ServerModule = {
  name: 'accounts',
  seed: seedAccountsIfEmpty,
  register(app, { db, nodeEnv }) {
    const clock = accountsClock(nodeEnv);
    const outbox = new Outbox(db, app.log, clock);
    const context: AccountsContext = {
      db,
      clock,
      users: new UserRepository(db, clock),
      addresses: new AddressRepository(db),
      sessions: new SessionStore(db, clock),
      otps: new OtpStore(db, clock),
      signUpProofs: new SignUpProofs(db, clock),
      signUpHandles: new SignUpHandles(db, clock),
      unregistered: new UnregisteredNumbers(clock),
      outbox,
    };
    registerSignInRoutes(app, context);
    registerSignUpRoutes(app, context);
    registerPinResetRoutes(app, context);
    registerAddressRoutes(app, context);
    registerDeviceRoutes(app, context, new DeviceRepository(db));
    registerVoucherRoute(app, context, new VoucherRepository(db));
    registerOutboxRoute(app, outbox, outboxAccess(nodeEnv));
  },
};
