import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateTime, formatDay, formatSignedPaise } from '@/features/account/shared/account-format';

export interface ProfitLossChartProps {
  /** Cumulative net after each settled market, oldest first, paise. */
  series: readonly { at: string; net: number }[];
  /** The range's first instant (ISO): the line starts there at zero. */
  from: string;
  locale?: string;
}

/** The cumulative profit and loss line (recharts; this module is loaded lazily by the P&L page). */
export default function ProfitLossChart({ series, from, locale }: ProfitLossChartProps) {
  const data = [{ time: Date.parse(from), net: 0 }, ...series.map((p) => ({ time: Date.parse(p.at), net: p.net }))];
  const last = series.at(-1)?.net ?? 0;
  const colour = last < 0 ? 'var(--negative)' : 'var(--positive)';
  return (
    <div style={{ width: '100%', height: 220 }} data-testid="profit-loss-chart">
      <ResponsiveContainer>
        <AreaChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="time" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(t: number) => formatDay(new Date(t), locale)} fontSize={11} minTickGap={24} />
          <YAxis tickFormatter={(v: number) => formatSignedPaise(v)} fontSize={11} width={84} />
          <Tooltip labelFormatter={(t) => formatDateTime(new Date(Number(t)).toISOString(), locale)} formatter={(v) => [formatSignedPaise(Number(v)), 'Net']} />
          <Area type="stepAfter" dataKey="net" stroke={colour} fill={colour} fillOpacity={0.15} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
