import { addressesResponseSchema, addressResponseSchema } from '@/contract/accounts/address.contract';
import { addressFieldMaxLengths, savedAddressLimit } from '@/domain/addresses/address-limits';
import { detailFields, errorMessage, startAccountsServer, type AccountsServer } from './accounts-client';
import { guestSession, type Session } from '../orders/orders-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

const details = { name: 'Cottage', room: 'A 1', street: 'Rantatie 1', district: 'Kallio' };

function create(session: Session, address: Record<string, unknown>, language = 'en') {
  return api.call('POST', '/api/v1/users/create_address', { body: { address }, token: session.token, language });
}

describe('address limits', () => {
  it('refuses a field longer than the form takes with 400 naming it', async () => {
    const guest = await guestSession(api, 'address-limits-long-field');
    const street = 'k'.repeat(addressFieldMaxLengths.street + 1);
    const answer = await create(guest, { ...details, street });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['address.street']);
  });

  it('keeps a field of exactly the limit', async () => {
    const guest = await guestSession(api, 'address-limits-exact-field');
    const landmark = 'm'.repeat(addressFieldMaxLengths.landmark);
    const answer = await create(guest, { ...details, landmark });
    expect(answer.status).toBe(200);
    expect(addressResponseSchema.parse(answer.body).address.landmark).toBe(landmark);
  });

  it(`keeps ${savedAddressLimit} addresses and refuses one more, in the reader's language`, async () => {
    const guest = await guestSession(api, 'address-limits-full-book');
    for (let index = 0; index < savedAddressLimit; index += 1) {
      const answer = await create(guest, { ...details, name: `Place ${index}` });
      expect(answer.status).toBe(200);
    }
    const refused = await create(guest, { ...details, name: 'One too many' });
    expect(refused.status).toBe(400);
    expect(detailFields(refused.body)).toEqual(['address']);
    expect(errorMessage(refused.body)).toBe(
      `You can keep at most ${savedAddressLimit} addresses. Delete one you no longer use to save a new one.`,
    );
    const inFinnish = await create(guest, { ...details, name: 'Vielä yksi' }, 'fi');
    expect(inFinnish.status).toBe(400);
    expect(errorMessage(inFinnish.body)).toBe(
      `Voit tallentaa enintään ${savedAddressLimit} osoitetta. Poista jokin, jota et enää käytä, niin voit tallentaa uuden.`,
    );

    const list = await api.call('GET', '/api/v1/users/addresses', { token: guest.token });
    const { addresses } = addressesResponseSchema.parse(list.body);
    expect(addresses.other_addresses).toHaveLength(savedAddressLimit);
    expect(addresses.other_addresses.map((address) => address.name)).not.toContain('One too many');
  });
});
