import { errorBodySchema } from '@/contract/common/error.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { signIn, staffToken } from '../merchant/merchant-client';
import {
  helmiStaff,
  routeQuery,
  startTransportServer,
  transportDemo,
  transportSignIn,
  transportToken,
} from './transport-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startTransportServer();
});

afterAll(() => api?.stop());

const priceUrl = `/api/v1/zapp_go/cablah_price?${new URLSearchParams(routeQuery).toString()}`;

describe('transport accounts and store staff accounts are kept apart', () => {
  it('signs nobody in at the transport sign-in by a username and password, not even a staff member', async () => {
    const answer = await transportSignIn(api, helmiStaff);
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['device_id']);
  });

  it('refuses the transport account at the merchant sign-in with the words of a wrong password', async () => {
    const answer = await signIn(api, transportDemo);
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).error.message).toBe('Wrong username or password');
  });

  it('answers 419 to a store staff token on a ride call, and 401 to a transport token on a merchant call', async () => {
    const storeToken = await staffToken(api, helmiStaff);
    const rideAnswer = await api.call('GET', priceUrl, { bearer: storeToken });
    expect(rideAnswer.status).toBe(419);
    expect(rideAnswer.body).toEqual({ error: { message: 'Session Expired' } });

    const transport = await transportToken(api);
    const merchantAnswer = await api.call('GET', '/merchant/v1/orders', { bearer: transport });
    expect(merchantAnswer.status).toBe(401);
    expect((await api.call('GET', '/merchant/v1/orders', { bearer: storeToken })).status).toBe(200);
  });
});
