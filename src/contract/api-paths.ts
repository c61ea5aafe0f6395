/** Where each service of the contract lives, relative to the origin that serves it. */
export const walletApiV1 = '/api/v1';
export const walletApiV2 = '/api/v2';
export const merchantApiV1 = '/merchant/v1';

export const apiPaths = {
  companies: 'companies',
  company: (queryId: string) => `companies/${encodeURIComponent(queryId)}`,
  companyCategories: (queryId: string) => `companies/${encodeURIComponent(queryId)}/categories`,
  products: 'products',
  product: (queryId: string) => `products/${encodeURIComponent(queryId)}`,
} as const;
