import { registerResponseSchema, verifyOtpResponseSchema } from '@/contract/accounts/sign-in.contract';
import { addressResponseSchema } from '@/contract/accounts/address.contract';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import { categoriesResponseSchema } from '@/contract/catalogue/categories.contract';
import { storeProductResponseSchema } from '@/contract/merchant/store-products.contract';
import { netaxeptInitResponseSchema } from '@/contract/payments/netaxept.contract';
import { stripeInitResponseSchema } from '@/contract/payments/stripe.contract';
import { ridePaymentInitResponseSchema } from '@/contract/transport/ride-payment.contract';
import { rideResponseSchema } from '@/contract/transport/ride.contract';
import { bankPaymentType, bankReturnUrl } from '@/domain/payments/bank-payment';
import { transactionId } from '@/domain/payments/payment-initiation';
import { demoLogin, freshMobileNumber, type AccountsServer } from '../../accounts/accounts-client';
import {
  helmiOwner,
  helmiSoup,
  helmiStaff,
  kallioOwner,
  kallioStaff,
  placedOrder,
  setStatus,
  staffToken,
} from '../../merchant/merchant-client';
import { guestSession, newInvoice, placeOrder, products, tshirtChoice, type Session } from '../../orders/orders-client';
import { openCardForm } from '../../payments/bank-card-client';
import { invoicePaidBy } from '../../payments/payments-client';
import { rideBody, transportToken } from '../../transport/transport-client';
import type { HostileRequest } from './hostile-request';
import { officeBaselines } from './office-baselines';

/** A line with every field of the spec's invoice item, for the bodies that carry lines. */
const tshirtLine = {
  product_query_id: products.tshirt,
  quantity: 1,
  instruction: 'No onions',
  item_description: 'Burgeri T-paita',
  size: { id: tshirtChoice.size, name: 'M' },
  color: { id: tshirtChoice.color, name: 'Musta' },
  variant_option_ids: [],
};

/**
 * A request of an operation that the server accepts (or refuses for a reason no field of it causes, such as an
 * order already placed). `fresh` builds a new one for each variant where the accepted request uses something up
 * (a one-time password, a sign-up token, a session): without it, every variant after the first would be refused
 * for that instead of for its own value.
 */
export interface Baseline {
  request: HostileRequest;
  fresh?: () => Promise<HostileRequest>;
  /** Why the server refuses this baseline with a 400 whatever is done, when it has to (said, not silently allowed). */
  refusedBecause?: string;
}

interface Parts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string>;
  session?: string;
  bearer?: string;
}

function request(method: string, path: string, parts: Parts = {}): HostileRequest {
  const encode = (values: Record<string, string> = {}) =>
    Object.entries(values).map(([name, value]): [string, string] => [name, encodeURIComponent(value)]);
  const body: HostileRequest['body'] =
    parts.json !== undefined
      ? { type: 'json', value: parts.json }
      : parts.form !== undefined
        ? { type: 'form', fields: encode(parts.form) }
        : parts.multipart !== undefined
          ? { type: 'multipart', fields: Object.entries(parts.multipart) }
          : undefined;
  return {
    method,
    path,
    pathParams: Object.fromEntries(encode(parts.params)),
    query: encode(parts.query),
    ...(body === undefined ? {} : { body }),
    ...(parts.session === undefined ? {} : { session: parts.session }),
    ...(parts.bearer === undefined ? {} : { bearer: parts.bearer }),
  };
}

function ok<T>(what: string, answer: { status: number; body: unknown }, parse: (body: unknown) => T): T {
  if (answer.status !== 200) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return parse(answer.body);
}

