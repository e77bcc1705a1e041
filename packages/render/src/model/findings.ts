import { CHECK_STATUSES, SEVERITIES } from '@geo-audit/core/constants';
import { en, type MessageId } from '../i18n/messages-en.ts';
import type { Translator } from '../i18n/translator.ts';
import { humanize, isRecord, readArray, readNumber, readText, roundPoints } from './read.ts';
import type { EvidenceView, FindingGroupId, FindingGroupView, FindingView, IconName, Tone } from './types.ts';

const GROUP_ORDER: readonly FindingGroupId[] = ['problems', 'improvements', 'passed', 'other'];

const STATUS_GROUP: Record<string, FindingGroupId> = {
  fail: 'problems',
  error: 'problems',
  warn: 'improvements',
  pass: 'passed',
};

const STATUS_LOOK: Record<string, { tone: Tone; icon: IconName }> = {
  pass: { tone: 'positive', icon: 'check' },
  fail: { tone: 'critical', icon: 'x-octagon' },
  warn: { tone: 'caution', icon: 'alert-triangle' },
  info: { tone: 'info', icon: 'info' },
  not_applicable: { tone: 'neutral', icon: 'minus-circle' },
  error: { tone: 'critical', icon: 'help-circle' },
};

function isKnown<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

const MAX_LISTED = 10;

function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * An evidence value as an editor reads it: a list of plain values as "a, b, c" (nothing for an empty list), a
 * record of plain values as "Words: 63 · Boilerplate ratio: 0.84"; only deeper structures stay JSON.
 */
function valueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const scalar = scalarText(value);
  if (scalar !== null) return scalar;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    const items = value.map(scalarText);
    if (items.every((item) => item !== null)) {
      const shown = items.slice(0, MAX_LISTED).join(', ');
      return items.length > MAX_LISTED ? `${shown}, …` : shown;
    }
  } else if (isRecord(value)) {
    const pairs = Object.entries(value).filter(([, v]) => v !== null && v !== undefined);
    const texts = pairs.map(([key, v]) => {
      const text = scalarText(v);
      return text === null ? null : `${humanize(key)}: ${text}`;
    });
    if (pairs.length > 0 && texts.every((text) => text !== null)) return texts.join(' · ');
  }
  try {
    return JSON.stringify(value);
  } catch {
    return null;
  }
}

function toEvidence(raw: unknown): EvidenceView | null {
  if (typeof raw === 'string') return readText(raw) ? { what: raw, where: null, value: null } : null;
  if (!isRecord(raw)) return null;
  const what = readText(raw.what) ?? valueText(raw.value);
  if (what === null) return null;
  return { what, where: readText(raw.where), value: readText(raw.what) ? valueText(raw.value) : null };
}

/** Groups of checks that report something to fix: there, a missing fix is news, so "No fix suggested." is said. */
const NEEDS_FIX: ReadonlySet<FindingGroupId> = new Set(['problems', 'improvements']);

/** Statuses with nothing to rank: a passed or not applicable check has no severity a reader could act on. */
const UNRANKED = new Set(['pass', 'not_applicable']);

/**
 * The title without a trailing status the badge beside it already says ("Author byline: not applicable" with a
 * "Not applicable" badge). The engine writes titles in English, so the English label is matched as well as the
 * shown one; only after a colon or dash, so "Build passed" keeps its word.
 */
function withoutStatus(title: string, labels: string[], locale: string): string {
  const lower = title.toLocaleLowerCase(locale);
  for (const label of labels) {
    const tail = label.toLocaleLowerCase(locale);
    if (tail === '' || !lower.trimEnd().endsWith(tail)) continue;
    const head = title.trimEnd().slice(0, -tail.length);
    const stripped = head.replace(/\s*[:–—]\s*$/, '');
    if (stripped !== head && stripped.trim() !== '') return stripped;
  }
  return title;
}

/** Normalises one finding; `null` for entries that are not objects at all. */
export function toFinding(
  raw: unknown,
  index: number,
  moduleKey: string,
  translator: Translator,
): FindingView | null {
  if (!isRecord(raw)) return null;
  const { t } = translator;
  const status = readText(raw.status) ?? 'unknown';
  const severity = readText(raw.severity) ?? 'unknown';
  const impact = readNumber(raw.impact);
  // A check with nothing to recover (every passed one) shows no "Up to 0 points" badge.
  const points = impact === null || impact <= 0 ? null : roundPoints(impact);
  const look = STATUS_LOOK[status] ?? { tone: 'neutral', icon: 'help-circle' };
  const statusId = isKnown(CHECK_STATUSES, status) ? (`check.${status}` as MessageId) : null;
  const statusLabel = statusId ? t(statusId) : status === 'unknown' ? t('check.unknown') : status;
  const severityLabel = isKnown(SEVERITIES, severity)
    ? t(`severity.${severity}` as MessageId)
    : severity === 'unknown'
      ? t('severity.unknown')
      : severity;
  const group = STATUS_GROUP[status] ?? 'other';
  const fix = readText(raw.fix);
  const title = readText(raw.title) ?? readText(raw.check) ?? t('finding.untitled');
  // An informational finding rated "info" says nothing more with "Severity: Info"; one rated higher keeps it.
  const ranked = !UNRANKED.has(status) && !(status === 'info' && severity === 'info');
  const evidence = readArray(raw.evidence)
    .map(toEvidence)
    .filter((item): item is EvidenceView => item !== null);
  const fixText = fix ?? (NEEDS_FIX.has(group) ? t('finding.noFix') : null);
  return {
    id: readText(raw.check) ?? `${moduleKey}.finding-${index + 1}`,
    title: withoutStatus(title, statusId ? [statusLabel, en[statusId]] : [], translator.locale),
    status,
    statusLabel,
    severity,
    severityLabel,
    severityText: ranked ? t('severity.accessible', { severity: severityLabel }) : null,
    group,
    tone: look.tone,
    icon: look.icon,
    evidence,
    fix,
    fixText,
    hasDetails: evidence.length > 0 || fixText !== null,
    impact: points,
    impactText: points === null ? null : t('finding.impact', { points }),
  };
}

function severityRank(severity: string): number {
  const rank = (SEVERITIES as readonly string[]).indexOf(severity);
  return rank === -1 ? SEVERITIES.length : rank;
}

/**
 * Normalises a module's findings and orders them: problems first, then improvements, passed checks and the
 * rest; within a group by severity, then by recoverable points.
 */
export function toFindings(raw: unknown, moduleKey: string, translator: Translator): FindingView[] {
  return readArray(raw)
    .map((item, index) => toFinding(item, index, moduleKey, translator))
    .filter((item): item is FindingView => item !== null)
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        GROUP_ORDER.indexOf(a.finding.group) - GROUP_ORDER.indexOf(b.finding.group) ||
        severityRank(a.finding.severity) - severityRank(b.finding.severity) ||
        (b.finding.impact ?? 0) - (a.finding.impact ?? 0) ||
        a.index - b.index,
    )
    .map(({ finding }) => finding);
}

/** Findings grouped under translated headings, empty groups left out. */
export function groupFindings(findings: FindingView[], translator: Translator): FindingGroupView[] {
  return GROUP_ORDER.map((id) => ({
    id,
    label: translator.t(`findings.group.${id}`),
    findings: findings.filter((finding) => finding.group === id),
  })).filter((group) => group.findings.length > 0);
}
