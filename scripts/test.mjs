/**
 * `npm test`: builds the app (the browser tests drive the built app), then runs every jest project:
 * core, api (real PostgreSQL + Auth Emulator), web components, and Playwright in Chromium. A whole run then
 * runs a short sample of the fault suite on the same build (scripts/faults.mjs with FAULTS_SAMPLE=1): imports
 * through workers killed mid-job, two apis sharing events and one rate limit, a CPF month with a worker killed
 * mid-batch; only the scenarios that leave the shared PostgreSQL and RabbitMQ running.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// One Auth Emulator for both jest runs (each run's own setup starts one only when none answers, and stops only its own).
const startAuthEmulator = require('../test-support/global-setup.js');
const stopAuthEmulator = require('../test-support/global-teardown.js');

const jestArgs = process.argv.slice(2);
const steps = [
  [npm, ['run', 'build']],
  [process.execPath, [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--forceExit', ...jestArgs]],
];
// `npm test -- <pattern>` runs some tests; the fault sample belongs to the whole run.
if (jestArgs.length === 0) {
  steps.push([
    process.execPath,
    [path.join(root, 'scripts', 'faults.mjs'), '--no-build', '--ci', 'worker-kill', 'two-apis', 'cpf-month'],
    { FAULTS_SAMPLE: '1' },
  ]);
}

await startAuthEmulator();
let status = 0;
for (const [command, args, env = {}] of steps) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  status = result.status ?? 1;
  if (status !== 0) break;
}
await stopAuthEmulator();
process.exit(status);
