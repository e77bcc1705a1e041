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
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AuditResult } from '@geo-audit/core';
import type { Artifacts } from '../src/artifacts.ts';
import { benchPages } from './pages.ts';

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
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const corpus = [process.env.GEO_AUDIT_CORPUS, join(root, '../shared/corpus/extruct-samples')].find(
  (dir): dir is string => typeof dir === 'string' && existsSync(dir),
);

const base = mkdtempSync(join(tmpdir(), 'geo-audit-ab-'));
const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'pipe' });
git('worktree', 'add', '--detach', base, revision);
const cleanUp = () => {
  try {
    git('worktree', 'remove', '--force', base);
  } catch {
    rmSync(base, { recursive: true, force: true });
  }
};
process.on('exit', cleanUp);

// The worktree resolves its packages through this checkout's installs (same lockfile assumed).
for (const dir of ['', 'packages/engine', 'packages/core', 'packages/render']) {
  const target = join(root, dir, 'node_modules');
  if (existsSync(target)) symlinkSync(target, join(base, dir, 'node_modules'));
}

const load = async (engineDir: string): Promise<Analyze> =>
  (await import(pathToFileURL(join(engineDir, 'src/run/analyze-artifacts.ts')).href)).analyzeArtifacts;
const engines: [Analyze, Analyze] = [
  await load(join(base, 'packages/engine')),
  await load(join(root, 'packages/engine')),
];

const now = () => new Date('2026-11-22T12:00:00.000Z');
const pages = benchPages(corpus);
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
  const [before, after] = times[index]!.map(median) as [number, number];
  console.log(
    `${page.name.slice(0, 52).padEnd(54)}${before.toFixed(2).padStart(8)}${after.toFixed(2).padStart(8)}${`${((after / before - 1) * 100).toFixed(0)} %`.padStart(8)}`,
  );
});
const [before, after] = totals.map(median) as [number, number];
console.log(
  `\nall pages: ${before.toFixed(1)} → ${after.toFixed(1)} ms per pass (${((after / before - 1) * 100).toFixed(1)} %)`,
);
console.log(differences === 0 ? 'results: identical' : `results: ${differences} module entries differ`);
if (differences > 0 && process.env.AB_ALLOW_DIFF !== '1') process.exitCode = 1;
