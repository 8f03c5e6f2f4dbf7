/**
 * `npm run bench`: builds, runs every benchmark (scripts/bench/*.bench.ts) one at a time against the real
 * PostgreSQL, RabbitMQ and Auth Emulator, then merges their JSON into .artifacts/bench/results.json.
 * Targets are reported next to each measurement; a missed target is reported, never hidden.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.artifacts', 'bench');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_OUT: out } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
run(npm, ['run', 'build']);
run(process.execPath, [
  // Lets benches measure the heap still live after a full collection (data-export).
  '--expose-gc',
  path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
  '--config',
  'jest.bench.config.js',
  '--runInBand',
  '--forceExit',
  ...process.argv.slice(2),
]);
run(process.execPath, [path.join(root, 'scripts', 'bench-categorize.mjs'), path.join(out, 'categorize.json')]);

const results = {};
for (const file of fs
  .readdirSync(out)
  .filter((name) => name.endsWith('.json') && name !== 'results.json')
  .sort()) {
  results[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(out, file), 'utf8'));
}
const merged = {
  ranAt: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  results,
};
fs.writeFileSync(path.join(out, 'results.json'), `${JSON.stringify(merged, null, 2)}\n`);
console.log(JSON.stringify(merged, null, 2));
console.log(`\nBenchmark results written to ${path.relative(root, path.join(out, 'results.json'))}`);
