/**
 * `npm run bench`: benchmarks run as jest files (*.bench.ts) against the real services, one at a time.
 * They measure and write JSON to .artifacts/bench/; they assert correctness, never timing.
 */
const base = require('./jest.config.js');
const api = base.projects.find((project) => project.displayName === 'api');

module.exports = {
  testTimeout: 600_000,
  globalSetup: base.globalSetup,
  globalTeardown: base.globalTeardown,
  projects: [{ ...api, displayName: 'bench', roots: ['<rootDir>/scripts/bench'], testMatch: ['**/*.bench.ts'] }],
};
