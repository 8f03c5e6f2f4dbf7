/**
 * `npm test`: builds the app (the browser tests drive the built app), then runs every jest project:
 * core, api (real PostgreSQL + Auth Emulator), web components, and Playwright in Chromium.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(npm, ['run', 'build']);
run(process.execPath, [
  path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
  '--ci',
  '--forceExit',
  ...process.argv.slice(2),
]);
