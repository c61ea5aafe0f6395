import { categoriesResponseSchema } from '@/contract/catalogue/categories.contract';
import { companiesResponseSchema } from '@/contract/catalogue/companies.contract';
import { companyResponseSchema } from '@/contract/catalogue/store-detail.contract';
import { productResponseSchema, productsResponseSchema } from '@/contract/catalogue/products.contract';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

async function get(path: string, language: string): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}/api/v1/${path}`, { headers: { 'accept-language': language } });
  expect(response.status).toBe(200);
  return response.json();
}

describe('the catalogue in the visitor\u2019s language', () => {
  it('serves a store\u2019s tag and descriptions in Finnish or English, its name as it is', async () => {
    const finnish = companyResponseSchema.parse(await get('companies/sataman-helmi', 'fi')).company;
    const english = companyResponseSchema.parse(await get('companies/sataman-helmi', 'en')).company;
    expect([finnish.name, english.name]).toEqual(['Sataman Helmi', 'Sataman Helmi']);
    expect([finnish.tag, english.tag]).toEqual(['Kala ja äyriäiset', 'Seafood']);
    expect(finnish.description).toMatch(/^Kalaruokaa Kauppatorin laidalla/);
    expect(english.description).toMatch(/^Seafood by the Market Square/);
    expect([finnish.footer_description, english.footer_description]).toEqual([
      'Lohikeittoa joka päivä, tuoreena satamasta.',
      'Salmon soup every day, fresh from the harbour.',
    ]);
  });

  it('names a store\u2019s industries in Finnish or English, on its page and in the listing', async () => {
    const industriesOf = async (language: string) =>
      companyResponseSchema.parse(await get('companies/sataman-helmi', language)).company.industries;
    expect(await industriesOf('fi')).toEqual([{ name: 'Ravintolat' }]);
    expect(await industriesOf('en')).toEqual([{ name: 'Restaurants' }]);

    const listed = companiesResponseSchema.parse(await get('companies?industry_id=22&page=1&page_size=50', 'fi'));
    const names = listed.industries.companies.flatMap((store) => store.industries.map((industry) => industry.name));
    expect(names).toContain('Ruokakaupat');
    expect(names).not.toContain('Groceries');
  });

  it('answers the listing in each language from its own cache entry', async () => {
    const tagOfHelmi = (body: unknown) =>
      companiesResponseSchema.parse(body).industries.companies.find((store) => store.query_id === 'sataman-helmi')?.tag;
    const query = 'companies?page=1&page_size=50';
    expect(tagOfHelmi(await get(query, 'fi'))).toBe('Kala ja äyriäiset');
    expect(tagOfHelmi(await get(query, 'en'))).toBe('Seafood');
    expect(tagOfHelmi(await get(query, 'fi-FI,fi;q=0.9'))).toBe('Kala ja äyriäiset');
  });

  it('serves sections, products and a product\u2019s details in the visitor\u2019s language', async () => {
    const finnishSections = categoriesResponseSchema.parse(await get('companies/sataman-helmi/categories', 'fi'));
    const englishSections = categoriesResponseSchema.parse(await get('companies/sataman-helmi/categories', 'en'));
    expect(finnishSections.categories[0]).toMatchObject({ name: 'Keitot', sub_categories: [{ name: 'Kalakeitot' }] });
    expect(englishSections.categories[0]).toMatchObject({ name: 'Soups', sub_categories: [{ name: 'Fish soups' }] });

    const english = productsResponseSchema.parse(
      await get('products?organization_query_id=sataman-helmi&page=1&per_page=2', 'en'),
    );
    expect(english.products.map((product) => product.name)).toEqual(['Salmon soup', 'Clear fish soup']);

    const detail = productResponseSchema.parse(await get('products/sataman-helmi--lohikeitto', 'fi')).product;
    expect(detail).toMatchObject({
      name: 'Lohikeitto',
      description: 'Kermainen lohikeitto tillillä ja ruisleivällä.',
    });
  });

  it('serves a caller that names no language the stores\u2019 own texts', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/products/sataman-helmi--lohikeitto`);
    const { product } = productResponseSchema.parse(await response.json());
    expect(product).toMatchObject({ name: 'Lohikeitto', description: 'Creamy salmon soup with dill and rye bread.' });
  });

  it('finds a product by its name in the visitor\u2019s language', async () => {
    const found = productsResponseSchema.parse(
      await get('products?organization_query_id=sataman-helmi&page=1&per_page=10&name=salmon', 'en'),
    );
    expect(found.products.map((product) => product.query_id)).toContain('sataman-helmi--lohikeitto');
  });
});
