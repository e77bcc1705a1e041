/**
 * Tolerant readers. The result may come from a newer or older service, a host's database, or a partial
 * parse, so every field is read defensively and a missing or malformed value becomes `null` or empty.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function readBoolean(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

export function readArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function readRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** A 0–100 score, rounded; anything else is `null` ("no score"), never a made-up number. */
export function readScore(value: unknown): number | null {
  const number = readNumber(value);
  return number === null ? null : Math.min(100, Math.max(0, Math.round(number)));
}

/** An ISO 8601 timestamp that actually parses, normalised; otherwise `null`. */
export function readTimestamp(value: unknown): string | null {
  const text = readText(value);
  if (text === null) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Rounds to one decimal, the precision points are shown with. */
export function roundPoints(value: number): number {
  return Math.round(value * 10) / 10;
}

/** `future_module` → `Future module`, for keys no catalogue knows. */
export function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1);
}
