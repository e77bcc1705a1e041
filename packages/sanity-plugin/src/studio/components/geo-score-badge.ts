import type { DocumentBadgeComponent, DocumentBadgeDescription } from 'sanity';
import { useTranslation } from 'sanity';
import { useAudit } from '../hooks/use-audit.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';

/** Badge colour by Lighthouse-style bands; the label always carries the number, so colour is not the only cue. */
export function badgeColor(score: number): DocumentBadgeDescription['color'] {
  if (score >= 90) return 'success';
  if (score >= 50) return 'warning';
  return 'danger';
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
