import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import { merchantNotificationRequestSchema } from '@/contract/orders/merchant-notification.contract';
import { orderPaths } from '@/contract/orders/order-paths';
import { ordersQuerySchema } from '@/contract/orders/orders-list.contract';
import { paymentRequiredBodySchema, placeOrderRequestSchema } from '@/contract/orders/place-order.contract';
import { receiptEmailRequestSchema } from '@/contract/orders/receipt-email.contract';
import { validateVoucherRequestSchema } from '@/contract/orders/validate-voucher.contract';

describe('validate_voucher', () => {
  const body = (voucher_code: string) => ({ invoice: { voucher_code, query_id: 'inv_1' } });

  it.each([
    ['SPRING25', true],
    ['A'.repeat(50), true],
    ['', false],
    ['SPRING 25', false],
    ['KESÄ', false],
    ['A'.repeat(51), false],
  ])('code %p accepted: %p', (code, accepted) => {
    const result = validateVoucherRequestSchema.safeParse(body(code));
    expect(result.success).toBe(accepted);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual(['invoice', 'voucher_code']);
  });
});

describe('the orders list query', () => {
  it('pages by 24 from page 1 by default, reading numbers from the query string', () => {
    expect(ordersQuerySchema.parse({ order_type: 'active' })).toEqual({ order_type: 'active', page: 1, per_page: 24 });
    expect(ordersQuerySchema.parse({ order_type: 'past', page: '3', per_page: '10' })).toEqual({
      order_type: 'past',
      page: 3,
      per_page: 10,
    });
  });

  it.each([
    { order_type: 'open' },
    { order_type: 'cancelled', page: '0' },
    { order_type: 'active', per_page: '101' },
    {},
  ])('refuses %p', (query) => {
    expect(ordersQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('the receipt email', () => {
  const body = { toEmail: 'maija@example.fi', invoiceQueryId: 'inv_1', locale: 'fi', isZapp: true };

  it('accepts an invoice, an address, a language and an is{Product} flag', () => {
    expect(receiptEmailRequestSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['an invalid address', { ...body, toEmail: 'maija.example.fi' }, 'toEmail'],
    ['a flag that is not is{Product}', { ...body, admin: true }, 'admin'],
    ['a flag that is not a boolean', { ...body, isZapp: 'yes' }, 'isZapp'],
    ['no invoice', { ...body, invoiceQueryId: '' }, 'invoiceQueryId'],
    ['a language the receipt is not written in', { ...body, locale: 'sv' }, 'locale'],
    ["a subject of the caller's own", { ...body, subject: 'You won' }, 'subject'],
    ["content of the caller's own", { ...body, emailContent: '<p>Thanks</p>' }, 'emailContent'],
  ])('refuses %s, naming the field', (_, refused, field) => {
    const result = receiptEmailRequestSchema.safeParse(refused);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});

describe('the merchant notification', () => {
  const body = { module: 'ORDER', subModule: 'PAYMENT', moduleCode: 9017, merchantQueryId: 'm-1', queryId: 'inv_1' };

  it('accepts module code 9017', () => {
    expect(merchantNotificationRequestSchema.parse(body)).toEqual(body);
  });

  it.each([9016, '9017'])('refuses module code %p', (moduleCode) => {
    const result = merchantNotificationRequestSchema.safeParse({ ...body, moduleCode });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['moduleCode']);
  });
});

describe('place_order', () => {
  it.each([undefined, null, {}])('takes %p as its body', (body) => {
    expect(placeOrderRequestSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a body that tries to set anything', () => {
    expect(placeOrderRequestSchema.safeParse({ payble_amount: 0 }).success).toBe(false);
  });

  it('answers 402 with the url the bank card dialog opens', () => {
    expect(
      paymentRequiredBodySchema.safeParse({ error: { message: 'Card needed', url: 'https://pay.example/f' } }).success,
    ).toBe(true);
    expect(paymentRequiredBodySchema.safeParse({ error: { message: 'x', url: 'javascript:alert(1)' } }).success).toBe(
      false,
    );
  });
});

describe('the invoice refusal body', () => {
  it('lists products exactly when the code says products are unavailable', () => {
    const error = (code: string, unavailable_products: string[]) => ({
      error: { message: 'm', code, unavailable_products },
    });
    expect(invoiceRefusalBodySchema.safeParse(error('PRODUCTS_UNAVAILABLE', ['a'])).success).toBe(true);
    expect(invoiceRefusalBodySchema.safeParse(error('PRODUCTS_UNAVAILABLE', [])).success).toBe(false);
    expect(invoiceRefusalBodySchema.safeParse(error('MERCHANT_CLOSED', ['a'])).success).toBe(false);
    expect(invoiceRefusalBodySchema.safeParse(error('MERCHANT_CLOSED', [])).success).toBe(true);
  });
});

describe('orderPaths', () => {
  it('escapes the invoice id in every path', () => {
    expect(orderPaths.placeOrder('a/b')).toBe('invoices/a%2Fb/place_order');
    expect(orderPaths.fetchInvoice('inv_1')).toBe('invoices/inv_1/fetch_invoice');
  });
});
