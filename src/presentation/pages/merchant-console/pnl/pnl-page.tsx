import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import type { PnlPeriod, PnlRow } from '@/domain/merchant-console/store-money';
import { useFeature } from '../../../di/dependency-context';
import { useConsoleSession } from '../console-session';
import { lazyWithTexts } from '../../../i18n/lazy-with-texts';
import { useFormatPrice } from '../../../format/use-format-price';
import { ConsoleField } from '../console-styles';
import { OfficePanel, Problem, TableScroll } from '../office/office-styles';
import { ReportRangeForm } from '../office/report-range-form';
import { reportValue, useReport } from '../office/use-report';

// recharts is large: it comes in a chunk of its own, only when this page draws its chart.
const PnlChart = lazyWithTexts(() => import(/* webpackChunkName: "console-pnl-chart" */ './pnl-chart'));

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
  }
`;

const columns = ['orders', 'revenue', 'unpaid', 'vat', 'discounts', 'tips', 'deliveryFees', 'refunds'] as const;

/** The page opens on the last 30 days. */
const defaultDays = 30;

/** /pnl (owners): revenue, VAT, discounts, tips and delivery fees per day or month, as a table and a chart. */
export function PnlPage() {
  const { t } = useTranslation('console');
  const { session } = useConsoleSession();
  const feature = useFeature(featureTokens.merchantConsole);
  const formatPrice = useFormatPrice();
  const id = useId();
  const [initial] = useState(() => feature.defaultReportRange(defaultDays, session.timeZone));
  const [by, setBy] = useState<PnlPeriod>('day');
  const report = useReport(feature.showProfitAndLoss, initial, by);
  const pnl = reportValue(report.value);
  const problem = report.value !== null && !report.value.ok ? report.value.problem : null;
  const cell = (row: Omit<PnlRow, 'period'>, column: (typeof columns)[number]) =>
    column === 'orders' ? row.orders : formatPrice(row[column]);

  return (
    <>
      <h2>{t('console.shell.pages.pnl')}</h2>
      <OfficePanel>
        <ReportRangeForm initial={initial} problem={problem} onShow={report.ask}>
          <ConsoleField>
            <label htmlFor={`${id}-by`}>{t('office.pnl.by')}</label>
            <select
              id={`${id}-by`}
              value={by}
              onChange={(event) => setBy(event.target.value === 'month' ? 'month' : 'day')}
            >
              <option value="day">{t('office.pnl.byDay')}</option>
              <option value="month">{t('office.pnl.byMonth')}</option>
            </select>
          </ConsoleField>
        </ReportRangeForm>
      </OfficePanel>
      {report.failure !== null ? <Problem role="alert">{report.failure}</Problem> : null}
      {pnl === null ? (
        report.failure === null && problem === null ? (
          <p role="status">{t('office.loading')}</p>
        ) : null
      ) : (
        <>
          <OfficePanel>
            <Figure aria-labelledby={`${id}-chart`}>
              <figcaption id={`${id}-chart`}>{t('office.pnl.chartCaption')}</figcaption>
              <Suspense fallback={<p role="status">{t('office.pnl.chartLoading')}</p>}>
                <PnlChart rows={pnl.rows} />
              </Suspense>
            </Figure>
          </OfficePanel>
          <OfficePanel aria-labelledby={`${id}-table`}>
            <h3 id={`${id}-table`}>{t('office.pnl.table')}</h3>
            <TableScroll>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t(pnl.by === 'day' ? 'office.pnl.day' : 'office.pnl.month')}</th>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="amount">
                        {t(`office.pnl.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {pnl.rows.map((row) => (
                    <tr key={row.period}>
                      <th scope="row">{row.period}</th>
                      {columns.map((column) => (
                        <td key={column} className="amount">
                          {cell(row, column)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('office.pnl.total')}</th>
                    {columns.map((column) => (
                      <td key={column} className="amount">
                        {cell(pnl.totals, column)}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          </OfficePanel>
        </>
      )}
    </>
  );
}
