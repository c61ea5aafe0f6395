import type { InvoiceRecord } from '@/server/orders/store/invoice-records';
import { itemAttributesOf, toInvoiceDto } from '@/server/orders/store/invoice-dto';

const createdAt = new Date('2026-01-15T22:30:00Z');

const record: InvoiceRecord = {
  invoice: {
    id: 1,
    queryId: 'inv_A',
    orderId: 'ORD-A',
    shortOrderId: 'ABC234',
    userId: 7,
    companyId: 3,
    status: 'order_confirmed',
    paymentMethod: 'CASH',
    currency: 'EUR',
    subTotal: 2980,
    itemsDiscount: 0,
    voucherCode: 'HELMI5',
    voucherDiscount: 500,
    tip: 0,
    serviceFee: 0,
    deliveryFee: 390,
    taxLines: [{ tax_percent: 13.5, gross: 2980, net: 2626, vat: 354 }],
    taxTotal: 354,
    payable: 2870,
    deliveryAddress: null,
    email: null,
    channelQueryId: null,
    invoiceNote: null,
    statusHistory: [
      { status: 'order_pending', time: '2026-01-15T22:31:00.000Z' },
      { status: 'order_confirmed', time: '2026-01-15T22:35:00.000Z' },
    ],
    createdAt,
    placedAt: createdAt,
    paidAt: null,
    readyAt: null,
  },
  items: [
    {
      id: 'itm_A',
      invoiceId: 1,
      position: 0,
      productId: 11,
      productQueryId: 'soup',
      productName: 'Lohikeitto',
      quantity: 2,
      taxBasisPoints: 1350,
      cost: 1490,
      costAfterDiscount: 1490,
      amount: 2980,
      discount: 0,
      discountType: null,
      payable: 2980,
      currency: 'EUR',
      itemDescription: '',
      instruction: 'No dill',
      promotion: null,
      size: { id: 'soup--size-l', name: 'L' },
      color: null,
      variantOptions: [{ id: 'soup--option-bread', name: 'Rye' }],
    },
  ],
  company: {
    id: 3,
    queryId: 'sataman-helmi',
    name: 'Sataman Helmi',
    shopName: null,
    description: '',
    bannerUrl: '/media/helmi.svg',
    merchantBanner: null,
    overrideDeliveryFee: false,
    deliveryFeeValue: 0,
    pictureMediumUrl: null,
    tag: null,
    shopStatus: 'open',
    addressQueryId: 'addr-helmi',
    addressDescription: 'Harbour 1',
    addressLat: 60.1,
    addressLong: 24.9,
    merchantLat: 60.1,
    merchantLong: 24.9,
    serviceAreaRadiusKm: 5,
    minAmount: 1500,
    currency: 'EUR',
    deliveryMinutes: 90,
    preparationMinutes: 20,
    preparationTimeFlag: true,
    openingHours: [],
    footerDescription: null,
    pickupLocations: [],
    translations: {},
    ordersPausedUntil: null,
    ordersPausedUntilResumed: false,
    orderCapPerQuarterHour: null,
    ordersFullUntil: null,
    timeZone: 'Europe/Helsinki',
  },
};

describe('toInvoiceDto', () => {
  const dto = toInvoiceDto(record, 'data:image/png;base64,AAAA');

  it('states creation in the store\u2019s local date and time (Helsinki)', () => {
    expect([dto.created_date, dto.created_time]).toEqual(['2026-01-16', '00:30']);
  });

  it('answers the stored amounts, voucher, fee and status history as they are', () => {
    expect(dto).toMatchObject({
      status: 'order_confirmed',
      voucher: { code: 'HELMI5', discount_amount: 500 },
      voucher_discount: 500,
      delivery_fee: 390,
      payble_amount: 28.7,
      cents: 2870,
      payments: [{ payment_type: 'CASH' }],
      qr_data_url: 'data:image/png;base64,AAAA',
    });
    expect(dto.merchant.delivery_time).toEqual({ day: 0, hour: 1, minute: 30 });
    expect(dto.status_and_time.map((step) => step.status)).toEqual(['order_pending', 'order_confirmed']);
    expect(dto.invoice_items[0]).toMatchObject({ tax_percent: 13.5, discount: { amount: 0, type: null } });
  });
});

describe('itemAttributesOf', () => {
  it('gives back the lines as the customer asked for them, to price them again', () => {
    expect(itemAttributesOf(record.items)).toEqual([
      {
        product_query_id: 'soup',
        quantity: 2,
        instruction: 'No dill',
        item_description: '',
        size: { id: 'soup--size-l', name: 'L' },
        color: null,
        variant_option_ids: ['soup--option-bread'],
      },
    ]);
  });
});
