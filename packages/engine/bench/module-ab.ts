/**
 * A/B per module between a git revision and this checkout: the time each module (and the parse, scoring and
 * validation) takes over one pass of the bench pages, both versions in one process in alternating order. Where
 * `bench:ab` says a change made the analysis slower, this says which module it was.
 *
 * Run: pnpm --filter @geo-audit/engine bench:modules -- <git revision> [rounds]
 * e.g. `bench:modules -- HEAD~5 9`. Prints each stage's median milliseconds per pass, before and after.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Artifacts } from '../src/artifacts.ts';
import { benchPages, corpusDir, benchNow as now } from './pages.ts';
import { checkOutEngine } from './worktree.ts';

type Analyze = (
  artifacts: Artifacts,
  options: { now: () => Date; onTimed: (stage: string, ms: number) => void },
) => unknown;

const [revision, roundsArg] = process.argv.slice(2).filter((arg) => arg !== '--');
const rounds = Number(roundsArg ?? 9);
if (!revision || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: bench/module-ab.ts <git revision> [rounds ≥ 1]');
  process.exit(2);
}
const load = async (engineDir: string): Promise<Analyze> =>
  (await import(pathToFileURL(join(engineDir, 'src/run/analyze-artifacts.ts')).href)).analyzeArtifacts;
const engines: [Analyze, Analyze] = [
  await load(checkOutEngine(revision)),
  await load(join(import.meta.dirname, '..')),
];
const pages = benchPages(corpusDir);
const WARM_UP = 2;
const times: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
for (let round = 0; round < rounds + WARM_UP; round++) {
  for (const side of (round % 2 === 0 ? [0, 1] : [1, 0]) as (0 | 1)[]) {
    const pass = new Map<string, number>();
    const onTimed = (stage: string, ms: number) => pass.set(stage, (pass.get(stage) ?? 0) + ms);
    for (const page of pages) engines[side](page.artifacts, { now, onTimed });
    if (round < WARM_UP) continue;
    for (const [stage, ms] of pass) times[side].set(stage, [...(times[side].get(stage) ?? []), ms]);
  }
}
const median = (values: number[] = [0]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
console.log(
  `${'stage'.padEnd(20)}${'before'.padStart(9)}${'after'.padStart(9)}  (ms per pass, median of ${rounds})`,
);
for (const stage of new Set([...times[0].keys(), ...times[1].keys()])) {
  const [a, b] = [median(times[0].get(stage)), median(times[1].get(stage))];
  const change = a === 0 ? '' : `${(((b - a) / a) * 100).toFixed(0)} %`;
  console.log(`${stage.padEnd(20)}${a.toFixed(1).padStart(9)}${b.toFixed(1).padStart(9)}  ${change}`);
}
