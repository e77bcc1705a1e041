import { describeScore } from '../model/bands.ts';
import { readScore, readText } from '../model/read.ts';
import { useRender } from './context.tsx';

export interface ScoreBadgeProps {
  /** The GEO score (0–100); `null` or missing shows "No score". */
  score: number | null | undefined;
  /** The verdict as the service sent it; derived from the score when left out. */
  verdict?: string | null;
}

/**
 * A compact score: the number, the band's icon and text label, coloured by band, with the full reading
 * ("GEO readiness: 72 of 100, Fair") for screen readers. For list columns, headers and document badges.
 *
 * @example
 * ```tsx
 * <ScoreBadge score={72} verdict="Fair" />
 * ```
 */
export function ScoreBadge({ score, verdict }: ScoreBadgeProps) {
  const { skin, translator } = useRender();
  const { Badge, VisuallyHidden } = skin;
  const described = describeScore(readScore(score), readText(verdict), translator);
  return (
    <Badge tone={described.band.tone} icon={described.band.icon}>
      <span aria-hidden="true">
        {described.score === null ? described.scoreText : `${described.score} · ${described.verdict}`}
      </span>
      <VisuallyHidden>{described.summary}</VisuallyHidden>
    </Badge>
  );
}
