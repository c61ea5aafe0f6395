import { companySchema } from '@/contract/catalogue/companies.contract';
import { productSchema } from '@/contract/catalogue/products.contract';
import { storeFromDto } from '@/contract/catalogue/store-from-dto';
import { aProduct } from '../server/orders/support/pricing-fixtures';
import { aCompany } from './support/a-company';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe("the store's fees and banner on the wire", () => {
  it('takes a store with its own delivery fee and its own banner', () => {
    const store = aCompany({ override_delivery_fee: true, delivery_fee_value: 0, merchant_banner: '/media/own.svg' });
    expect(companySchema.safeParse(store).success).toBe(true);
  });

  it.each(['override_delivery_fee', 'delivery_fee_value', 'merchant_banner'] as const)(
    'refuses a store without %s, naming it',
    (field) => {
      const { [field]: _missing, ...store } = aCompany();
      expect(fieldsOf(companySchema.safeParse(store))).toEqual([field]);
    },
  );

  it.each([
    ['delivery_fee_value', -1],
    ['delivery_fee_value', 2.5],
    ['override_delivery_fee', 'yes'],
    ['merchant_banner', 'x'.repeat(5000)],
  ])('refuses %s = %p', (field, value) => {
    expect(fieldsOf(companySchema.safeParse({ ...aCompany(), [field]: value }))).toEqual([field]);
  });

  it('reads the banner and the delivery fee into the domain store', () => {
    const store = storeFromDto(
      aCompany({ override_delivery_fee: true, delivery_fee_value: 250, merchant_banner: '/b.svg' }),
    );
    expect(store).toMatchObject({ merchantBanner: '/b.svg', deliveryFee: 250 });
  });
});

describe("the product's tax fields and quantity on the wire", () => {
  it('takes a product sold at its default rate', () => {
    const product = aProduct('lemonade', { tax_percent_applicable: false, default_tax_percent: 25.5, quantity: 2 });
    expect(productSchema.safeParse(product).success).toBe(true);
  });

  it.each(['tax_percent_applicable', 'default_tax_percent', 'quantity'] as const)(
    'refuses a product without %s, naming it',
    (field) => {
      const { [field]: _missing, ...product } = aProduct('lemonade');
      expect(fieldsOf(productSchema.safeParse(product))).toEqual([field]);
    },
  );

  it.each([
    ['default_tax_percent', 100.5],
    ['default_tax_percent', -1],
    ['quantity', -1],
    ['quantity', 1.5],
    ['tax_percent_applicable', 1],
  ])('refuses %s = %p', (field, value) => {
    expect(fieldsOf(productSchema.safeParse({ ...aProduct('lemonade'), [field]: value }))).toEqual([field]);
  });
});
