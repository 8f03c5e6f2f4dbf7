/**
 * Starts the Firebase Auth Emulator for the test run unless one is already listening.
 * PostgreSQL and RabbitMQ are expected to run on this machine (.ci/run makes sure of it).
 */
const { spawn } = require('node:child_process');
const path = require('node:path');

const HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

async function isUp() {
  try {
    return (await fetch(`http://${HOST}/`)).ok;
  } catch {
    return false;
  }
}

module.exports = async function globalSetup() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = HOST;
  process.env.FIREBASE_PROJECT_ID ??= 'demo-garden';
  if (await isUp()) return;
  const root = path.resolve(__dirname, '..');
  const emulator = spawn(
    process.execPath,
    [
      require.resolve('firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      'demo-garden',
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  globalThis.__AUTH_EMULATOR__ = emulator;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await isUp()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Firebase Auth Emulator did not start on ${HOST} within 60 s`);
};
