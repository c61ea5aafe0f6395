import type { InvoiceDto } from '@/contract/orders/invoice.contract';
import { orderDetailFromInvoice, orderSummaryFromInvoice } from '@/infrastructure/api/http-order-mapping';

function anInvoiceDto(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  const line = {
    id: 'line-1',
    product_name: 'Lohikeitto',
    product_query_id: 'sataman-helmi--lohikeitto',
    quantity: 2,
    tax_percent: 14,
    cost: 1290,
    cost_after_discount: 1290,
    amount: 2580,
    discount: { amount: 0, type: null },
    payble_amount: 25.8,
    cents: 2580,
    currency: 'EUR',
    item_description: '',
    instruction: '',
    promotion: null,
    size: null,
    color: null,
    variant_options: [],
  };
  return {
    query_id: 'inv-1',
    order_id: 'ORD-1',
    short_order_id: '1042',
    status: 'order_confirmed',
    merchant: {
      query_id: 'sataman-helmi',
      name: 'Sataman Helmi Oy',
      shop_name: 'Sataman Helmi',
      address: { description: 'Satamakatu 1, Helsinki' },
      merchant_banner: '',
      shop_status: 'open',
      preparation_time: { day: 0, hour: 1, minute: 5 },
      delivery_time: { day: 0, hour: 0, minute: 30 },
    },
    created_date: '2026-06-15',
    created_time: '15:00',
    qr_data_url: 'data:image/png;base64,QR',
    currency: 'EUR',
    invoice_items: [line],
    sub_total_amount: 2580,
    items_discount: 0,
    voucher: null,
    voucher_discount: 0,
    driver_tip: 100,
    service_fee: 0,
    delivery_fee: 0,
    tax_lines: [],
    tax_total: 0,
    payble_amount: 26.8,
    cents: 2680,
    payments: [{ payment_type: 'CASH' }],
    delivery_address: null,
    rider_assigned: false,
    zapp_man: null,
    status_and_time: [
      { status: 'order_pending', time: '2026-06-15T15:00:12+03:00' },
      { status: 'order_confirmed', time: '2026-06-15T15:02:00+03:00' },
    ],
    ...overrides,
  };
}

describe('orderSummaryFromInvoice', () => {
  it('maps the invoice to the tracking summary, created at the instant it was received', () => {
    expect(orderSummaryFromInvoice(anInvoiceDto())).toEqual({
      queryId: 'inv-1',
      shortOrderId: '1042',
      status: 'order_confirmed',
      merchantQueryId: 'sataman-helmi',
      merchantName: 'Sataman Helmi',
      preparationTime: { days: 0, hours: 1, minutes: 5 },
      createdAt: Date.parse('2026-06-15T12:00:12Z'),
      readyBy: null,
      preparationTimeFlag: true,
    });
  });

  it('carries the kitchen\u2019s estimate of when the order is ready', () => {
    const invoice = anInvoiceDto({ ready_by: '2026-06-15T12:25:00.000Z' });
    expect(orderSummaryFromInvoice(invoice).readyBy).toBe(Date.parse('2026-06-15T12:25:00.000Z'));
  });

  it("carries the store's preparation-time flag; a backend that sends none reads as on", () => {
    const invoice = anInvoiceDto();
    const off = { ...invoice, merchant: { ...invoice.merchant, preparation_time_flag: false } };
    expect(orderSummaryFromInvoice(off).preparationTimeFlag).toBe(false);
    expect(orderSummaryFromInvoice(invoice).preparationTimeFlag).toBe(true);
  });

  it('falls back to the merchant name, and to created_date and created_time without a received step', () => {
    const invoice = anInvoiceDto({ status_and_time: [] });
    const summary = orderSummaryFromInvoice({ ...invoice, merchant: { ...invoice.merchant, shop_name: null } });
    expect(summary.merchantName).toBe('Sataman Helmi Oy');
    expect(summary.createdAt).toBe(new Date(2026, 5, 15, 15, 0).getTime());
  });
});

describe('orderDetailFromInvoice', () => {
  it('carries the order id, QR, location, open status, lines at what they cost and the total paid', () => {
    const detail = orderDetailFromInvoice(
      anInvoiceDto({ merchant: { ...anInvoiceDto().merchant, shop_status: 'closed' } }),
    );
    expect(detail).toEqual({
      summary: orderSummaryFromInvoice(anInvoiceDto()),
      orderId: 'ORD-1',
      qrDataUrl: 'data:image/png;base64,QR',
      location: 'Satamakatu 1, Helsinki',
      merchantIsOpen: false,
      lines: [{ productName: 'Lohikeitto', quantity: 2, amount: 2580 }],
      total: 2680,
      refunds: [],
    });
  });

  it('carries the store\u2019s refunds, oldest first, with their instants', () => {
    const detail = orderDetailFromInvoice(
      anInvoiceDto({
        refunds: [
          { amount: 590, refunded_at: '2026-11-26T10:00:00.000+00:00' },
          { amount: 100, refunded_at: '2026-11-27T08:30:00.000Z' },
        ],
      }),
    );
    expect(detail.refunds).toEqual([
      { amount: 590, refundedAt: Date.parse('2026-11-26T10:00:00Z') },
      { amount: 100, refundedAt: Date.parse('2026-11-27T08:30:00Z') },
    ]);
  });
});
