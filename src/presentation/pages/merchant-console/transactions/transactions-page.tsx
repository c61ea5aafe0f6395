import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import { localTime } from '@/domain/merchant-console/local-time';
import { useFeature } from '../../../di/dependency-context';
import { useConsoleSession } from '../console-session';
import { useFormatPrice } from '../../../format/use-format-price';
import { OfficePanel, Problem, TableScroll } from '../office/office-styles';
import { ReportRangeForm } from '../office/report-range-form';
import { reportValue, useReport } from '../office/use-report';

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: 8px;
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

/** Transactions are asked a week at a time unless the owner asks otherwise. */
const defaultDays = 7;

/** /transactions (owners): paid and cash orders per day with payment method, VAT per rate and refunds; CSV. */
export function TransactionsPage() {
  const { t } = useTranslation('console');
  const { session } = useConsoleSession();
  const feature = useFeature(featureTokens.merchantConsole);
  const formatPrice = useFormatPrice();
  const [initial] = useState(() => feature.defaultReportRange(defaultDays, session.timeZone));
  const report = useReport(feature.showTransactions, initial, null);
  const transactions = reportValue(report.value);
  const problem = report.value !== null && !report.value.ok ? report.value.problem : null;
  const csv = transactions === null ? null : feature.transactionsCsv(transactions);

  return (
    <>
      <h2>{t('console.shell.pages.transactions')}</h2>
      <OfficePanel>
        <ReportRangeForm initial={initial} problem={problem} onShow={report.ask} />
      </OfficePanel>
      {report.failure !== null ? <Problem role="alert">{report.failure}</Problem> : null}
      {transactions === null ? (
        report.failure === null && problem === null ? (
          <p role="status">{t('office.loading')}</p>
        ) : null
      ) : (
        <>
          {csv !== null && transactions.days.length > 0 ? (
            <Download
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
              download={`transactions-${transactions.from}-${transactions.to}.csv`}
            >
              {t('office.transactions.download')}
            </Download>
          ) : null}
          {transactions.days.length === 0 ? <p>{t('office.transactions.none')}</p> : null}
          {transactions.days.map((day) => (
            <OfficePanel key={day.date} aria-labelledby={`day-${day.date}`}>
              <h3 id={`day-${day.date}`}>{day.date}</h3>
              <TableScroll>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('office.transactions.time')}</th>
                      <th scope="col">{t('office.transactions.order')}</th>
                      <th scope="col">{t('office.transactions.method')}</th>
                      <th scope="col">{t('office.transactions.state')}</th>
                      <th scope="col" className="amount">
                        {t('office.transactions.amount')}
                      </th>
                      <th scope="col" className="amount">
                        {t('office.transactions.vat')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {day.transactions.map((transaction) => (
                      <tr key={transaction.shortOrderId}>
                        <td>{localTime(transaction.placedAt, transactions.timeZone)}</td>
                        <th scope="row">{t('office.transactions.orderId', { id: transaction.shortOrderId })}</th>
                        <td>
                          {t(`console.paymentMethods.${transaction.paymentMethod}`, {
                            defaultValue: transaction.paymentMethod,
                          })}
                        </td>
                        <td>
                          {transaction.refund
                            ? t('office.transactions.refund')
                            : transaction.paid
                              ? t('office.transactions.paid')
                              : t('office.transactions.cash')}
                        </td>
                        <td className="amount">
                          {transaction.refund
                            ? t('office.transactions.refundAmount', { amount: formatPrice(transaction.amount) })
                            : formatPrice(transaction.amount)}
                        </td>
                        <td className="amount">
                          {formatPrice(transaction.vat.reduce((sum, share) => sum + share.vat, 0))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <p>
                {t('office.transactions.net', { amount: formatPrice(day.net) })} ·{' '}
                {t('office.transactions.refunds', { amount: formatPrice(day.refunds) })}
              </p>
              <ul aria-label={t('office.transactions.vatPerRate')}>
                {day.vat.map((share) => (
                  <li key={share.taxPercent}>
                    {t('office.transactions.vatLine', {
                      rate: share.taxPercent,
                      vat: formatPrice(share.vat),
                      net: formatPrice(share.net),
                    })}
                  </li>
                ))}
              </ul>
            </OfficePanel>
          ))}
        </>
      )}
    </>
  );
}
