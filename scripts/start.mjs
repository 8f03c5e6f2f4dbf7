/**
 * `npm start`: builds everything, starts the Auth Emulator when no real Firebase project is configured,
 * then serves the web app, /graphql and /api/v1 on one origin (embedded PostgreSQL unless DATABASE_URL is set).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAuthEmulator } from './auth-emulator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.env.SKIP_BUILD !== 'true') {
  console.log('Building core, web and api...');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-garden';
const usesEmulator = projectId.startsWith('demo-') || Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
let emulator = null;
if (usesEmulator) {
  console.log('Starting the Firebase Auth Emulator...');
  emulator = await ensureAuthEmulator({
    projectId,
    // The emulator sends no email; it logs the links instead. Show them so a developer can verify.
    onLine: (line) => {
      if (/https?:\/\/\S*(oobCode|mode=)/.test(line) || /verify|reset/i.test(line))
        console.log(`[auth] ${line.trim()}`);
    },
  });
}

// Libraries' production mode unless asked otherwise (graphql-js skips its development-only checks on every answer).
const api = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
const stop = (signal) => {
  api.kill(signal);
  emulator?.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
api.on('exit', (code) => {
  emulator?.kill('SIGTERM');
  process.exit(code ?? 0);
});