/** Everything the baselines refer to, made through the API as a client would. */
async function fixturesOf(api: AccountsServer) {
  const signedIn = await api.call('POST', '/api/v1/users/authenticate', {
    body: { login_id: demoLogin.loginId, password: demoLogin.pin },
  });
  const { user } = ok('Login', signedIn, (body) => sessionResponseSchema.parse(body));
  const customer: Session = { token: user.session_ktb_token, userQueryId: user.query_id };

  const cashInvoice = await newInvoice(api, customer, 'sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);
  const placedInvoice = await newInvoice(api, customer, 'sataman-helmi', [
    { product: products.lohikeitto, quantity: 2 },
  ]);
  ok('Place order', await placeOrder(api, customer, placedInvoice.query_id), (body) => body);

  const tshirt = [{ product: products.tshirt, quantity: 1, ...tshirtChoice }];
  const cardInvoice = await invoicePaidBy(api, customer, 'NEST_CARD_PAY', tshirt);
  const netaxeptQuery = {
    orderNumber: cardInvoice.short_order_id,
    amount: String(cardInvoice.cents),
    transactionId: transactionId(cardInvoice.short_order_id, cardInvoice.cents),
    invoiceQueryId: cardInvoice.query_id,
    merchantQueryId: cardInvoice.merchant.query_id,
    paymentMethod: 'NEST_CARD_PAY',
  };
  const netaxept = ok(
    'Netaxept init',
    await api.call('GET', `/api/v1/netaxept-payment-gateway/init?${new URLSearchParams(netaxeptQuery).toString()}`, {
      token: customer.token,
    }),
    (body) => netaxeptInitResponseSchema.parse(body),
  );

  const stripeInvoice = await invoicePaidBy(api, customer, 'STRIPE', tshirt);
  const stripeBody = {
    stripeInitDetails: { invoiceQueryId: stripeInvoice.query_id },
    merchantQueryId: stripeInvoice.merchant.query_id,
  };
  const intent = ok(
    'Stripe init',
    await api.call('POST', '/api/v1/user/stripe/payment/init?random=0.5', { body: stripeBody, token: customer.token }),
    (body) => stripeInitResponseSchema.parse(body),
  );

  const soneriInvoice = await invoicePaidBy(api, customer, 'PAYMENT_BY_SONERI', tshirt);
  const soneriFields = {
    invoiceQueryId: soneriInvoice.query_id,
    amount: String(soneriInvoice.cents),
    orderId: soneriInvoice.short_order_id,
    type: bankPaymentType,
    redirectUrl: bankReturnUrl(api.server.baseUrl, soneriInvoice.query_id),
  };
  const cardForm = await openCardForm(api, customer);

  const address = {
    name: 'Koti',
    building: 'A',
    street: 'Mannerheimintie 1',
    floor: '2',
    room: '12',
    landmark: 'Blue door',
    district: 'Kamppi',
    lat: 60.17,
    long: 24.94,
    type: 'others',
    description: 'Second floor',
  };
  const addressQueryId = ok(
    'Create address',
    await api.call('POST', '/api/v1/users/create_address', { body: { address }, token: customer.token }),
    (body) => addressResponseSchema.parse(body).address.query_id,
  );

  const categories = ok(
    'Categories',
    await api.call('GET', '/api/v1/companies/sataman-helmi/categories'),
    (body) => categoriesResponseSchema.parse(body).categories,
  );
  const category = categories[0];
  if (category === undefined) throw new Error('The store has no categories');

  const staff = await staffToken(api, helmiStaff);
  const owner = await staffToken(api, helmiOwner);
  // A paid order the owner can refund a cent at a time, once per variant: a placed cash order whose cash came.
  const refundableInvoice = await newInvoice(api, customer, 'sataman-helmi', [
    { product: products.lohikeitto, quantity: 2 },
  ]);
  ok('Place the refundable order', await placeOrder(api, customer, refundableInvoice.query_id), (body) => body);
  ok(
    'Receive its cash',
    await api.call('PUT', `/merchant/v1/orders/${refundableInvoice.query_id}/cash_received`, { bearer: staff }),
    (body) => body,
  );
  const transport = await transportToken(api);
  const ride = ok(
    'Book a ride',
    // A week ahead, so the sandbox gives it no rider while the walk runs, however long that takes: its search
    // stays cancellable, which the cancel route's baseline needs.
    await api.call('POST', '/api/v1/zapp_go/cablah_invoice', {
      body: rideBody({
        advance_booking: true,
        advance_booking_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      }),
      bearer: transport,
    }),
    (body) => rideResponseSchema.parse(body).invoice,
  );
  const cardRide = async () =>
    ok(
      'Book a ride by card',
      await api.call('POST', '/api/v1/zapp_go/cablah_invoice', {
        body: rideBody({ payment_method: 'STRIPE' }),
        bearer: transport,
      }),
      (body) => rideResponseSchema.parse(body).invoice,
    );
  const unpaidRide = await cardRide();
  const rideIntent = ok(
    'Start a ride payment',
    await api.call('POST', '/api/v1/zapp_go/ride_payment/init', {
      body: { id: (await cardRide()).query_id },
      bearer: transport,
    }),
    (body) => ridePaymentInitResponseSchema.parse(body),
  );
  const rideSecret = new URL(rideIntent.confirmUrl).hash.replace('#client_secret=', '');

  return {
    customer,
    cashInvoice,
    placedInvoice,
    netaxeptQuery,
    netaxept,
    stripeBody,
    intent,
    soneriFields,
    cardForm,
    address,
    addressQueryId,
    category,
    staff,
    owner,
    refundableInvoice,
    transport,
    ride,
    unpaidRide,
    rideIntent,
    rideSecret,
  };
}

/** A number registered in step 1 of the sign-up, with the one-time password sent to it. */
async function registered(api: AccountsServer): Promise<{ mobileNumber: string; userId: string; otp: string }> {
  const mobileNumber = freshMobileNumber('361');
  const answer = await api.call('POST', '/api/v1/users', { body: { user: { mobile_number: mobileNumber } } });
  const { user_query_id } = ok('Register', answer, (body) => registerResponseSchema.parse(body));
  return { mobileNumber, userId: user_query_id, otp: await api.latestCode(mobileNumber) };
}

/** A number registered and verified: step 3 of the sign-up is next. */
async function verified(api: AccountsServer): Promise<{ mobileNumber: string; userId: string; signUpToken: string }> {
  const { mobileNumber, userId, otp } = await registered(api);
  const answer = await api.call('POST', `/api/v1/users/${userId}/verify_mobile_otp`, { body: { mobile_otp: otp } });
  const { sign_up_token } = ok('Verify', answer, (body) => verifyOtpResponseSchema.parse(body));
  return { mobileNumber, userId, signUpToken: sign_up_token };
}

const newPin = '654321';

/** A customer of its own who asked for a PIN reset: the reset code is in the outbox. */
async function resetting(api: AccountsServer): Promise<{ loginId: string; otp: string }> {
  const { mobileNumber, userId, signUpToken } = await verified(api);
  const saved = await api.call('POST', `/api/v1/users/${userId}/update_user`, {
    body: { user: { full_name: 'Hostile Tester', password: '123456' }, sign_up_token: signUpToken },
  });
  ok('Sign-up', saved, (body) => body);
  const forgot = await api.call('POST', '/api/v1/users/forgot_password', { body: { login_id: mobileNumber } });
  ok('Forgot PIN', forgot, (body) => body);
  return { loginId: mobileNumber, otp: await api.latestCode(mobileNumber) };
}

let addressBooks = 0;

/**
 * The session of a guest of its own, with an empty address book. A customer keeps at most savedAddressLimit
 * addresses and the walk saves one for every hostile value that is accepted, so the saves that must succeed each
 * get a book with room, and the walk's concurrent requests never meet each other's addresses.
 */
async function emptyAddressBook(api: AccountsServer): Promise<string> {
  addressBooks += 1;
  return (await guestSession(api, `hostile-address-book-${addressBooks}`)).token;
}

/** The baseline of every operation of the document, by "METHOD /path". */
export async function baselinesOf(api: AccountsServer): Promise<Record<string, Baseline>> {
  const f = await fixturesOf(api);
  const session = f.customer.token;
  const staff = f.staff;
  // A confirmed order of its own takes the kitchen's estimates; Kallion Keittiö's staff pause and cap their own
  // store, so no order the walk makes at Sataman Helmi is ever refused for a paused kitchen.
  const confirmed = await placedOrder(api, 'hostile-ready-by', 'sataman-helmi', [{ product: helmiSoup, quantity: 2 }]);
  ok('Confirm', await setStatus(api, staff, confirmed.invoiceQueryId, 'order_confirmed'), (body) => body);
  const kallio = await staffToken(api, kallioStaff);
  // Kallion Keittiö's owner keeps the store settings the walk sends, so Sataman Helmi's days never move.
  const kallioOwnerToken = await staffToken(api, kallioOwner);
  const transport = f.transport;
  const fixed = (built: HostileRequest): Baseline => ({ request: built });
  /** A product the walk adds to the staff's store for itself: its query id. */
  const walkProduct = async (name: string): Promise<string> => {
    const added = await api.call('POST', '/merchant/v1/products', {
      bearer: staff,
      body: { name, category: 'Bakery', cost: 300 },
    });
    if (added.status !== 201) throw new Error(`Product failed: ${added.status} ${JSON.stringify(added.body)}`);
    return storeProductResponseSchema.parse(added.body).product.query_id;
  };
  const renewed = async (build: () => Promise<HostileRequest>): Promise<Baseline> => ({
    request: await build(),
    fresh: build,
  });

  const verifyRequest = async () => {
    const { userId, otp } = await registered(api);
    return request('POST', '/api/v1/users/{userId}/verify_mobile_otp', {
      params: { userId },
      json: { mobile_otp: otp },
    });
  };
  const updateUserRequest = async () => {
    const { userId, signUpToken } = await verified(api);
    return request('POST', '/api/v1/users/{userId}/update_user', {
      params: { userId },
      json: {
        user: { full_name: 'Hostile Tester', password: '123456', email: 'hostile@example.fi', dob: '1990-01-31' },
        sign_up_token: signUpToken,
      },
    });
  };
  const resetRequest = async () => {
    const { loginId, otp } = await resetting(api);
    return request('POST', '/api/v1/users/reset_password', { json: { login_id: loginId, otp, password: newPin } });
  };
  const logoutRequest = async () =>
    request('POST', '/api/v1/users/logout', { session: (await guestSession(api, `hostile-${Math.random()}`)).token });

  const invoice = f.cashInvoice.query_id;
  const merchant = f.cashInvoice.merchant.query_id;
  return {
    'GET /geocoder/api': fixed(
      request('GET', '/geocoder/api', { query: { q: 'kamppi', lat: '60.17', lon: '24.94', limit: '5', lang: 'fi' } }),
    ),
    'GET /geocoder/reverse': fixed(
      request('GET', '/geocoder/reverse', { query: { lat: '60.1699', lon: '24.9312', lang: 'en', radius: '0.5' } }),
    ),
    'GET /api/v1/companies': fixed(
      request('GET', '/api/v1/companies', {
        query: {
          industry_id: '1',
          page: '1',
          page_size: '10',
          sort: 'default',
          lat: '60.17',
          long: '24.94',
          trade_type_id: '1',
        },
      }),
    ),
    'GET /api/v1/companies/{queryId}': fixed(
      request('GET', '/api/v1/companies/{queryId}', { params: { queryId: 'sataman-helmi' } }),
    ),
    'GET /api/v1/companies/{queryId}/categories': fixed(
      request('GET', '/api/v1/companies/{queryId}/categories', { params: { queryId: 'sataman-helmi' } }),
    ),
    'GET /api/v1/products': fixed(
      request('GET', '/api/v1/products', {
        query: {
          organization_query_id: 'sataman-helmi',
          page: '1',
          per_page: '10',
          name: 'keitto',
          category_id: f.category.id,
        },
      }),
    ),
    'GET /api/v1/products/{queryId}': fixed(
      request('GET', '/api/v1/products/{queryId}', { params: { queryId: products.lohikeitto } }),
    ),
    'GET /api/v1/users/app_search': fixed(
      request('GET', '/api/v1/users/app_search', {
        query: {
          query: 'keitto',
          page: '1',
          per_page: '10',
          store_id: 'sataman-helmi',
          industry_id: '1',
          autocomplete: 'true',
        },
      }),
    ),
    'POST /api/v2/users/authenticate_anonymously': fixed(
      request('POST', '/api/v2/users/authenticate_anonymously', { json: { device_uuid: 'hostile-device' } }),
    ),
    'POST /api/v1/users/authenticate': fixed(
      request('POST', '/api/v1/users/authenticate', { json: { login_id: demoLogin.loginId, password: demoLogin.pin } }),
    ),
    'POST /api/v1/users/logout': await renewed(logoutRequest),
    'POST /api/v1/users': await renewed(async () =>
      request('POST', '/api/v1/users', { json: { user: { mobile_number: freshMobileNumber('362') } } }),
    ),
    'PUT /api/v1/users/{userId}/resend_otp': {
      ...(await renewed(async () =>
        request('PUT', '/api/v1/users/{userId}/resend_otp', { params: { userId: (await registered(api)).userId } }),
      )),
      refusedBecause:
        'a new code is refused for 30 s after the one the registration sent; its only field, userId, is named in it',
    },
    'POST /api/v1/users/{userId}/verify_mobile_otp': await renewed(verifyRequest),
    'POST /api/v1/users/{userId}/update_user': await renewed(updateUserRequest),
    'POST /api/v1/users/forgot_password': fixed(
      request('POST', '/api/v1/users/forgot_password', { json: { login_id: demoLogin.loginId } }),
    ),
    'POST /api/v1/users/reset_password': await renewed(resetRequest),
    'GET /api/v1/users/addresses': fixed(request('GET', '/api/v1/users/addresses', { session })),
    'POST /api/v1/users/create_address': await renewed(async () =>
      request('POST', '/api/v1/users/create_address', {
        json: { address: f.address },
        session: await emptyAddressBook(api),
      }),
    ),
    'PUT /api/v1/users/update_address': fixed(
      request('PUT', '/api/v1/users/update_address', {
        json: { address: { ...f.address, query_id: f.addressQueryId } },
        session,
      }),
    ),
    'DELETE /api/v1/users/delete_address': await renewed(async () => {
      const owner = await emptyAddressBook(api);
      const created = await api.call('POST', '/api/v1/users/create_address', {
        body: { address: { ...f.address, type: 'others' } },
        token: owner,
      });
      const queryId = ok('Create address', created, (body) => addressResponseSchema.parse(body).address.query_id);
      return request('DELETE', '/api/v1/users/delete_address', {
        json: { address: { query_id: queryId } },
        session: owner,
      });
    }),
    'PUT /api/v1/users/select_address': fixed(
      request('PUT', '/api/v1/users/select_address', { json: { address_query_id: f.addressQueryId }, session }),
    ),
    'POST /api/v1/users/register_device': fixed(
      request('POST', '/api/v1/users/register_device', {
        json: { device_uuid: 'hostile-device', push_token: 'push-token-1' },
        session,
      }),
    ),
    'GET /api/v1/push/public_key': fixed(request('GET', '/api/v1/push/public_key', {})),
    'POST /api/v1/push/subscription': fixed(
      request('POST', '/api/v1/push/subscription', {
        // Nothing listens there (the discard port): a status change the walk makes pushes to it, fails, and is only logged.
        json: {
          endpoint: 'http://127.0.0.1:9/hostile-subscription',
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
        session,
      }),
    ),
    'GET /api/v1/users/{userId}/vouchers': fixed(
      request('GET', '/api/v1/users/{userId}/vouchers', {
        params: { userId: f.customer.userQueryId },
        query: { merchant_query_id: merchant },
        session,
      }),
    ),
    'GET /dev/outbox': fixed(request('GET', '/dev/outbox', { query: { recipient: demoLogin.loginId, limit: '5' } })),
    'GET /api/v1/user/sse': fixed(
      request('GET', '/api/v1/user/sse', {
        query: { 'x-p3-mwallet-session-token': session, 'x-udid': 'hostile-device' },
      }),
    ),
    'POST /api/v1/invoices': fixed(
      request('POST', '/api/v1/invoices', {
        json: {
          invoice: {
            organization_query_id: 'toolon-burgeri',
            invoice_items_attributes: [tshirtLine],
          },
          email: 'hostile@example.fi',
          paymentMethod: 'CASH',
          invoice_tip: 0,
        },
        session,
      }),
    ),
    'POST /api/v1/invoices/quote': fixed(
      request('POST', '/api/v1/invoices/quote', {
        json: {
          invoice: {
            organization_query_id: 'toolon-burgeri',
            invoice_items_attributes: [tshirtLine],
          },
          merchantAddressId: null,
          invoice_tip: 0,
          voucher_code: 'WELCOME10',
        },
        session,
      }),
    ),
    'PUT /api/v1/invoices/{id}/validate_voucher': fixed(
      request('PUT', '/api/v1/invoices/{id}/validate_voucher', {
        params: { id: invoice },
        json: { invoice: { voucher_code: 'HELMI5', query_id: invoice } },
        session,
      }),
    ),
    'PUT /api/v1/invoices/{id}': fixed(
      request('PUT', '/api/v1/invoices/{id}', {
        params: { id: invoice },
        // The spec's whole payload, so each of its fields (a line's too) is walked one at a time.
        json: {
          channel_query_id: `${f.customer.userQueryId}-cash`,
          invoice_note: 'Ovikoodi 1234',
          invoice_items_attributes: [tshirtLine],
          voucher_id: null,
          address_id: null,
          recipient_name: 'Aino',
          recipient_phone_number: '+358401234567',
          save_card: false,
        },
        session,
      }),
    ),
    'GET /api/v1/invoices/{id}/checkout': fixed(
      request('GET', '/api/v1/invoices/{id}/checkout', { params: { id: invoice }, session }),
    ),
    'GET /api/v2/invoices/{id}/fetch_invoice': fixed(
      request('GET', '/api/v2/invoices/{id}/fetch_invoice', { params: { id: invoice }, session }),
    ),
    'PUT /api/v1/invoices/{id}/place_order': fixed(
      request('PUT', '/api/v1/invoices/{id}/place_order', {
        params: { id: f.placedInvoice.query_id },
        json: {},
        session,
      }),
    ),
    'GET /api/v1/users/orders': fixed(
      request('GET', '/api/v1/users/orders', { query: { order_type: 'active', page: '1', per_page: '10' }, session }),
    ),
    'POST /api/v1/email/send': fixed(
      request('POST', '/api/v1/email/send', {
        json: { toEmail: 'hostile@example.fi', invoiceQueryId: f.placedInvoice.query_id, locale: 'en' },
        session,
      }),
    ),
    'POST /api/v1/user/send/notification/merchant': fixed(
      request('POST', '/api/v1/user/send/notification/merchant', {
        json: {
          module: 'order',
          subModule: 'placed',
          moduleCode: 9017,
          merchantQueryId: f.placedInvoice.merchant.query_id,
          queryId: f.placedInvoice.query_id,
        },
        session,
      }),
    ),
    'GET /api/v1/invoices/{id}/receipt': fixed(
      request('GET', '/api/v1/invoices/{id}/receipt', {
        params: { id: f.placedInvoice.query_id },
        query: { locale: 'fi' },
        session,
      }),
    ),
    'GET /api/v1/netaxept-payment-gateway/init': fixed(
      request('GET', '/api/v1/netaxept-payment-gateway/init', { query: f.netaxeptQuery, session }),
    ),
    'POST /api/v1/user/stripe/payment/init': fixed(
      request('POST', '/api/v1/user/stripe/payment/init', { query: { random: '0.5' }, json: f.stripeBody, session }),
    ),
    'GET /api/v1/users/{userId}/add_card': fixed(
      request('GET', '/api/v1/users/{userId}/add_card', { params: { userId: f.customer.userQueryId }, session }),
    ),
    'GET /sandbox/netaxept/terminal': fixed(
      request('GET', '/sandbox/netaxept/terminal', {
        query: { transactionId: f.netaxept.transactionId, invoiceQueryId: f.netaxeptQuery.invoiceQueryId },
      }),
    ),
    'POST /sandbox/netaxept/terminal': fixed(
      request('POST', '/sandbox/netaxept/terminal', {
        form: {
          transactionId: f.netaxept.transactionId,
          invoiceQueryId: f.netaxeptQuery.invoiceQueryId,
          action: 'pay',
        },
      }),
    ),
    'GET /sandbox/soneri/login': fixed(request('GET', '/sandbox/soneri/login', { query: f.soneriFields })),
    'POST /sandbox/soneri/login': fixed(
      request('POST', '/sandbox/soneri/login', { form: { ...f.soneriFields, decision: 'approve' } }),
    ),
    'GET /sandbox/bank-card/form': fixed(request('GET', '/sandbox/bank-card/form', { query: { s: f.cardForm.s } })),
    'POST /sandbox/bank-card/form': fixed(
      request('POST', '/sandbox/bank-card/form', {
        form: { s: f.cardForm.s, card_number: '4242 4242 4242 4242', card_expiry: '12/34' },
      }),
    ),
    'GET /sandbox/stripe/checkout': fixed(
      request('GET', '/sandbox/stripe/checkout', { query: { payment_intent: f.intent.paymentIntentId } }),
    ),
    'POST /sandbox/stripe/checkout': fixed(
      request('POST', '/sandbox/stripe/checkout', {
        form: {
          payment_intent: f.intent.paymentIntentId,
          client_secret: f.intent.clientSecret,
          action: 'pay',
          card_number: '4242 4242 4242 4242',
          card_expiry: '12/34',
          card_cvc: '123',
        },
      }),
    ),
    'POST /merchant/v1/staff/sign_in': fixed(request('POST', '/merchant/v1/staff/sign_in', { json: helmiStaff })),
    'GET /merchant/v1/orders': fixed(
      request('GET', '/merchant/v1/orders', {
        query: { status: 'order_pending', page: '1', per_page: '10' },
        bearer: staff,
      }),
    ),
    'PUT /merchant/v1/orders/{invoiceQueryId}/status': fixed(
      request('PUT', '/merchant/v1/orders/{invoiceQueryId}/status', {
        params: { invoiceQueryId: f.placedInvoice.query_id },
        json: { status: 'order_confirmed' },
        bearer: staff,
      }),
    ),
    // The placed order is a cash order: recording its cash is the baseline (a second time changes nothing).
    'PUT /merchant/v1/orders/{invoiceQueryId}/cash_received': fixed(
      request('PUT', '/merchant/v1/orders/{invoiceQueryId}/cash_received', {
        params: { invoiceQueryId: f.placedInvoice.query_id },
        bearer: staff,
      }),
    ),
    'GET /merchant/v1/orders/{invoiceQueryId}/refunds': fixed(
      request('GET', '/merchant/v1/orders/{invoiceQueryId}/refunds', {
        params: { invoiceQueryId: f.refundableInvoice.query_id },
        bearer: f.owner,
      }),
    ),
    'POST /merchant/v1/orders/{invoiceQueryId}/refunds': fixed(
      request('POST', '/merchant/v1/orders/{invoiceQueryId}/refunds', {
        params: { invoiceQueryId: f.refundableInvoice.query_id },
        // A chosen amount reads no line, yet a line is there so that its fields too are walked.
        json: { kind: 'amount', amount: 1, lines: [{ line_id: 'line-1', quantity: 1 }], reason: 'Soup was cold' },
        bearer: f.owner,
      }),
    ),
    'PUT /merchant/v1/orders/{invoiceQueryId}/ready_by': fixed(
      request('PUT', '/merchant/v1/orders/{invoiceQueryId}/ready_by', {
        params: { invoiceQueryId: confirmed.invoiceQueryId },
        json: { ready_in_minutes: 20 },
        bearer: staff,
      }),
    ),
    'GET /merchant/v1/store/order_intake': fixed(request('GET', '/merchant/v1/store/order_intake', { bearer: kallio })),
    'PUT /merchant/v1/store/order_intake/pause': fixed(
      request('PUT', '/merchant/v1/store/order_intake/pause', { json: { minutes: 15 }, bearer: kallio }),
    ),
    'DELETE /merchant/v1/store/order_intake/pause': fixed(
      request('DELETE', '/merchant/v1/store/order_intake/pause', { bearer: kallio }),
    ),
    'PUT /merchant/v1/store/order_intake/cap': fixed(
      request('PUT', '/merchant/v1/store/order_intake/cap', { json: { orders_per_quarter_hour: 0 }, bearer: kallio }),
    ),
    'GET /merchant/v1/store/settings': fixed(
      request('GET', '/merchant/v1/store/settings', { bearer: kallioOwnerToken }),
    ),
    'PUT /merchant/v1/store/settings': fixed(
      request('PUT', '/merchant/v1/store/settings', {
        json: { time_zone: 'Europe/Helsinki', preparation_time_flag: true },
        bearer: kallioOwnerToken,
      }),
    ),
    'GET /merchant/v1/orders/{invoiceQueryId}': fixed(
      request('GET', '/merchant/v1/orders/{invoiceQueryId}', {
        params: { invoiceQueryId: f.placedInvoice.query_id },
        bearer: staff,
      }),
    ),
    'GET /merchant/v1/orders/events': fixed(request('GET', '/merchant/v1/orders/events', { bearer: staff })),
    // The store's staff list is the owner's.
    'GET /merchant/v1/staff': fixed(request('GET', '/merchant/v1/staff', { bearer: f.owner })),
    ...(await officeBaselines(api, { staff, owner: f.owner }, request)),
    // Signing out ends the session: each variant signs out a session of its own.
    'POST /merchant/v1/staff/sign_out': await renewed(async () =>
      request('POST', '/merchant/v1/staff/sign_out', { bearer: await staffToken(api, helmiStaff) }),
    ),
    'GET /merchant/v1/products': fixed(request('GET', '/merchant/v1/products', { bearer: staff })),
    'PUT /merchant/v1/products/{productQueryId}': fixed(
      request('PUT', '/merchant/v1/products/{productQueryId}', {
        params: { productQueryId: 'sataman-helmi--lohikeitto' },
        json: { cost: 1490, product_available_quantity: 5, unlimited: true, unlimited_out_of_stock: false },
        bearer: staff,
      }),
    ),
    'POST /merchant/v1/products': fixed(
      request('POST', '/merchant/v1/products', {
        json: { name: 'Hostile bread', category: 'Bakery', brand: 'B', color: '#112233', size: 'M', cost: 300 },
        bearer: staff,
      }),
    ),
    // A product of the walk's own, so its edits change nothing another baseline orders.
    'PUT /merchant/v1/products/{productQueryId}/details': fixed(
      request('PUT', '/merchant/v1/products/{productQueryId}/details', {
        params: { productQueryId: await walkProduct('Hostile soup to edit') },
        json: {
          name: 'Hostile soup',
          category: 'Bakery',
          brand: 'B',
          description: 'Edited',
          sizes: ['S', 'M'],
          colors: ['Musta'],
        },
        bearer: staff,
      }),
    ),
    // A removed product is not there to remove again: each sending removes a product of its own.
    'DELETE /merchant/v1/products/{productQueryId}': await renewed(async () =>
      request('DELETE', '/merchant/v1/products/{productQueryId}', {
        params: { productQueryId: await walkProduct('Hostile soup to remove') },
        bearer: staff,
      }),
    ),
    'GET /merchant/v1/orders/past': fixed(
      request('GET', '/merchant/v1/orders/past', {
        query: { code: 'ABC234', phone: '040 123 4567', date: '2026-11-26', page: '1', per_page: '25' },
        bearer: staff,
      }),
    ),
    // An entry no product uses: deleting it is accepted every time (deleted already answers the same).
    'DELETE /merchant/v1/products/options/{list}/{value}': fixed(
      request('DELETE', '/merchant/v1/products/options/{list}/{value}', {
        params: { list: 'brand', value: 'Hostile brand' },
        bearer: staff,
      }),
    ),
    'POST /merchant/v1/products/images': {
      ...fixed(request('POST', '/merchant/v1/products/images', { multipart: { image: 'not a file' }, bearer: staff })),
      refusedBecause: 'the walk sends text fields only, and a picture upload takes one file part and nothing else',
    },
    'POST /merchant/v1/transport/sign_in': fixed(
      request('POST', '/merchant/v1/transport/sign_in', { json: { device_id: 'hostile-walk-device-0f6c1d2e' } }),
    ),
    'GET /api/v1/zapp_go/cablah_price': fixed(
      request('GET', '/api/v1/zapp_go/cablah_price', {
        query: {
          pickup_lat_long: '1.2834,103.8607',
          dropoff_lat_long: '1.3644,103.9915',
          type: 'economy',
          time_zone: 'Asia/Singapore',
        },
        bearer: transport,
      }),
    ),
    'POST /api/v1/zapp_go/cablah_invoice': fixed(
      request('POST', '/api/v1/zapp_go/cablah_invoice', { json: rideBody(), bearer: transport }),
    ),
    'GET /api/v1/zapp_go/invoice_status': fixed(
      request('GET', '/api/v1/zapp_go/invoice_status', { query: { id: f.ride.query_id }, bearer: transport }),
    ),
    'GET /api/v1/zapp_go/cancel_rider_search': fixed(
      request('GET', '/api/v1/zapp_go/cancel_rider_search', { query: { id: f.ride.query_id }, bearer: transport }),
    ),
    'POST /api/v1/zapp_go/email/send': fixed(
      request('POST', '/api/v1/zapp_go/email/send', {
        json: { toEmail: 'hostile@example.fi', invoiceQueryId: f.ride.query_id, locale: 'en' },
        bearer: transport,
      }),
    ),
    'POST /api/v1/zapp_go/ride_payment/init': fixed(
      request('POST', '/api/v1/zapp_go/ride_payment/init', { json: { id: f.unpaidRide.query_id }, bearer: transport }),
    ),
    'GET /sandbox/ride/checkout': fixed(
      request('GET', '/sandbox/ride/checkout', { query: { payment_intent: f.rideIntent.paymentIntentId } }),
    ),
    'POST /sandbox/ride/checkout': fixed(
      request('POST', '/sandbox/ride/checkout', {
        form: {
          payment_intent: f.rideIntent.paymentIntentId,
          client_secret: f.rideSecret,
          action: 'pay',
          card_number: '4242 4242 4242 4242',
          card_expiry: '12/34',
          card_cvc: '123',
        },
      }),
    ),
    'GET /ride-receipts/confirm': fixed(request('GET', '/ride-receipts/confirm', { query: { lang: 'fi' } })),
    'POST /ride-receipts/confirm': {
      ...fixed(request('POST', '/ride-receipts/confirm', { form: { code: 'no-such-code', lang: 'en' } })),
      refusedBecause: 'a confirmation code works once and only from its mail, so the walk has none to send',
    },
    'POST /api/v1/zapp_go/push_subscription': fixed(
      request('POST', '/api/v1/zapp_go/push_subscription', {
        // Nothing listens there (the discard port): a ride change the walk makes pushes to it, fails, and is only logged.
        json: {
          endpoint: 'http://127.0.0.1:9/hostile-rider-subscription',
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
        bearer: transport,
      }),
    ),
    'GET /api/v1/zapp_go/bookings': fixed(
      request('GET', '/api/v1/zapp_go/bookings', { query: { page: '1', per_page: '10' }, bearer: transport }),
    ),
    'POST /api/v1/applications/merchant': fixed(
      request('POST', '/api/v1/applications/merchant', {
        multipart: {
          business_name: 'Kahvila Aino',
          contact_name: 'Aino Virtanen',
          email: 'aino@example.fi',
          phone: '040 111 2222',
          city: 'Oulu',
          message: 'We roast our own beans.',
        },
      }),
    ),
    'POST /api/v1/applications/rider': fixed(
      request('POST', '/api/v1/applications/rider', {
        multipart: {
          full_name: 'Aino Virtanen',
          email: 'aino@example.fi',
          phone: '040 111 2222',
          city: 'Oulu',
          vehicle_type: 'bicycle',
          message: 'Weekends only.',
        },
      }),
    ),
    'GET /meta.json': fixed(request('GET', '/meta.json')),
    'GET /api/v1/configurations': fixed(request('GET', '/api/v1/configurations')),
    'GET /api/docs/openapi.json': fixed(request('GET', '/api/docs/openapi.json')),
  };
}
