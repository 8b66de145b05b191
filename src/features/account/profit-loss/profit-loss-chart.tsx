import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateTime, formatDay, formatDayTime, formatSignedPaise } from '@/features/account/shared/account-format';
import { distinctTicks } from '@/lib/chart-ticks';
import { chartAxes } from './profit-loss-axes';

export interface ProfitLossChartProps {
  /** Cumulative net after each settled market, oldest first, paise. */
  series: readonly { at: string; net: number }[];
  locale?: string;
}

const TWO_DAYS = 2 * 86_400_000;

/**
 * The cumulative profit and loss line (recharts; this module is loaded lazily by the P&L page). Both
 * axes are fitted to the points (chartAxes); a lone point is drawn as a dot.
 */
export default function ProfitLossChart({ series, locale }: ProfitLossChartProps) {
  const { points, x, y } = chartAxes(series);
  const last = points.at(-1)?.net ?? 0;
  const colour = last < 0 ? 'var(--negative)' : 'var(--positive)';
  const short = x.domain[1] - x.domain[0] <= TWO_DAYS;
  const xLabel = (t: number) => (short ? formatDayTime(new Date(t), locale) : formatDay(new Date(t), locale));
  return (
    <div style={{ width: '100%', height: 220 }} data-testid="profit-loss-chart" data-points={points.length}>
      <ResponsiveContainer>
        <AreaChart data={points} margin={{ top: 8, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={x.domain}
            ticks={distinctTicks(x.ticks, xLabel)}
            allowDataOverflow
            tickFormatter={xLabel}
            fontSize={11}
            minTickGap={24}
          />
          <YAxis type="number" domain={y.domain} ticks={y.ticks} allowDataOverflow tickFormatter={(v: number) => formatSignedPaise(v)} fontSize={11} width={84} />
          <Tooltip labelFormatter={(t) => formatDateTime(new Date(Number(t)).toISOString(), locale)} formatter={(v) => [formatSignedPaise(Number(v)), 'Net']} />
          <Area type="stepAfter" dataKey="net" baseValue={0} stroke={colour} fill={colour} fillOpacity={0.15} dot={{ r: points.length === 1 ? 5 : 2.5, fill: colour, fillOpacity: 1 }} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
