import {
  isAppPage,
  isCatalogueRead,
  isConfigRead,
  isPicture,
  keyWithLanguage,
} from '@/infrastructure/offline/shop-reads';

const origin = 'https://shop.example';
const at = (path: string) => new URL(path, origin);

describe('isCatalogueRead', () => {
  it.each([
    '/api/v1/companies?lat=60.17&long=24.94&page=1',
    '/api/v1/companies/sataman-helmi',
    '/api/v1/companies/sataman-helmi/categories',
    '/api/v1/products?organization_query_id=sataman-helmi&page=1',
    '/api/v1/products/sataman-helmi--lohikeitto',
  ])('keeps the public catalogue read %s', (path) => {
    expect(isCatalogueRead('GET', at(path))).toBe(true);
  });

  it('keeps it under an API served from another origin', () => {
    expect(isCatalogueRead('GET', new URL('https://api.example/wallet/api/v1/companies'))).toBe(true);
  });

  it.each([
    '/api/v1/invoices/inv-1',
    '/api/v1/users/me',
    '/api/v1/addresses',
    '/api/v1/vouchers/available',
    '/api/v1/companies/sataman-helmi/orders',
    '/merchant/v1/store/products',
    '/meta.json',
  ])('never keeps %s, which a session owns or which must be fresh', (path) => {
    expect(isCatalogueRead('GET', at(path))).toBe(false);
  });

  it('never keeps what is sent, only what is read', () => {
    expect(isCatalogueRead('POST', at('/api/v1/products'))).toBe(false);
  });
});

describe('isConfigRead', () => {
  it("keeps the page's own config.json, read", () => {
    expect(isConfigRead('GET', at('/config.json'), origin)).toBe(true);
    expect(isConfigRead('GET', new URL('https://other.example/config.json'), origin)).toBe(false);
    expect(isConfigRead('PUT', at('/config.json'), origin)).toBe(false);
  });
});

describe('isPicture', () => {
  it('is what the browser asks for as an image', () => {
    expect(isPicture('image')).toBe(true);
    expect(isPicture('script')).toBe(false);
    expect(isPicture('')).toBe(false);
  });
});

describe('isAppPage', () => {
  const navigation = { mode: 'navigate', method: 'GET', headers: new Headers() };

  it('is a navigation to a page of the app', () => {
    expect(isAppPage(navigation, at('/products/product-list/sataman-helmi/ALL/ALL/21'), origin)).toBe(true);
  });

  it('is the page the window hands the worker to keep, asked for as HTML', () => {
    const kept = { mode: 'cors', method: 'GET', headers: new Headers({ accept: 'text/html' }) };
    expect(isAppPage(kept, at('/?lng=fi'), origin)).toBe(true);
    expect(isAppPage({ ...kept, headers: new Headers() }, at('/?lng=fi'), origin)).toBe(false);
  });

  it.each(['/api/v1/companies', '/merchant/v1/orders', '/media/logo.png', '/assets/main.js'])(
    "is never the servers' own address %s",
    (path) => {
      expect(isAppPage(navigation, at(path), origin)).toBe(false);
    },
  );

  it('is never another origin, nor a form sent', () => {
    expect(isAppPage(navigation, new URL('https://pay.example/return'), origin)).toBe(false);
    expect(isAppPage({ ...navigation, method: 'POST' }, at('/checkout'), origin)).toBe(false);
  });
});

describe('keyWithLanguage', () => {
  it('tells apart the same read asked in two languages, and keeps the query', () => {
    const url = 'https://shop.example/api/v1/products?page=1';
    const fi = keyWithLanguage(url, 'fi');
    const en = keyWithLanguage(url, 'en');
    expect(fi).not.toBe(en);
    expect(new URL(fi).searchParams.get('page')).toBe('1');
    expect(keyWithLanguage(url, 'fi')).toBe(fi);
  });

  it('keys a read with no language apart from both', () => {
    const url = 'https://shop.example/api/v1/companies';
    expect(keyWithLanguage(url, null)).not.toBe(keyWithLanguage(url, 'fi'));
  });
});
