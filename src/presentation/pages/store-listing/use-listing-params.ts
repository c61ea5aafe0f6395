import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { positiveIntParam, tradeTypeParam } from '../../components/navigation/query-params';

export interface ListingParams {
  readonly industryId: number;
  readonly tradeTypeId: number | undefined;
  readonly page: number;
  readonly search: string;
}

const param = { industry: 'industryId', page: 'page', search: 'search' } as const;

/** The listing's parameters as the address gives them; the first screen's request reads them before React. */
export function readListingParams(searchParams: URLSearchParams, defaultIndustryId: number): ListingParams {
  return {
    industryId: positiveIntParam(searchParams.get(param.industry), defaultIndustryId),
    tradeTypeId: positiveIntParam(searchParams.get(tradeTypeParam), undefined),
    page: positiveIntParam(searchParams.get(param.page), 1),
    search: searchParams.get(param.search) ?? '',
  };
}

/**
 * The listing keeps its industry, page and search in the address, so back and forward restore them and a
 * reload lands on the same page.
 */
export function useListingParams(defaultIndustryId: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListingParams(searchParams, defaultIndustryId);

  /** Another industry starts afresh: no search, page 1; only the trade type carries over. */
  function showIndustry(industryId: number): void {
    const next = new URLSearchParams();
    next.set(param.industry, String(industryId));
    const tradeType = searchParams.get(tradeTypeParam);
    if (tradeType !== null) next.set(tradeTypeParam, tradeType);
    setSearchParams(next);
  }

  function showPage(page: number): void {
    const next = new URLSearchParams(searchParams);
    if (page <= 1) next.delete(param.page);
    else next.set(param.page, String(page));
    setSearchParams(next);
  }

  /** A new search starts on page 1. Typing replaces the history entry rather than adding one per word. */
  const showSearch = useCallback(
    (search: string): void => {
      const next = new URLSearchParams(searchParams);
      next.delete(param.page);
      if (search.trim() === '') next.delete(param.search);
      else next.set(param.search, search);
      setSearchParams(next, { replace: true });
    },
    [searchParams, setSearchParams],
  );

  return { params, showIndustry, showPage, showSearch };
}
