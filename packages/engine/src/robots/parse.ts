import { type CompiledPattern, compilePattern } from './pattern.ts';
import { fileAgentToken } from './user-agent.ts';

/**
 * robots.txt parsing per RFC 9309 §2.1–2.2, with the leniencies of Google's reference parser where the
 * RFC leaves room: key names are case-insensitive and a few frequent misspellings are accepted, a missing
 * colon is tolerated when the line is exactly `key value`, and lines that are not records are skipped.
 */

/** RFC 9309 §2.5: crawlers must parse at least the first 500 KiB. Content after that is ignored. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

/** One `allow` or `disallow` line. */
export interface RobotsRule {
  allow: boolean;
  /** The path as written in the file (comment and whitespace removed). */
  path: string;
  pattern: CompiledPattern;
  /** 1-based line number in the file. */
  line: number;
}

/** One `user-agent` line of a group. */
export interface RobotsAgent {
  /** The value as written. */
  value: string;
  /** The product token compared with crawlers (lower case): `*`, a token, or '' when it can match nothing. */
  token: string;
  line: number;
}

/**
 * A group: consecutive user-agent lines and the lines after them, up to the next user-agent line that
 * follows a rule. Blank lines and other records (sitemap, crawl-delay …) do not end a group.
 */
export interface RobotsGroup {
  agents: RobotsAgent[];
  /** Rules with a non-empty path; an empty `Disallow:` matches nothing, so it is not listed. */
  rules: RobotsRule[];
  /** `Crawl-delay` in seconds, when given (not part of RFC 9309; reported only). */
  crawlDelay?: number;
  /** `Content-Signal` preferences (e.g. `{ search: 'yes', 'ai-train': 'no' }`), when given. */
  contentSignals?: Record<string, string>;
}

export interface ParsedRobotsTxt {
  groups: RobotsGroup[];
  /** `Sitemap:` URLs, wherever they appear. */
  sitemaps: string[];
  /** `Content-Signal` lines before any user-agent line (they apply to every crawler). */
  contentSignals?: Record<string, string>;
  /** Rule lines before the first user-agent line: ignored by crawlers, reported as mistakes. */
  orphanRules: number[];
  /** Lines that are neither blank, comments nor known records. */
  unknownLines: number[];
  /** The input was longer than `ROBOTS_MAX_BYTES` and its tail was ignored. */
  truncated: boolean;
}

type RecordKey = 'user-agent' | 'allow' | 'disallow' | 'sitemap' | 'crawl-delay' | 'content-signal';

// Known keys and the misspellings Google's parser accepts (a Map, so `constructor:` is not a key).
const KEYS: ReadonlyMap<string, RecordKey> = new Map([
  ['user-agent', 'user-agent'],
  ['useragent', 'user-agent'],
  ['user agent', 'user-agent'],
  ['allow', 'allow'],
  ['disallow', 'disallow'],
  ['dissallow', 'disallow'],
  ['dissalow', 'disallow'],
  ['disalow', 'disallow'],
  ['diasllow', 'disallow'],
  ['disallaw', 'disallow'],
  ['sitemap', 'sitemap'],
  ['site-map', 'sitemap'],
  ['crawl-delay', 'crawl-delay'],
  ['content-signal', 'content-signal'],
]);

function limitBytes(text: string): { text: string; truncated: boolean } {
  // A UTF-16 code unit is at most 3 UTF-8 octets: short files skip the encoding.
  if (text.length * 3 <= ROBOTS_MAX_BYTES) return { text, truncated: false };
  const bytes = new TextEncoder().encode(text);
  if (bytes.length <= ROBOTS_MAX_BYTES) return { text, truncated: false };
  let end = ROBOTS_MAX_BYTES;
  // Cut after the last complete line so no rule is half-read (a shortened path would change its meaning).
  while (end > 0 && bytes[end - 1] !== 10 && bytes[end - 1] !== 13) end -= 1;
  return { text: new TextDecoder().decode(bytes.subarray(0, end)), truncated: true };
}

function keyAndValue(rawLine: string): { key: string; value: string } | null {
  const hash = rawLine.indexOf('#');
  const line = (hash >= 0 ? rawLine.slice(0, hash) : rawLine).trim();
  if (line === '') return null;
  const colon = line.indexOf(':');
  if (colon >= 0) {
    const key = line.slice(0, colon).trim();
    return key === '' ? null : { key: key.toLowerCase(), value: line.slice(colon + 1).trim() };
  }
  // A forgotten colon: accepted only when the line is exactly two whitespace-separated words.
  const words = line.split(/[ \t]+/);
  if (words.length !== 2) return null;
  return { key: words[0]!.toLowerCase(), value: words[1]! };
}

function parseSignals(value: string, into: Record<string, string>): void {
  for (const pair of value.split(/[,;]/)) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim().toLowerCase();
    const setting = pair
      .slice(at + 1)
      .trim()
      .toLowerCase();
    if (name !== '' && setting !== '') into[name] = setting;
  }
}

/**
 * Parses a robots.txt body (a leading BOM is skipped; CR, LF and CRLF line ends; at most
 * `ROBOTS_MAX_BYTES` octets are read).
 *
 * @example
 * ```ts
 * const parsed = parseRobotsTxt('User-agent: *\nDisallow: /private\nSitemap: https://example.com/s.xml');
 * parsed.groups[0].rules[0].path; // '/private'
 * parsed.sitemaps; // ['https://example.com/s.xml']
 * ```
 */
export function parseRobotsTxt(body: string): ParsedRobotsTxt {
  const limited = limitBytes(body.startsWith('\uFEFF') ? body.slice(1) : body);
  const result: ParsedRobotsTxt = {
    groups: [],
    sitemaps: [],
    orphanRules: [],
    unknownLines: [],
    truncated: limited.truncated,
  };
  let current: RobotsGroup | null = null;
  let sawRule = false;
  const lines = limited.text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const lineNumber = index + 1;
    const record = keyAndValue(lines[index]!);
    if (record === null) continue;
    const key = KEYS.get(record.key);
    switch (key) {
      case 'user-agent': {
        if (current === null || sawRule) {
          current = { agents: [], rules: [] };
          result.groups.push(current);
          sawRule = false;
        }
        current.agents.push({ value: record.value, token: fileAgentToken(record.value), line: lineNumber });
        break;
      }
      case 'allow':
      case 'disallow': {
        if (current === null) {
          result.orphanRules.push(lineNumber);
          break;
        }
        sawRule = true;
        if (record.value !== '') {
          current.rules.push({
            allow: key === 'allow',
            path: record.value,
            pattern: compilePattern(record.value),
            line: lineNumber,
          });
        }
        break;
      }
      case 'sitemap':
        if (record.value !== '') result.sitemaps.push(record.value);
        break;
      case 'crawl-delay': {
        const seconds = Number(record.value);
        if (current !== null && record.value !== '' && Number.isFinite(seconds) && seconds >= 0) {
          current.crawlDelay = seconds;
        }
        break;
      }
      case 'content-signal': {
        const owner: { contentSignals?: Record<string, string> } = current ?? result;
        owner.contentSignals = owner.contentSignals ?? {};
        parseSignals(record.value, owner.contentSignals);
        break;
      }
      default:
        result.unknownLines.push(lineNumber);
    }
  }
  return result;
}
