import { addDays, isCalendarDate, localDate } from '@/domain/merchant-console/local-time';
import { reportRangeProblem, type PnlPeriod, type ReportRangeProblem } from '@/domain/merchant-console/store-money';
import { transactionsCsv } from '@/domain/merchant-console/transactions-csv';
import type { Clock } from '../ports/clock.port';
import type { StoreOfficeGateway, StoreProfitAndLoss, StoreTransactions } from '../ports/store-office-gateway.port';

/** A range of the store's local dates, both included, YYYY-MM-DD. */
export interface ReportRange {
  readonly from: string;
  readonly to: string;
}

export type ReportOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: ReportRangeProblem };

/** The range the money pages open on: the last `days` days up to today, in the given time zone. */
export type DefaultReportRange = (days: number, timeZone: string) => ReportRange;

/** The store's transactions of a range, checked before asking (owners only). @throws AppError */
export type ShowTransactions = (range: ReportRange) => Promise<ReportOutcome<StoreTransactions>>;

/** The transactions as the CSV file the owner downloads. */
export type TransactionsCsv = (transactions: StoreTransactions) => string;

/** Profit and loss of a range per day or month, checked before asking (owners only). @throws AppError */
export type ShowProfitAndLoss = (range: ReportRange, by: PnlPeriod) => Promise<ReportOutcome<StoreProfitAndLoss>>;

export interface StoreMoneyUseCases {
  readonly defaultReportRange: DefaultReportRange;
  readonly showTransactions: ShowTransactions;
  readonly transactionsCsv: TransactionsCsv;
  readonly showProfitAndLoss: ShowProfitAndLoss;
}

export function createStoreMoneyUseCases(deps: { office: StoreOfficeGateway; clock: Clock }): StoreMoneyUseCases {
  const { office, clock } = deps;
  return {
    defaultReportRange: (days, timeZone) => {
      const today = localDate(clock.now(), timeZone);
      return { from: addDays(today, 1 - days), to: today };
    },
    showTransactions: async (range) => {
      const problem = reportRangeProblem(range.from, range.to, isCalendarDate);
      if (problem !== null) return { ok: false, problem };
      return { ok: true, value: await office.transactions(range.from, range.to) };
    },
    transactionsCsv: (transactions) => transactionsCsv(transactions.days, transactions.timeZone),
    showProfitAndLoss: async (range, by) => {
      const problem = reportRangeProblem(range.from, range.to, isCalendarDate);
      if (problem !== null) return { ok: false, problem };
      return { ok: true, value: await office.profitAndLoss(range.from, range.to, by) };
    },
  };
}
