import { type AuditResult, MODULE_NAMES, type PlatformEntry } from '@geo-audit/core';
import { messages } from './messages.ts';

/** One module line of a report: name, score and a note (weight, not applicable, error). */
export interface ModuleRow {
  name: string;
  score: number;
  note: string;
}

interface EntryLike {
  score: number;
  applicable?: boolean;
  error?: string;
  weight?: number;
  beta?: boolean;
}

/** The result's modules in SPEC.md order, each with what a reader needs to weigh its score. */
export function moduleRows(result: AuditResult): ModuleRow[] {
  const rows: ModuleRow[] = [];
  const names = [
    ...MODULE_NAMES.filter((name) => name in result.modules),
    ...Object.keys(result.modules)
      .filter((name) => !(MODULE_NAMES as readonly string[]).includes(name))
      .sort(),
  ];
  for (const name of names) {
    const entry = (result.modules as Record<string, EntryLike | undefined>)[name];
    if (!entry) continue;
    const note =
      entry.error !== undefined
        ? messages.moduleError(entry.error)
        : entry.applicable === false
          ? messages.notApplicable
          : entry.beta
            ? messages.beta
            : messages.weight(result.weights?.[name] ?? entry.weight ?? 0);
    rows.push({ name, score: entry.score, note });
  }
  return rows;
}

/** The platform entries of the platforms module, keyed by platform. */
export function platformRows(
  result: AuditResult,
): Array<{ key: string; name: string; entry: PlatformEntry }> {
  const platforms = result.modules.platforms as Record<string, unknown> | undefined;
  if (!platforms || 'error' in platforms) return [];
  return ['chatgpt', 'google_ai_overviews']
    .filter((key) => platforms[key] !== undefined)
    .map((key) => ({
      key,
      name: messages.platformNames[key] ?? key,
      entry: platforms[key] as PlatformEntry,
    }));
}
