/**
 * `npm run faults`: builds, then runs the fault-injection scenarios (scripts/faults/*.faults.ts) one at a time
 * against real api and worker processes, each on its own PostgreSQL database and RabbitMQ vhost, and merges
 * their numbers into .artifacts/faults/results.json. Arguments go to jest, e.g. `npm run faults -- worker-kill`.
 * The RabbitMQ and PostgreSQL restart scenarios stop shared services: run them only when nothing else uses them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.artifacts', 'faults');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FAULTS_OUT: out } }).status ?? 1;

// A full run starts afresh; a run of some scenarios replaces only theirs in results.json.
if (process.argv.length === 2) fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
if (run(npm, ['run', 'build']) !== 0) process.exit(1);
const status = run(process.execPath, [
  path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
  '--config',
  'jest.faults.config.js',
  '--runInBand',
  '--forceExit',
  ...process.argv.slice(2),
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
  suite_ms: Date.now() - started,
  machine: { cpus: os.cpus().length, node: process.version, note: 'cores shared with other work' },
  results,
};
fs.writeFileSync(path.join(out, 'results.json'), `${JSON.stringify(merged, null, 2)}\n`);
console.log(`\nFault results written to ${path.relative(root, path.join(out, 'results.json'))}`);
process.exit(status);
