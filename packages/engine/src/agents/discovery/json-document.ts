/**
 * Reads a `/.well-known/` JSON document (API catalog, MCP or A2A card, OAuth metadata) and judges it with a small
 * shape check: enough to tell a real document from a catch-all page or broken JSON, not a full schema validation.
 */
import type { DiscoveryFetch } from '../../artifacts.ts';
import {
  answeredUrl,
  type DiscoverySignal,
  essenceOf,
  isHtmlAnswer,
  signal,
  sizeOf,
  unanswered,
} from './signal.ts';

/** A shape check's verdict: what the document holds, or what makes it unusable. */
export type ShapeVerdict = { ok: true; summary: string } | { ok: false; reason: string };

/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export interface DocumentSpec {
  /** Names the document in evidence: "an MCP server card". */
  name: string;
  /** Content-Type essences that are right for it; another one is noted, not failed. */
  types: readonly string[];
  check: (value: JsonObject, resource: DiscoveryFetch) => ShapeVerdict;
}

function parseJson(body: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(body.replace(/^\uFEFF/, '')) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The signal for one well-known JSON document: absent for a 404 or an HTML page served in its place, invalid for a
 * body that does not parse or fails `spec.check` (with the parser's message or the check's reason), found otherwise.
 *
 * @example
 * judgeJsonDocument(artifacts.discovery?.a2a_agent_card, A2A_AGENT_CARD).status; // 'invalid' for "{name:"
 */
export function judgeJsonDocument(resource: DiscoveryFetch | undefined, spec: DocumentSpec): DiscoverySignal {
  const early = unanswered(resource, spec.name);
  if (early !== null || resource === undefined) return early as DiscoverySignal;
  const url = answeredUrl(resource);
  const essence = essenceOf(resource);
  if (isHtmlAnswer(resource)) {
    return signal(
      'absent',
      url,
      `HTTP ${resource.status} with an HTML page (${essence || 'no Content-Type'}), not ${spec.name}: a catch-all or soft-404 page`,
    );
  }
  if (resource.body.trim() === '')
    return signal('invalid', url, `HTTP ${resource.status} with an empty body`);
  const parsed = parseJson(resource.body);
  if ('error' in parsed) {
    if (resource.truncated) {
      return signal('unknown', url, `larger than the ${sizeOf(resource.body)} read, so it was not checked`);
    }
    return signal('invalid', url, `not valid JSON: ${parsed.error}`);
  }
  if (!isObject(parsed.value)) return signal('invalid', url, `JSON, but not an object: ${spec.name} is one`);
  const verdict = spec.check(parsed.value, resource);
  if (!verdict.ok) return signal('invalid', url, verdict.reason);
  const typeNote = spec.types.includes(essence)
    ? ''
    : `; served as ${essence || 'no Content-Type'}, where ${spec.types[0]} is expected`;
  return signal('found', url, `${verdict.summary}${typeNote}`);
}
