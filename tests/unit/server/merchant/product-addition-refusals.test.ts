import { additionRefusals } from '@/server/merchant/routes/inventory/product-addition-refusals';

describe("the product-adding route's answers to its refusals", () => {
  it('names the categories\u2019 most (500) when the categories are full, in both languages', () => {
    const { field, message } = additionRefusals.categories_full;
    expect(field).toBe('category');
    expect(message('en')).toBe('A store has at most 500 categories; choose one it has');
    expect(message('fi')).toBe('Kaupalla voi olla enintään 500 kategoriaa; valitse jokin olemassa olevista');
  });

  it('names the products\u2019 most (2,000) when the products are full', () => {
    expect(additionRefusals.products_full.field).toBe('name');
    expect(additionRefusals.products_full.message('en')).toContain('2000');
  });

  it('asks for the picture again when it is missing', () => {
    expect(additionRefusals.picture_missing.field).toBe('image');
  });
});
