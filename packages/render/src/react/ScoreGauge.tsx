import { describeScore } from '../model/bands.ts';
import { readScore, readText } from '../model/read.ts';
import { GAUGE, gaugeDash } from '../theme/gauge.ts';
import { useRender } from './context.tsx';

export interface ScoreGaugeProps {
  score: number | null | undefined;
  verdict?: string | null;
  /** Rendered size in CSS pixels (default 120). */
  size?: number;
}

/**
 * The score as a ring, exposed to assistive technology as a meter (0–100) named "GEO readiness" whose value
 * text carries the verdict ("72 of 100, Fair"; "No score, No verdict"). Colours come from the `--geo-band-*` custom properties, with fallbacks so the
 * gauge also reads well inside host skins that do not define them.
 *
 * @example
 * ```tsx
 * <ScoreGauge score={result.geo_score} verdict={result.verdict} />
 * ```
 */
export function ScoreGauge({ score, verdict, size = GAUGE.size }: ScoreGaugeProps) {
  const { translator } = useRender();
  const described = describeScore(readScore(score), readText(verdict), translator);
  const { radius, stroke } = GAUGE;
  const centre = GAUGE.size / 2;
  return (
    // A native <meter> cannot hold the SVG ring, so the wrapper takes the meter role and values.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      role="meter"
      aria-label={translator.t('score.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={described.score ?? undefined}
      // Not the summary ("GEO readiness: …"): a screen reader says the name before the value already.
      aria-valuetext={`${described.scoreText}, ${described.verdict}`}
      style={{ display: 'inline-block', lineHeight: 0 }}
    >
      <svg
        className={`geo-gauge geo-band-${described.band.id}`}
        width={size}
        height={size}
        viewBox={`0 0 ${GAUGE.size} ${GAUGE.size}`}
        aria-hidden="true"
        focusable="false"
      >
        <circle
          className="geo-gauge-track"
          cx={centre}
          cy={centre}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          stroke="#dfe3e8"
        />
        <circle
          className="geo-gauge-value"
          cx={centre}
          cy={centre}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={gaugeDash(described.score)}
          transform={`rotate(-90 ${centre} ${centre})`}
          stroke={`var(${described.band.colorToken}, currentColor)`}
        />
        <text
          className="geo-gauge-text"
          x="50%"
          y="50%"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={34}
          fill="currentColor"
        >
          {described.score ?? '–'}
        </text>
      </svg>
    </div>
  );
}
