import type { Row } from './parts/part.ts';

/** One plain-text table (screen readers and copy-paste friendly: no colour, no box drawing). */
export function formatTable(rows: Row[]): string {
  const header: Row = { part: 'Part', url: 'URL', login: 'Login / credentials' };
  const all = [header, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((row) => row[key].length));
  const [p, u] = [width('part'), width('url')];
  const line = (row: Row) => `${row.part.padEnd(p)}  ${row.url.padEnd(u)}  ${row.login}`.trimEnd();
  return [line(header), `${'-'.repeat(p)}  ${'-'.repeat(u)}  ${'-'.repeat(19)}`, ...rows.map(line)].join(
    '\n',
  );
}
