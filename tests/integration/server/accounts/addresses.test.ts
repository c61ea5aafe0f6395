import { addressesResponseSchema, addressResponseSchema } from '@/contract/accounts/address.contract';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import { demoLogin, detailFields, startAccountsServer, type AccountsServer } from './accounts-client';

let api: AccountsServer;
let guest: string;
let customer: string;

beforeAll(async () => {
  api = await startAccountsServer();
  const signIn = await api.call('POST', '/api/v2/users/authenticate_anonymously', {
    body: { device_uuid: 'addresses-test-device' },
  });
  guest = sessionResponseSchema.parse(signIn.body).user.session_ktb_token;
  customer = await api.logIn(demoLogin.loginId, demoLogin.pin);
});

afterAll(() => api?.stop());

const details = {
  name: 'Office',
  building: 'Tower B',
  street: 'Mannerheimintie 1',
  floor: '4',
  room: 'A 12',
  landmark: '',
  district: 'Kamppi',
  lat: 60.17,
  long: 24.94,
};

async function create(token: string, address: Record<string, unknown>) {
  const answer = await api.call('POST', '/api/v1/users/create_address', { body: { address }, token });
  expect(answer.status).toBe(200);
  return addressResponseSchema.parse(answer.body);
}

describe('addresses', () => {
  it('creates an address, deciding type and description on the server', async () => {
    const { address, addresses } = await create(guest, { ...details, type: 'home', description: 'ignored' });
    expect(address).toMatchObject({ name: 'Office', type: 'others', description: 'A 12, Kamppi', lat: 60.17 });
    expect(addresses.other_addresses.map((saved) => saved.query_id)).toEqual([address.query_id]);
  });

  it('gives home and work their slots while free, then others', async () => {
    const home = await create(guest, { ...details, name: ' home ' });
    expect(home.address.type).toBe('home');
    const work = await create(guest, { ...details, name: 'WORK' });
    expect(work.address.type).toBe('work');
    const secondHome = await create(guest, { ...details, name: 'Home' });
    expect(secondHome.address.type).toBe('others');
    expect(secondHome.addresses.home_address?.query_id).toBe(home.address.query_id);
    expect(secondHome.addresses.work_address?.query_id).toBe(work.address.query_id);
  });

  it('lists the addresses of the session only', async () => {
    const answer = await api.call('GET', '/api/v1/users/addresses', { token: customer });
    expect(answer.status).toBe(200);
    const { addresses } = addressesResponseSchema.parse(answer.body);
    expect(addresses.home_address?.name).toBe('Home');
    expect(addresses.other_addresses).toEqual([]);
    expect(addresses.work_address).toBeNull();
  });

  it('updates an address by query id, keeping its title and its slot', async () => {
    const { address } = await create(guest, { ...details, name: 'Cottage' });
    const answer = await api.call('PUT', '/api/v1/users/update_address', {
      body: { address: { ...details, name: 'Renamed', street: 'Uusi katu 2', query_id: address.query_id } },
      token: guest,
    });
    expect(answer.status).toBe(200);
    expect(addressResponseSchema.parse(answer.body).address).toMatchObject({
      query_id: address.query_id,
      name: 'Cottage',
      street: 'Uusi katu 2',
      type: 'others',
    });
  });

  it('deletes an address by query id, and a deleted selection is no selection', async () => {
    const { address } = await create(guest, { ...details, name: 'Temporary' });
    const selected = await api.call('PUT', '/api/v1/users/select_address', {
      body: { address_query_id: address.query_id },
      token: guest,
    });
    expect(addressesResponseSchema.parse(selected.body).addresses.selectedAddressId).toBe(address.query_id);
    const answer = await api.call('DELETE', '/api/v1/users/delete_address', {
      body: { address: { ...details, query_id: address.query_id } },
      token: guest,
    });
    expect(answer.status).toBe(200);
    const { addresses } = addressesResponseSchema.parse(answer.body);
    expect(addresses.other_addresses.some((saved) => saved.query_id === address.query_id)).toBe(false);
    expect(addresses.selectedAddressId).toBeNull();
  });

  it("answers 404 for another user's address on update, delete and select, and leaves it alone", async () => {
    const { address } = await create(customer, { ...details, name: 'Private' });
    const body = { address: { ...details, query_id: address.query_id } };
    expect((await api.call('PUT', '/api/v1/users/update_address', { body, token: guest })).status).toBe(404);
    expect((await api.call('DELETE', '/api/v1/users/delete_address', { body, token: guest })).status).toBe(404);
    const select = { address_query_id: address.query_id };
    expect((await api.call('PUT', '/api/v1/users/select_address', { body: select, token: guest })).status).toBe(404);
    const mine = addressesResponseSchema.parse(
      (await api.call('GET', '/api/v1/users/addresses', { token: customer })).body,
    );
    expect(mine.addresses.other_addresses.map((saved) => saved.name)).toContain('Private');
  });

  it('answers 400 naming each required field left empty', async () => {
    const answer = await api.call('POST', '/api/v1/users/create_address', {
      body: { address: { ...details, name: ' ', room: '', district: '' } },
      token: guest,
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['address.name', 'address.room', 'address.district']);
  });

  it('answers 400 naming a field of the wrong type and a missing query_id', async () => {
    const badLat = await api.call('POST', '/api/v1/users/create_address', {
      body: { address: { ...details, lat: 'north' } },
      token: guest,
    });
    expect(detailFields(badLat.body)).toEqual(['address.lat']);
    const noId = await api.call('PUT', '/api/v1/users/update_address', { body: { address: details }, token: guest });
    expect(noId.status).toBe(400);
    expect(detailFields(noId.body)).toEqual(['address.query_id']);
  });

  it('answers 401 without a session on every address call', async () => {
    const body = { address: { ...details, query_id: 'adr-x' } };
    const answers = await Promise.all([
      api.call('GET', '/api/v1/users/addresses'),
      api.call('POST', '/api/v1/users/create_address', { body }),
      api.call('PUT', '/api/v1/users/update_address', { body }),
      api.call('DELETE', '/api/v1/users/delete_address', { body }),
      api.call('PUT', '/api/v1/users/select_address', { body: { address_query_id: null } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });
});
