import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { clockAxis, clockSeconds } from '@/lib/chart-ticks';
import { formatMoney, formatMoneyWhole } from '@/lib/format';
import { oddsText } from '@domain/bet-label';

export interface PriceHistoryPoint {
  /** ISO start of the bucket. */
  at: string;
  /** Volume-weighted average traded price. */
  average: number;
  high: number;
  low: number;
  /** Paise. */
  volume: number;
}

/** Traded price (line, left axis) over matched volume (bars, right axis). Recharts; loaded lazily with the dialog. */
export default function PriceHistoryChart({ points }: { points: readonly PriceHistoryPoint[] }) {
  const data = points.map((p) => ({ time: Date.parse(p.at), average: p.average, high: p.high, low: p.low, volume: p.volume }));
  const axis = clockAxis(data[0]?.time ?? 0, data.at(-1)?.time ?? 0);
  return (
    <div style={{ width: '100%', height: 260 }} data-testid="price-history-chart">
      <ResponsiveContainer>
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e3e7eb" />
          <XAxis dataKey="time" type="number" domain={['dataMin', 'dataMax']} scale="time" ticks={axis.ticks} tickFormatter={axis.label} fontSize={11} />
          <YAxis yAxisId="price" domain={['auto', 'auto']} tickFormatter={(v: number) => oddsText(v)} fontSize={11} width={44} />
          <YAxis yAxisId="volume" orientation="right" tickFormatter={(v: number) => formatMoneyWhole(v)} fontSize={10} width={64} />
          <Tooltip
            labelFormatter={(v) => clockSeconds(Number(v))}
            formatter={(value, name) => (name === 'Volume' ? formatMoney(Number(value)) : oddsText(Number(value)))}
          />
          <Bar yAxisId="volume" dataKey="volume" name="Volume" fill="#c8e6c9" isAnimationActive={false} />
          <Line yAxisId="price" dataKey="average" name="Price" stroke="#1565c0" strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
