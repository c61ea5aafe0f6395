import { useCallback, useState } from 'react';
import type { ReportOutcome, ReportRange } from '@/application/merchant-console/store-money.use-cases';
import { useOfficeRead, type OfficeRead } from './use-office-read';

/**
 * A money page's report of the range asked for last: read when the page opens and each time a range is shown.
 * A range refused before asking keeps the last report on screen, with the problem.
 */
export function useReport<T, Options>(
  show: (range: ReportRange, options: Options) => Promise<ReportOutcome<T>>,
  initial: ReportRange,
  options: Options,
): OfficeRead<ReportOutcome<T>> & { readonly ask: (range: ReportRange) => void; readonly range: ReportRange } {
  const [range, setRange] = useState(initial);
  const read = useCallback(() => show(range, options), [show, range, options]);
  const report = useOfficeRead(read);
  return { ...report, ask: setRange, range };
}

/** The body of the last report that succeeded. */
export function reportValue<T>(outcome: ReportOutcome<T> | null): T | null {
  return outcome !== null && outcome.ok ? outcome.value : null;
}
