import { useSearchParams } from 'react-router-dom';
import { positiveIntParam, tradeTypeParam } from './query-params';

/** The trade_type_id of the current address, when it carries a sensible one. */
export function useTradeTypeId(): number | undefined {
  const [searchParams] = useSearchParams();
  return positiveIntParam(searchParams.get(tradeTypeParam), undefined);
}
