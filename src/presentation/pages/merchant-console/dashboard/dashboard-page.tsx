import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import { busiestHours } from '@/domain/merchant-console/store-figures';
import { useFeature } from '../../../di/dependency-context';
import { useFormatPrice } from '../../../format/use-format-price';
import { useConsoleSession } from '../console-session';
import { ConsoleButton } from '../console-styles';
import { OfficePanel, Problem, TableScroll } from '../office/office-styles';
import { useOfficeRead } from '../office/use-office-read';
import type { Liveness } from '../orders/use-store-orders';
import { useStoreFollow } from './use-store-follow';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  div {
    padding: ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radius};
    background: white;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  h2 {
    margin: 0;
  }
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Bar = styled.span<{ $share: number }>`
  display: inline-block;
  width: ${({ $share }) => Math.round($share * 160)}px;
  height: 12px;
  margin-right: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colours.primary};
`;

const Connection = styled.p<{ $lost: boolean }>`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: 8px;
  background: ${({ $lost }) => ($lost ? '#fdecea' : '#e8f5e9')};
`;

const livenessKeys: Readonly<Record<Liveness, string>> = {
  connecting: 'office.dashboard.connecting',
  live: 'office.dashboard.live',
  lost: 'office.dashboard.notLive',
};

const hourSpan = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/**
 * /dashboard: today's orders by status, revenue, average preparation time and the busiest hours, read again
 * whenever the store's stream tells of an order placed, moved or paid.
 */
export function DashboardPage() {
  const { t } = useTranslation('console');
  const feature = useFeature(featureTokens.merchantConsole);
  const formatPrice = useFormatPrice();
  const { reportFailure } = useConsoleSession();
  const { value: figures, failure, reload } = useOfficeRead(feature.showDashboard);
  const liveness = useStoreFollow(feature.followStoreOrders, { onChange: reload, reportFailure });
  const most = figures === null ? 0 : Math.max(1, ...figures.hours.map((hour) => hour.orders));

  return (
    <>
      <Heading>
        <h2>{t('console.shell.pages.dashboard')}</h2>
        <ConsoleButton type="button" $tone="plain" onClick={reload}>
          {t('office.refresh')}
        </ConsoleButton>
      </Heading>
      <Connection $lost={liveness === 'lost'} role={liveness === 'lost' ? 'alert' : undefined}>
        {t(livenessKeys[liveness])}
      </Connection>
      {failure !== null ? <Problem role="alert">{failure}</Problem> : null}
      {figures === null ? (
        failure === null ? (
          <p role="status">{t('office.loading')}</p>
        ) : null
      ) : (
        <>
          <p>{t('office.dashboard.day', { date: figures.date })}</p>
          <Figures>
            <div>
              <dt>{t('office.dashboard.orders')}</dt>
              <dd>{figures.orders}</dd>
            </div>
            <div>
              <dt>{t('office.dashboard.revenue')}</dt>
              <dd>{formatPrice(figures.revenue)}</dd>
            </div>
            <div>
              <dt>{t('office.dashboard.unpaid')}</dt>
              <dd>{formatPrice(figures.unpaid)}</dd>
            </div>
            <div>
              <dt>{t('office.dashboard.preparation')}</dt>
              <dd>
                {figures.averagePreparationMinutes === null
                  ? t('office.dashboard.noPreparation')
                  : t('office.dashboard.minutes', { count: figures.averagePreparationMinutes })}
              </dd>
            </div>
          </Figures>
          <OfficePanel aria-labelledby="dashboard-statuses">
            <h3 id="dashboard-statuses">{t('office.dashboard.byStatus')}</h3>
            <TableScroll>
              <table>
                <tbody>
                  {figures.byStatus.map((entry) => (
                    <tr key={entry.status}>
                      <th scope="row">{t(`console.orders.statuses.${entry.status}`)}</th>
                      <td className="amount">{entry.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </OfficePanel>
          <OfficePanel aria-labelledby="dashboard-busiest">
            <h3 id="dashboard-busiest">{t('office.dashboard.busiest')}</h3>
            {figures.hours.length === 0 ? (
              <p>{t('office.dashboard.noOrders')}</p>
            ) : (
              <ol>
                {busiestHours(figures.hours, 3).map((entry) => (
                  <li key={entry.hour}>
                    {t('office.dashboard.hourOrders', { hours: hourSpan(entry.hour), count: entry.orders })}
                  </li>
                ))}
              </ol>
            )}
          </OfficePanel>
          {figures.hours.length > 0 ? (
            <OfficePanel aria-labelledby="dashboard-hours">
              <h3 id="dashboard-hours">{t('office.dashboard.perHour')}</h3>
              <TableScroll>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('office.dashboard.hour')}</th>
                      <th scope="col">{t('office.dashboard.orders')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {figures.hours.map((entry) => (
                      <tr key={entry.hour}>
                        <th scope="row">{hourSpan(entry.hour)}</th>
                        <td>
                          <Bar aria-hidden="true" $share={entry.orders / most} />
                          {entry.orders}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </OfficePanel>
          ) : null}
        </>
      )}
    </>
  );
}
