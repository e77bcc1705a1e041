import type { ListedAudit } from '../hooks/use-audit.ts';

export type AuditSortKey = 'score' | 'updated' | 'page';
export type SortDirection = 'asc' | 'desc';

/**
 * The tool's list: audits whose page, title, verdict or state contains the filter text (case-insensitive),
 * sorted by the chosen column. Unscored audits sort after scored ones in either direction, since "no score
 * yet" is neither high nor low.
 */
export function filterAndSortAudits(
  audits: readonly ListedAudit[],
  filter: string,
  sort: AuditSortKey,
  direction: SortDirection,
): ListedAudit[] {
  const needle = filter.trim().toLowerCase();
  const matching = needle
    ? audits.filter((audit) =>
        [audit.url, audit.title, audit.verdict, audit.state, audit.documentId].some((field) =>
          field?.toLowerCase().includes(needle),
        ),
      )
    : [...audits];
  const sign = direction === 'asc' ? 1 : -1;
  return matching.sort((a, b) => {
    if (sort === 'score') {
      if (a.geoScore === null || b.geoScore === null) {
        return a.geoScore === b.geoScore ? 0 : a.geoScore === null ? 1 : -1;
      }
      return sign * (a.geoScore - b.geoScore);
    }
    if (sort === 'page') return sign * (a.title ?? a.url).localeCompare(b.title ?? b.url);
    return sign * (Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
  });
}
