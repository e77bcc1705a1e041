import { toTrend } from '../model/trend.ts';
import { useRender } from './context.tsx';

export interface ScoreTrendProps {
  /** Past audits (results or `{score, analyzedAt}` points), oldest first or with timestamps. */
  history: readonly unknown[];
  width?: number;
  height?: number;
}

/**
 * A sparkline of past scores (0–100 on the vertical axis) with the same information as text next to it, so
 * the trend does not depend on seeing the line.
 *
 * @example
 * ```tsx
 * <ScoreTrend history={[{ geo_score: 55, analyzed_at: '2026-11-01T00:00:00Z' }, result]} />
 * ```
 */
export function ScoreTrend({ history, width = 160, height = 40 }: ScoreTrendProps) {
  const { skin, translator } = useRender();
  const { Stack, Text } = skin;
  const trend = toTrend(history, translator);
  if (trend.points.length === 0) return <Text muted>{trend.summary}</Text>;
  const pad = 4;
  const step = trend.points.length > 1 ? (width - pad * 2) / (trend.points.length - 1) : 0;
  const coords = trend.points.map((point, index) => {
    const x = trend.points.length > 1 ? pad + index * step : width / 2;
    const y = pad + ((100 - point.score) / 100) * (height - pad * 2);
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const;
  });
  const last = coords[coords.length - 1] ?? [0, 0];
  return (
    <Stack direction="row" gap="sm">
      <svg
        className="geo-sparkline"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        <polyline
          points={coords.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx={last[0]} cy={last[1]} r={3} fill="currentColor" />
      </svg>
      <Text size="sm" muted as="span">
        {trend.summary}
      </Text>
    </Stack>
  );
}
