/**
 * `npm run faults`: fault-injection scenarios (scripts/faults/*.faults.ts) against real processes of the built
 * app, one file at a time. Each writes its numbers to .artifacts/faults/; scripts/faults.mjs merges them.
 */
const base = require('./jest.config.js');
const api = base.projects.find((project) => project.displayName === 'api');

module.exports = {
  testTimeout: 600_000,
  globalSetup: '<rootDir>/scripts/faults/global-setup.js',
  globalTeardown: '<rootDir>/scripts/faults/global-teardown.js',
  projects: [{ ...api, displayName: 'faults', roots: ['<rootDir>/scripts/faults'], testMatch: ['**/*.faults.ts'] }],
};
