import { createTranslator, scoreBand, type Tone } from '@geo-audit/render';
import type { DocumentBadgeComponent, DocumentBadgeDescription } from 'sanity';
import { useTranslation } from 'sanity';
import { useAudit } from '../hooks/use-audit.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';

const BADGE_COLOR: Record<Tone, DocumentBadgeDescription['color']> = {
  positive: 'success',
  caution: 'warning',
  critical: 'danger',
  info: 'primary',
  neutral: 'primary',
};

// Only the band's tone is read here, never its label, so one English translator serves every locale.
let bandTranslator: ReturnType<typeof createTranslator> | undefined;

/**
 * Badge colour by render's score bands (the ones every GEO surface uses); the label always carries the
 * number, so colour is not the only cue.
 */
export function badgeColor(score: number): DocumentBadgeDescription['color'] {
  bandTranslator ??= createTranslator('en');
  return BADGE_COLOR[scoreBand(score, bandTranslator).tone];
}

/** The document header badge: the latest GEO score, or "pending" while an audit is under way. */
export const GeoScoreBadge: DocumentBadgeComponent = (props) => {
  const { audit } = useAudit(props.id);
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  if (!audit) return null;
  if (audit.geoScore === null) {
    return audit.state === 'failed' ? null : { label: t('badge.waiting'), color: 'primary' };
  }
  return {
    label: t('badge.label', { score: audit.geoScore }),
    title: t('badge.title', { score: audit.geoScore, verdict: audit.verdict ?? '' }),
    color: badgeColor(audit.geoScore),
  };
};
