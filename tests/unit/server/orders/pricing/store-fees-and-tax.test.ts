import type { InvoicePricing, PricedInvoice } from '@/server/orders/pricing/invoice-pricing';
import { priceInvoice } from '@/server/orders/pricing/price-invoice';
import { aProduct, aStore, anInput, anItem } from '../support/pricing-fixtures';

// One soup of 10,00 at 14 % VAT; the host lists a delivery fee of 3,90.
const soup = aProduct('soup', { cost: 1000, cost_after_discount: 1000, tax_percent: 14 });
const hostFees = { deliveryFee: 390, serviceFee: 0 };

function priced(result: InvoicePricing): PricedInvoice {
  if (!result.ok) throw new Error(`Expected a priced invoice, got ${result.reason}`);
  return result.invoice;
}

function deliveredFrom(store: ReturnType<typeof aStore>, delivered = true): PricedInvoice {
  return priced(
    priceInvoice(anInput({ store, items: [anItem('soup', 1)], products: [soup], fees: hostFees, delivered })),
  );
}

describe('priceInvoice: the store decides its own delivery fee', () => {
  it('charges the host fee when the store does not override it', () => {
    const invoice = deliveredFrom(aStore({ override_delivery_fee: false, delivery_fee_value: 390 }));
    expect(invoice).toMatchObject({ deliveryFee: 390, payable: 1390 });
  });

  it("charges the store's own fee when it overrides the host's", () => {
    const invoice = deliveredFrom(aStore({ override_delivery_fee: true, delivery_fee_value: 250 }));
    expect(invoice).toMatchObject({ deliveryFee: 250, payable: 1250 });
  });

  it('charges nothing for delivery when the store overrides the fee with 0 (free delivery)', () => {
    const invoice = deliveredFrom(aStore({ override_delivery_fee: true, delivery_fee_value: 0 }));
    expect(invoice).toMatchObject({ deliveryFee: 0, payable: 1000 });
  });

  it("reads the store's value only when it overrides: otherwise the host's list decides", () => {
    const invoice = deliveredFrom(aStore({ override_delivery_fee: false, delivery_fee_value: 5 }));
    expect(invoice.deliveryFee).toBe(390);
  });

  it("charges a pickup no delivery fee, whatever the store's own fee", () => {
    const invoice = deliveredFrom(aStore({ override_delivery_fee: true, delivery_fee_value: 250 }), false);
    expect(invoice).toMatchObject({ deliveryFee: 0, payable: 1000 });
  });
});

describe("priceInvoice: a product's own VAT rate applies only when tax_percent_applicable", () => {
  const priceOne = (overrides: Parameters<typeof aProduct>[1]) =>
    priced(
      priceInvoice(
        anInput({ items: [anItem('bread', 1)], products: [aProduct('bread', { cost: 1255, ...overrides })] }),
      ),
    );

  it('states the VAT at the product rate when it applies', () => {
    const invoice = priceOne({ tax_percent: 13.5, tax_percent_applicable: true, default_tax_percent: 25.5 });
    expect(invoice.lines[0]?.taxPercent).toBe(13.5);
    expect(invoice.taxLines).toEqual([{ taxPercent: 13.5, gross: 1255, net: 1106, vat: 149 }]);
  });

  it('states the VAT at the default rate when the product rate does not apply', () => {
    const invoice = priceOne({ tax_percent: 13.5, tax_percent_applicable: false, default_tax_percent: 25.5 });
    expect(invoice.lines[0]?.taxPercent).toBe(25.5);
    expect(invoice.taxLines).toEqual([{ taxPercent: 25.5, gross: 1255, net: 1000, vat: 255 }]);
  });
});
