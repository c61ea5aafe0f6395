import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts/umd/Recharts.js';
import { useTheme } from 'styled-components';
import type { PnlRow } from '@/domain/merchant-console/store-money';
import { minorUnitsPerMajorUnit } from '@/domain/pricing/money';

export interface PnlChartProps {
  readonly rows: readonly PnlRow[];
}

/** The figures drawn; each is a column of the table, which is the chart's accessible alternative. */
const series = ['revenue', 'vat', 'discounts', 'tips', 'deliveryFees'] as const;
const palette = ['#1f5fbf', '#8a4f00', '#b3261e', '#2e7d32', '#6a1b9a'];

/**
 * The profit-and-loss chart: one group of bars per day or month, in major units. Its own chunk (recharts is big),
 * loaded only by the P&L page; screen readers are pointed at the table with the same figures.
 */
export default function PnlChart(props: PnlChartProps) {
  const { t } = useTranslation('console');
  const theme = useTheme();
  const data = props.rows.map((row) => ({
    period: row.period,
    ...Object.fromEntries(series.map((name) => [name, row[name] / minorUnitsPerMajorUnit])),
  }));
  return (
    <ResponsiveContainer width="100%" height={320}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="period" stroke={theme.colours.text} />
        <YAxis stroke={theme.colours.text} />
        <Tooltip />
        <Legend />
        {series.map((name, index) => (
          <Bar key={name} dataKey={name} name={t(`office.pnl.columns.${name}`)} fill={palette[index]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
