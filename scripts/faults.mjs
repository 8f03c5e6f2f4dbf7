/**
 * `npm run faults`: builds, then runs the fault-injection scenarios (scripts/faults/*.faults.ts) one at a time
 * against real api and worker processes, each on its own PostgreSQL database and RabbitMQ vhost, and merges
 * their numbers into .artifacts/faults/results.json. Arguments go to jest, e.g. `npm run faults -- worker-kill`;
 * a scenario's bare name selects its file alone (never another file whose path happens to contain the word).
 * `--no-build` runs on the build already there (npm test builds first). FAULTS_SAMPLE=1 runs the short sample,
 * into .artifacts/faults-sample. The RabbitMQ and PostgreSQL restart scenarios stop shared services: run them
 * only when nothing else uses them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sample = process.env.FAULTS_SAMPLE === '1';
const out = path.join(root, '.artifacts', sample ? 'faults-sample' : 'faults');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FAULTS_OUT: out } }).status ?? 1;

const scenarios = fs
  .readdirSync(path.join(root, 'scripts', 'faults'))
  .filter((name) => name.endsWith('.faults.ts'))
  .map((name) => name.replace(/\.faults\.ts$/, ''));
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const jestArgs = args
  .filter((arg) => arg !== '--no-build')
  .map((arg) => (scenarios.includes(arg) ? `scripts/faults/${arg}\\.faults\\.ts$` : arg));

// A full run and the sample start afresh; a run of some scenarios replaces only theirs in results.json.
if (sample || jestArgs.length === 0) fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
if (build && run(npm, ['run', 'build']) !== 0) process.exit(1);
const status = run(process.execPath, [
  path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
  '--config',
  'jest.faults.config.js',
  '--runInBand',
  '--forceExit',
  ...jestArgs,
]);

const results = {};
for (const file of fs
  .readdirSync(out)
  .filter((name) => name.endsWith('.json') && name !== 'results.json')
  .sort()) {
  results[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(out, file), 'utf8'));
}
const merged = {
  ranAt: new Date().toISOString(),
  passed: status === 0,
  sample,
  suite_ms: Date.now() - started,
  machine: { cpus: os.cpus().length, node: process.version, note: 'cores shared with other work' },
  results,
};
fs.writeFileSync(path.join(out, 'results.json'), `${JSON.stringify(merged, null, 2)}\n`);
console.log(`\nFault results written to ${path.relative(root, path.join(out, 'results.json'))}`);
process.exit(status);
