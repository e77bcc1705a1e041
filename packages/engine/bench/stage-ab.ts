/**
 * A/B of one engine function between a git revision and this checkout, on fresh documents of the bench pages:
 * `bench:ab` for a single stage (page facts, the content model, the agent scan …), whose change is too small to
 * see through the noise of a whole analysis. The function must take the parsed document; both versions get their
 * own freshly parsed documents each round (their memos never answer), in alternating order.
 *
 * Run: pnpm --filter @geo-audit/engine bench:stage -- <git revision> <path under src>:<export> [rounds]
 * e.g. `bench:stage -- HEAD structured-data/metadata.ts:pageFacts 40`.
 *
 * Prints the median and the fastest round of each version: on a shared machine the fastest round is the least
 * disturbed one, and the steadier of the two figures.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parsePage } from '../src/parse/page.ts';
import { benchPages, corpusDir } from './pages.ts';
import { checkOutEngine } from './worktree.ts';

type Stage = (document: ReturnType<typeof parsePage>) => unknown;

const [revision, target, roundsArg] = process.argv.slice(2).filter((arg) => arg !== '--');
const rounds = Number(roundsArg ?? 30);
const [file, name] = (target ?? '').split(':');
if (!revision || !file || !name || !Number.isInteger(rounds) || rounds < 1) {
  console.error(
    'usage: bench/stage-ab.ts <git revision> <path under src>:<export> [rounds ≥ 1]\n' +
      '  e.g. bench/stage-ab.ts HEAD structured-data/metadata.ts:pageFacts 40',
  );
  process.exit(2);
}

const load = async (engineDir: string): Promise<Stage> => {
  const stage = (await import(pathToFileURL(join(engineDir, 'src', file)).href))[name];
  if (typeof stage !== 'function') throw new Error(`${file} has no exported function ${name}`);
  return stage as Stage;
};
const stages: [Stage, Stage] = [
  await load(checkOutEngine(revision)),
  await load(join(import.meta.dirname, '..')),
];

const pages = benchPages(corpusDir);
const time = (stage: Stage): number => {
  const documents = pages.map((page) => parsePage(page.html));
  const started = performance.now();
  for (const document of documents) stage(document);
  return performance.now() - started;
};

for (let pass = 0; pass < 3; pass++) for (const stage of stages) time(stage);
const times: [number[], number[]] = [[], []];
for (let round = 0; round < rounds; round++) {
  for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) times[k]!.push(time(stages[k]!));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const line = (label: string, pick: (values: number[]) => number) => {
  const [before, after] = times.map(pick) as [number, number];
  return `${label}: ${before.toFixed(2)} → ${after.toFixed(2)} ms (${((after / before - 1) * 100).toFixed(1)} %)`;
};
console.log(
  `${name}, ${revision} (before) vs this checkout (after), ${rounds} rounds over ${pages.length} pages`,
);
console.log(line('median round', median));
console.log(line('fastest round', (values) => Math.min(...values)));
