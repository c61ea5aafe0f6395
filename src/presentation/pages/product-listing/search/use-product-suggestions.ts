import { useCallback, useRef, useState } from 'react';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../../../di/dependency-context';

/**
 * The type-ahead of a store's search row: the names of the store's products the typed text begins (app_search
 * with store_id and autocomplete). Only the newest text's answer is kept; a failed type-ahead offers nothing,
 * as the search itself still works.
 */
export function useProductSuggestions(storeQueryId: string) {
  const loadCatalogue = useFeatureLoader(featureTokens.catalogue);
  const [names, setNames] = useState<readonly string[]>([]);
  const latest = useRef(0);

  const suggestFor = useCallback(
    (typed: string) => {
      const asked = ++latest.current;
      if (typed.trim() === '') {
        setNames([]);
        return;
      }
      void loadCatalogue()
        .then(({ suggestProducts }) => suggestProducts({ storeQueryId, search: typed }))
        .then(
          (found) => {
            if (asked === latest.current) setNames(found);
          },
          () => {
            if (asked === latest.current) setNames([]);
          },
        );
    },
    [loadCatalogue, storeQueryId],
  );

  return { names, suggestFor };
}
