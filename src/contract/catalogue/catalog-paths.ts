/** Catalogue calls beyond apiPaths, under the wallet service's base (walletApiV1). */
export const catalogPaths = {
  appSearch: 'users/app_search',
} as const;
