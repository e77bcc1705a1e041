/**
 * A/B of two engine versions on the bench pages: does the analysis give the same results, and how much faster or
 * slower is it? Separate bench runs of the same code differ by up to ±50 % per stage on a small shared machine (the
 * JIT settles differently in each process), so this runs both versions in one process, on the same documents, in
 * alternating order, and compares medians.
 *
 * Run: pnpm --filter @geo-audit/engine bench:ab -- <git revision> [rounds]
 * e.g. `bench:ab -- HEAD~3 15`. The other version is checked out into a temporary git worktree that shares this
 * checkout's node_modules, and is removed afterwards.
 *
 * Exit code 1 when a module's result differs between the versions (a performance change must not change results;
 * set AB_ALLOW_DIFF=1 when the change is meant to).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AuditResult } from '@geo-audit/core';
import type { Artifacts } from '../src/artifacts.ts';
import { benchPages, corpusDir, benchNow as now } from './pages.ts';
import { checkOutEngine } from './worktree.ts';

type Analyze = (artifacts: Artifacts, options: { now: () => Date }) => AuditResult;

// pnpm passes the `--` that separates its own arguments through.
const [revision, roundsArg] = process.argv.slice(2).filter((arg) => arg !== '--');
const rounds = Number(roundsArg ?? 9);
if (!revision || !Number.isInteger(rounds) || rounds < 1) {
  console.error(
    'usage: bench/ab.ts <git revision> [rounds ≥ 1]  (compares that revision with this checkout)',
  );
  process.exit(2);
}
const before = checkOutEngine(revision);

const load = async (engineDir: string): Promise<Analyze> =>
  (await import(pathToFileURL(join(engineDir, 'src/run/analyze-artifacts.ts')).href)).analyzeArtifacts;
const engines: [Analyze, Analyze] = [await load(before), await load(join(import.meta.dirname, '..'))];

const pages = benchPages(corpusDir);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
};

let differences = 0;
for (const page of pages) {
  const [a, b] = engines.map((analyze) => analyze(page.artifacts, { now }));
  for (const name of Object.keys({ ...a!.modules, ...b!.modules })) {
    const left = JSON.stringify((a!.modules as Record<string, unknown>)[name]);
    const right = JSON.stringify((b!.modules as Record<string, unknown>)[name]);
    if (left !== right) {
      differences++;
      console.log(`result differs: ${page.name} · ${name}`);
    }
  }
  if (a!.geo_score !== b!.geo_score)
    console.log(`geo_score differs: ${page.name} (${a!.geo_score} → ${b!.geo_score})`);
}

// Warm both, then time them alternately on the same artifacts; order flips every round.
for (let pass = 0; pass < 2; pass++)
  for (const page of pages) for (const analyze of engines) analyze(page.artifacts, { now });
const times = pages.map(() => [[], []] as [number[], number[]]);
const totals: [number[], number[]] = [[], []];
for (let round = 0; round < rounds; round++) {
  const sums = [0, 0];
  pages.forEach((page, index) => {
    for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const started = performance.now();
      engines[k]!(page.artifacts, { now });
      const ms = performance.now() - started;
      times[index]![k]!.push(ms);
      sums[k]! += ms;
    }
  });
  totals[0].push(sums[0]!);
  totals[1].push(sums[1]!);
}

console.log(`\n${revision} (before) vs this checkout (after): ${rounds} alternating rounds, median ms\n`);
pages.forEach((page, index) => {
  const [was, is] = times[index]!.map(median) as [number, number];
  console.log(
    `${page.name.slice(0, 52).padEnd(54)}${was.toFixed(2).padStart(8)}${is.toFixed(2).padStart(8)}${`${((is / was - 1) * 100).toFixed(0)} %`.padStart(8)}`,
  );
});
const change = (from: number, to: number) => `${((to / from - 1) * 100).toFixed(1)} %`;
const [medianBefore, medianAfter] = totals.map(median) as [number, number];
console.log(
  `\nall pages: ${medianBefore.toFixed(1)} → ${medianAfter.toFixed(1)} ms per pass (${change(medianBefore, medianAfter)})`,
);
// On a shared machine the fastest pass is the least disturbed one: a second view when the medians are noisy.
const [fastestBefore, fastestAfter] = totals.map((list) => Math.min(...list)) as [number, number];
console.log(
  `fastest pass: ${fastestBefore.toFixed(1)} → ${fastestAfter.toFixed(1)} ms (${change(fastestBefore, fastestAfter)})`,
);
console.log(differences === 0 ? 'results: identical' : `results: ${differences} module entries differ`);
if (differences > 0 && process.env.AB_ALLOW_DIFF !== '1') process.exitCode = 1;
