import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { UsageTrends } from '@common/contracts/admin-analytics';

type Series = UsageTrends['series'];
export type TrendKey = 'signups' | 'aiCalls' | 'revenue';

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** One daily series as an area chart (recharts, loaded only with the admin dashboard). */
export default function TrendsChart({
  series,
  dataKey,
  color,
}: {
  series: Series;
  dataKey: TrendKey;
  color: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 11 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
        <Tooltip labelFormatter={(label) => dayLabel(String(label))} />
        <Area
          isAnimationActive={false}
          type="monotone"
          dataKey={dataKey}
          stroke={color}
          fill={color}
          fillOpacity={0.15}
          strokeWidth={2}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
