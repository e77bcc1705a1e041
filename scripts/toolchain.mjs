#!/usr/bin/env node
// Toolchain bootstrap shared by `npm start` and `npm test`.
//
// It must run on any Node >= 18 with only npm available, so it uses nothing but Node built-ins.
// When the running Node is older than the project's minimum, it fetches a pinned Node from the npm
// registry (the `node-<platform>-<arch>` package carries the binary and its headers) into the git-ignored
// `.toolchain/` folder, puts it first on PATH and points `npm_config_nodedir` at it so native addons
// compile against the same headers. It then installs the pinned pnpm, installs the workspace with a
// frozen lockfile, and runs the requested root script with that toolchain.
//
// Usage: node scripts/toolchain.mjs <start|test> [-- args passed to the script]

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// 24: the engine's text patterns use RegExp modifiers, which older Node cannot parse (decision 0074).
const MIN_NODE = [24, 0];
const NODE_VERSION = '24.21.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolDir = path.join(root, '.toolchain');
const pnpmVersion = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];

const TASKS = {
  start: 'start:main',
  test: 'test:ci',
};

function log(message) {
  process.stderr.write(`[toolchain] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function nodeIsRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

function nodePackageName() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  return `node-${platform}-${process.arch}`;
}

function npmInstall(prefix, spec) {
  mkdirSync(prefix, { recursive: true });
  // npm_config_nodedir from the caller's npm config must not leak into this plain download.
  const status = run(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec],
    {
      env: { ...process.env, npm_config_nodedir: '' },
      shell: process.platform === 'win32',
    },
  );
  if (status !== 0) {
    log(`could not install ${spec} from the npm registry (exit ${status}).`);
    log('Check your network or registry settings (`npm config get registry`) and try again.');
    process.exit(status);
  }
}

/** Returns {nodeBin, nodeDir}: the Node to use and, when fetched, the folder holding its headers. */
function ensureNode() {
  if (nodeIsRecentEnough(process.version) && !process.env.GEO_AUDIT_FORCE_TOOLCHAIN) {
    return { nodeBin: process.execPath, nodeDir: undefined };
  }
  const pkg = nodePackageName();
  const prefix = path.join(toolDir, `node-${NODE_VERSION}`);
  const nodeDir = path.join(prefix, 'node_modules', pkg);
  const nodeBin = path.join(nodeDir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(nodeBin)) {
    log(
      `Node ${process.version} is older than ${MIN_NODE.join('.')}; fetching ${pkg}@${NODE_VERSION} from the npm registry…`,
    );
    npmInstall(prefix, `${pkg}@${NODE_VERSION}`);
  }
  return { nodeBin, nodeDir };
}

function ensurePnpm() {
  const prefix = path.join(toolDir, `pnpm-${pnpmVersion}`);
  const pnpmCjs = path.join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!existsSync(pnpmCjs)) {
    log(`installing pnpm@${pnpmVersion}…`);
    npmInstall(prefix, `pnpm@${pnpmVersion}`);
  }
  return pnpmCjs;
}

/** A `pnpm` executable on PATH so scripts, turbo and child tools find the pinned pnpm. */
function writePnpmShim(nodeBin, pnpmCjs) {
  const binDir = path.join(toolDir, 'bin');
  mkdirSync(binDir, { recursive: true });
  const shim = path.join(binDir, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec "${nodeBin}" "${pnpmCjs}" "$@"\n`);
  chmodSync(shim, 0o755);
  return binDir;
}

function main() {
  const [task = 'test', ...rest] = process.argv.slice(2);
  const script = TASKS[task];
  if (!script) {
    log(`unknown task "${task}"; use one of: ${Object.keys(TASKS).join(', ')}`);
    process.exit(2);
  }
  const { nodeBin, nodeDir } = ensureNode();
  const pnpmCjs = ensurePnpm();
  const shimDir = writePnpmShim(nodeBin, pnpmCjs);

  const env = {
    ...process.env,
    PATH: [path.dirname(nodeBin), shimDir, process.env.PATH].join(path.delimiter),
    TURBO_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
  };
  if (nodeDir) env.npm_config_nodedir = nodeDir;
  else delete env.npm_config_nodedir;

  const install = [
    'install',
    process.env.GEO_AUDIT_UNFROZEN ? '--no-frozen-lockfile' : '--frozen-lockfile',
    '--prefer-offline',
  ];
  log(
    `node ${nodeBin === process.execPath ? process.version : `v${NODE_VERSION} (.toolchain)`}, pnpm ${pnpmVersion}: installing dependencies…`,
  );
  let status = run(nodeBin, [pnpmCjs, ...install], { cwd: root, env });
  if (status !== 0) {
    log(
      '`pnpm install --frozen-lockfile` failed. If you changed package.json, run `pnpm install` and commit pnpm-lock.yaml.',
    );
    process.exit(status);
  }
  const extra = rest[0] === '--' ? rest.slice(1) : rest;
  status = run(nodeBin, [pnpmCjs, 'run', script, ...(extra.length ? ['--', ...extra] : [])], {
    cwd: root,
    env,
  });
  process.exit(status);
}

main();
