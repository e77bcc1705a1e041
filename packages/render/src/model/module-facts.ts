import type { Translator } from '../i18n/translator.ts';
import { humanize, isRecord, readArray, readBoolean, readRecord, readScore, readText } from './read.ts';
import type { FactView } from './types.ts';

/** Keys of a `platforms` module entry that are module fields, not platforms. */
const PLATFORMS_MODULE_FIELDS = new Set(['score', 'applicable', 'weight', 'error', 'findings', 'beta']);

const PLATFORM_NAMES: Record<string, string> = {
  chatgpt: 'ChatGPT',
  google_ai_overviews: 'Google AI Overviews',
  perplexity: 'Perplexity',
  wikipedia: 'Wikipedia',
  wikidata: 'Wikidata',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  github: 'GitHub',
  reddit: 'Reddit',
  crunchbase: 'Crunchbase',
};

function texts(value: unknown): string[] {
  return readArray(value)
    .map(readText)
    .filter((item): item is string => item !== null);
}

function list(items: string[], translator: Translator): string {
  if (items.length === 0) return translator.t('fact.none');
  try {
    return new Intl.ListFormat(translator.locale, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

function platformName(key: string): string {
  return PLATFORM_NAMES[key] ?? humanize(key);
}

/**
 * The facts a known module reports besides its findings, as label/value text. Unknown modules and
 * malformed fields yield no facts rather than wrong ones.
 */
export function moduleFacts(key: string, entry: Record<string, unknown>, translator: Translator): FactView[] {
  const { t } = translator;
  switch (key) {
    case 'crawlers': {
      const facts: FactView[] = [];
      if (Array.isArray(entry.blocked))
        facts.push({ label: t('fact.crawlers.blocked'), value: list(texts(entry.blocked), translator) });
      if (Array.isArray(entry.allowed))
        facts.push({ label: t('fact.crawlers.allowed'), value: list(texts(entry.allowed), translator) });
      return facts;
    }
    case 'schema':
      return Array.isArray(entry.types_found)
        ? [{ label: t('fact.schema.types'), value: list(texts(entry.types_found), translator) }]
        : [];
    case 'llmstxt': {
      const facts: FactView[] = [];
      const exists = readBoolean(entry.exists);
      if (exists !== null)
        facts.push({ label: t('fact.llmstxt.exists'), value: t(exists ? 'fact.found' : 'fact.notFound') });
      const cta = readText(entry.cta_url);
      if (cta) facts.push({ label: t('fact.llmstxt.cta'), value: cta });
      const checks = readArray(entry.link_checks).filter(isRecord);
      if (checks.length > 0) {
        const unchecked = checks.filter((c) => c.outcome === 'not_checked').length;
        facts.push({
          label: t('fact.llmstxt.links'),
          value: t('fact.llmstxt.linksValue', {
            working: checks.filter((c) => c.outcome === 'ok').length,
            checked: checks.length - unchecked,
            unchecked,
          }),
        });
      }
      return facts;
    }
    case 'eeat': {
      const signals = readArray(entry.signals).filter(isRecord);
      if (signals.length === 0) return [];
      const label = (signal: Record<string, unknown>) => readText(signal.label) ?? readText(signal.id) ?? '?';
      return [
        {
          label: t('fact.eeat.present'),
          value: list(signals.filter((s) => s.present === true).map(label), translator),
        },
        {
          label: t('fact.eeat.missing'),
          value: list(signals.filter((s) => s.present !== true).map(label), translator),
        },
      ];
    }
    case 'brand':
      return Object.entries(readRecord(entry.platforms))
        .filter(([, value]) => isRecord(value))
        .map(([name, value]) => {
          const platform = value as Record<string, unknown>;
          const linked = t(platform.linked_from_site === true ? 'fact.brand.linked' : 'fact.brand.notLinked');
          const verified = readBoolean(platform.verified);
          return {
            label: platformName(name),
            value:
              verified === null
                ? linked
                : t(verified ? 'fact.brand.verified' : 'fact.brand.unverified', { linked }),
          };
        });
    case 'platforms':
      return Object.entries(entry)
        .filter(([name, value]) => !PLATFORMS_MODULE_FIELDS.has(name) && isRecord(value))
        .map(([name, value]) => {
          const platform = value as Record<string, unknown>;
          const score = readScore(platform.score);
          return {
            label: platformName(name),
            value:
              score === null
                ? t('module.status.unscored')
                : t('fact.platform.entry', {
                    score,
                    eligible: platform.eligible === true ? 'true' : 'false',
                  }),
          };
        });
    case 'agent_readiness': {
      const tools = readRecord(entry.tools);
      const facts: FactView[] = [];
      if (typeof tools.count === 'number')
        facts.push({ label: t('fact.agent.tools'), value: String(tools.count) });
      if (Array.isArray(entry.forms))
        facts.push({ label: t('fact.agent.forms'), value: String(entry.forms.length) });
      return facts;
    }
    default:
      return [];
  }
}
