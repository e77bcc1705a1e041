import { BETA_MODULES, MODULE_NAMES } from '@geo-audit/core/constants';
import type { MessageId } from '../i18n/messages-en.ts';
import type { Translator } from '../i18n/translator.ts';
import { scoreBand } from './bands.ts';
import { groupFindings, toFindings } from './findings.ts';
import { signedDelta } from './format.ts';
import { moduleFacts } from './module-facts.ts';
import { humanize, isRecord, readNumber, readRecord, readScore, readText, roundPoints } from './read.ts';
import type { LabelView, ModuleStatus, ModuleView } from './types.ts';

const KNOWN = new Set<string>(MODULE_NAMES);

/** Order among modules with equal impact: counted modules, then beta, failed, unscored, not applicable. */
const STATUS_ORDER: Record<ModuleStatus | 'beta', number> = {
  scored: 0,
  beta: 1,
  error: 2,
  unscored: 3,
  not_applicable: 4,
};

function statusOf(entry: Record<string, unknown>, score: number | null): ModuleStatus {
  if (entry.applicable === false) return 'not_applicable';
  if (readText(entry.error)) return 'error';
  return score === null ? 'unscored' : 'scored';
}

function labelsFor(beta: boolean, status: ModuleStatus, translator: Translator): LabelView[] {
  const { t } = translator;
  const labels: LabelView[] = [];
  if (beta)
    labels.push({
      id: 'beta',
      text: t('label.beta'),
      hint: t('label.betaHint'),
      tone: 'info',
      icon: 'beaker',
    });
  if (status === 'not_applicable')
    labels.push({
      id: 'not_applicable',
      text: t('label.notApplicable'),
      hint: t('label.notApplicableHint'),
      tone: 'neutral',
      icon: 'minus-circle',
    });
  if (status === 'error')
    labels.push({
      id: 'error',
      text: t('label.error'),
      hint: t('module.status.error'),
      tone: 'critical',
      icon: 'help-circle',
    });
  return labels;
}

interface ModuleInput {
  modules: unknown;
  weights: unknown;
  previousModules: unknown;
}

/**
 * Normalises `modules` into views ordered by impact: the points of `geo_score` each module could still
 * recover (its weight share × the points it is missing). Weights come from the result's `weights`, then
 * the module's own `weight`, else every counted module weighs the same. Beta, not applicable and failed
 * modules weigh 0. Unknown module keys are kept with a humanised title.
 */
export function toModules(
  { modules, weights, previousModules }: ModuleInput,
  translator: Translator,
): ModuleView[] {
  const { t } = translator;
  const weightTable = readRecord(weights);
  const previous = readRecord(previousModules);
  const entries = Object.entries(readRecord(modules)).filter(
    (pair): pair is [string, Record<string, unknown>] => isRecord(pair[1]),
  );

  const drafts = entries.map(([key, entry]) => {
    const score = readScore(entry.score);
    const status = statusOf(entry, score);
    const beta = entry.beta === true || (BETA_MODULES as readonly string[]).includes(key);
    const declared = readNumber(weightTable[key]) ?? readNumber(entry.weight);
    const weight = beta || status !== 'scored' ? 0 : Math.max(0, declared ?? 1);
    return { key, entry, score, status, beta, weight };
  });
  const totalWeight = drafts.reduce((sum, draft) => sum + draft.weight, 0);

  const views = drafts.map(({ key, entry, score, status, beta, weight }): ModuleView => {
    const known = KNOWN.has(key);
    const title = known ? t(`module.${key}.title` as MessageId) : humanize(key);
    const band = scoreBand(status === 'scored' ? score : null, translator);
    const impact =
      totalWeight > 0 && score !== null ? roundPoints((weight / totalWeight) * (100 - score)) : 0;
    const findings = toFindings(entry.findings, key, translator);
    const problemCount = findings.filter((finding) => finding.group === 'problems').length;
    const improvementCount = findings.filter((finding) => finding.group === 'improvements').length;
    const statusLabel = status === 'scored' ? band.label : t(`module.status.${status}`);
    const previousScore = readScore(readRecord(previous[key]).score);
    const delta =
      previousScore !== null && score !== null && status === 'scored' ? score - previousScore : null;
    const error = readText(entry.error);
    return {
      key,
      known,
      title,
      description: t(known ? (`module.${key}.description` as MessageId) : 'module.unknown.description'),
      score,
      scoreText: score === null || status !== 'scored' ? t('score.none') : t('module.scoreText', { score }),
      band,
      status,
      statusLabel,
      summary:
        status === 'scored' && score !== null
          ? t('module.accessible', { title, score, band: band.label })
          : t('module.accessibleNoScore', { title, status: statusLabel }),
      beta,
      applicable: status !== 'not_applicable',
      labels: labelsFor(beta, status, translator),
      error: error ? t('module.error', { reason: error }) : null,
      weight,
      impact,
      impactText: t('module.impact', { points: impact }),
      findings,
      findingGroups: groupFindings(findings, translator),
      findingCountText: t('module.findingCount', { count: findings.length }),
      problemCount,
      // Warnings are improvements, not problems, but a module with only those is not "No problems" to an editor
      // who then finds it in the action plan.
      problemCountText:
        improvementCount === 0
          ? t('module.problemCount', { count: problemCount })
          : problemCount === 0
            ? t('module.improvementCount', { count: improvementCount })
            : t('module.problemAndImprovementCount', {
                problems: problemCount,
                improvements: improvementCount,
              }),
      facts: moduleFacts(key, entry, translator),
      delta,
      deltaText: delta === null ? null : signedDelta(delta, translator.locale),
    };
  });

  const order = (view: ModuleView) =>
    STATUS_ORDER[view.beta && view.status === 'scored' ? 'beta' : view.status];
  const position = (key: string) => {
    const index = (MODULE_NAMES as readonly string[]).indexOf(key);
    return index === -1 ? MODULE_NAMES.length : index;
  };
  return views.sort(
    (a, b) =>
      b.impact - a.impact ||
      order(a) - order(b) ||
      (a.score ?? 101) - (b.score ?? 101) ||
      position(a.key) - position(b.key) ||
      a.key.localeCompare(b.key),
  );
}
