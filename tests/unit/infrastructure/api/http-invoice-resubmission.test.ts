import type { PricedInvoice } from '@/application/ports/invoice-gateway.port';
import { invoiceSettlementRequestSchema } from '@/contract/orders/invoice-settlement.contract';
import { resubmissionBody } from '@/infrastructure/api/http-invoice-mapping';

// Issue 28, rows 16 and 19: the invoice update call carries the spec's whole re-submission payload.
const pickup: PricedInvoice = {
  queryId: 'inv-1',
  shortOrderId: 'S1',
  merchantQueryId: 'store-aalto',
  lines: [
    {
      productQueryId: 'tee',
      name: 'Tee',
      quantity: 2,
      cost: 500,
      costAfterDiscount: 500,
      payable: 1000,
      selection: { sizeId: 'm', colorId: null, variantOptionIds: ['oat', 'hot'] },
      instruction: 'No sugar',
    },
  ],
  amounts: { subTotal: 1000, itemsDiscount: 0, serviceFee: 0, deliveryFee: 0, taxLines: [] },
  voucherDiscount: 0,
  payable: 1000,
  tip: 0,
  voucherCode: null,
  deliveryAddressId: null,
};

const cash = { channelQueryId: 'usr-1-cash', sessionId: null };

describe('The re-submission body (the spec\u2019s invoice update call)', () => {
  it('sends the spec\u2019s defaults for a pickup without tip, voucher, note or recipient', () => {
    const body = resubmissionBody({ invoice: pickup, note: null, recipient: null }, cash);
    expect(body).toEqual({
      channel_query_id: 'usr-1-cash',
      invoice_note: null,
      checkout_type: 'pickup',
      invoice_tip: 0,
      save_card: false,
      voucher_id: null,
      address_id: null,
      recipient_name: null,
      recipient_phone_number: null,
      invoice_items_attributes: [
        {
          product_query_id: 'tee',
          quantity: 2,
          instruction: 'No sugar',
          size: { id: 'm' },
          color: null,
          variant_option_ids: ['oat', 'hot'],
        },
      ],
    });
    expect(invoiceSettlementRequestSchema.safeParse(body).success).toBe(true);
  });

  it('names a delivery, the tip in whole units, the voucher, the note, the recipient and the card session', () => {
    const delivery = { ...pickup, tip: 2000, voucherCode: 'KESA10', deliveryAddressId: 'addr-7' };
    const body = resubmissionBody(
      { invoice: delivery, note: 'Ovikoodi 1234', recipient: { name: 'Aino', phoneNumber: '+358401234567' } },
      { channelQueryId: 'usr-1-card', sessionId: 'sess-0001' },
    );
    expect(body).toMatchObject({
      channel_query_id: 'usr-1-card',
      session_id: 'sess-0001',
      invoice_note: 'Ovikoodi 1234',
      checkout_type: 'delivery',
      invoice_tip: 20,
      save_card: false,
      voucher_id: 'KESA10',
      address_id: 'addr-7',
      recipient_name: 'Aino',
      recipient_phone_number: '+358401234567',
    });
    expect(invoiceSettlementRequestSchema.safeParse(body).success).toBe(true);
  });
});
