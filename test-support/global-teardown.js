module.exports = async function globalTeardown() {
  const emulator = globalThis.__AUTH_EMULATOR__;
  if (emulator?.pid) {
    try {
      process.kill(-emulator.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
