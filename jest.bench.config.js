/**
 * `npm run bench`: benchmarks run as jest files (*.bench.ts) against the real services, one at a time.
 * They measure and write JSON to .artifacts/bench/; they assert correctness, never timing.
 */
const base = require('./jest.config.js');

// The api is measured as it is deployed (docker-compose, `npm start`): with NODE_ENV=production. jest would set
// 'test', and graphql-js then runs its development-only instanceof checks (they warn about two copies of graphql
// in node_modules) on every value of every answer: about a fifth of the CPU of a similar-transactions call.
process.env.NODE_ENV = 'production';
const api = base.projects.find((project) => project.displayName === 'api');

module.exports = {
  testTimeout: 600_000,
  globalSetup: base.globalSetup,
  globalTeardown: base.globalTeardown,
  projects: [{ ...api, displayName: 'bench', roots: ['<rootDir>/scripts/bench'], testMatch: ['**/*.bench.ts'] }],
};
