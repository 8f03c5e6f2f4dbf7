/** Starts the Firebase Auth Emulator (offline, from firebase-tools) unless one already answers. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export async function emulatorIsUp() {
  try {
    return (await fetch(`http://${EMULATOR_HOST}/`)).ok;
  } catch {
    return false;
  }
}

/** Resolves with the child process (or null when one was already running) once the emulator answers. */
export async function ensureAuthEmulator({ projectId = 'demo-garden', onLine } = {}) {
  if (await emulatorIsUp()) return null;
  const child = spawn(
    process.execPath,
    [
      require.resolve('firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) onLine?.(line);
    });
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await emulatorIsUp()) return child;
    if (child.exitCode !== null) throw new Error('The Firebase Auth Emulator exited during start-up');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`The Firebase Auth Emulator did not answer on ${EMULATOR_HOST} within 60 s`);
}
