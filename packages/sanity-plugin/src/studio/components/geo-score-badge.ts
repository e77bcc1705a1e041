import { createTranslator, describeScore, scoreBand, type Tone } from '@geo-audit/render';
import type { DocumentBadgeComponent, DocumentBadgeDescription } from 'sanity';
import { useCurrentLocale, useTranslation } from 'sanity';
import { recheckTiming, scheduledRecheck } from '../hooks/recheck.ts';
import { useAudit } from '../hooks/use-audit.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { studioTranslator } from '../render/studio-translator.ts';

const BADGE_COLOR: Record<Tone, DocumentBadgeDescription['color']> = {
  positive: 'success',
  caution: 'warning',
  critical: 'danger',
  info: 'primary',
  neutral: 'primary',
};

// Only a band's tone is read for the colour, never its label, so any locale's translator will do.
const toneReader = createTranslator('en');

/**
 * Badge colour by render's score bands (the ones every GEO surface uses); the label always carries the
 * number, so colour is not the only cue.
 */
export function badgeColor(score: number): DocumentBadgeDescription['color'] {
  return BADGE_COLOR[scoreBand(score, toneReader).tone];
}

/**
 * The document header badge: the latest GEO score, "pending" while a first audit is under way, or
 * "re-check scheduled" while the site did not serve the page yet (its score would only say that).
 */
export const GeoScoreBadge: DocumentBadgeComponent = (props) => {
  const { audit } = useAudit(props.id);
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const locale = useCurrentLocale();
  if (!audit) return null;
  const recheck = scheduledRecheck(audit);
  if (recheck) {
    const timing = recheckTiming(recheck, locale.id);
    return {
      label: t('badge.recheck'),
      ...(timing ? { title: t('badge.recheck.title', { time: timing.time }) } : {}),
      color: 'warning',
    };
  }
  if (audit.geoScore === null) {
    return audit.state === 'failed' ? null : { label: t('badge.waiting'), color: 'primary' };
  }
  return {
    label: t('badge.label', { score: audit.geoScore }),
    // The API's verdict is English ("Good"); render's bands word it in the Studio's language, as the inspector does.
    title: t('badge.title', {
      score: audit.geoScore,
      verdict: describeScore(audit.geoScore, audit.verdict, studioTranslator(locale.id, t)).verdict,
    }),
    color: badgeColor(audit.geoScore),
  };
};
