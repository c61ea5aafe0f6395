import { useCallback, useRef, useState } from 'react';
import type { AppError } from '@/application/errors/app-error';
import { isAppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import type { ProductPage } from '@/domain/catalogue/product';
import { useFeatureLoader } from '../../../di/dependency-context';

export type ProductSearchState =
  | { readonly status: 'none' }
  | { readonly status: 'pending'; readonly text: string; readonly page: number }
  | { readonly status: 'found'; readonly text: string; readonly page: number; readonly found: ProductPage }
  | { readonly status: 'failed'; readonly text: string; readonly page: number; readonly error: AppError };

const unknownFailure: AppError = { code: 'CONNECTION_TIMEOUT', message: '' };

/**
 * The searched products of one store (GET products with name): a search, its page, or none. Only the newest
 * search may write its answer, so a slow old answer never replaces a newer one, and clearing wins over both.
 */
export function useProductSearch(storeQueryId: string) {
  const loadCatalogue = useFeatureLoader(featureTokens.catalogue);
  const [state, setState] = useState<ProductSearchState>({ status: 'none' });
  const latest = useRef(0);

  const search = useCallback(
    (text: string, page = 1) => {
      const asked = ++latest.current;
      setState({ status: 'pending', text, page });
      void loadCatalogue()
        .then(({ browseProducts }) => browseProducts({ storeQueryId, name: text, page }))
        .then(
          (found) => {
            if (asked === latest.current) setState({ status: 'found', text, page, found });
          },
          (thrown: unknown) => {
            if (asked !== latest.current) return;
            setState({ status: 'failed', text, page, error: isAppError(thrown) ? thrown : unknownFailure });
          },
        );
    },
    [loadCatalogue, storeQueryId],
  );

  const clear = useCallback(() => {
    latest.current += 1;
    setState({ status: 'none' });
  }, []);

  return { state, search, clear };
}
