/** One `npm test` for every workspace: unit, integration (real PostgreSQL + Auth Emulator), component and browser tests. */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json', diagnostics: false }];
const shared = {
  rootDir: __dirname,
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: { '^@garden/core$': '<rootDir>/core/src/index.ts' },
};

module.exports = {
  testTimeout: 60_000,
  globalSetup: '<rootDir>/test-support/global-setup.js',
  globalTeardown: '<rootDir>/test-support/global-teardown.js',
  projects: [
    { ...shared, displayName: 'core', testEnvironment: 'node', roots: ['<rootDir>/core/src'] },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      setupFiles: ['reflect-metadata'],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      // web/ is an ES module package; its tests are compiled to CommonJS for jest.
      transform: {
        '^.+\\.tsx?$': [
          'ts-jest',
          {
            tsconfig: {
              ...require('./tsconfig.test.json').compilerOptions,
              module: 'commonjs',
              moduleResolution: 'node10',
            },
            diagnostics: false,
          },
        ],
      },
      roots: ['<rootDir>/web/src'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup-tests.ts'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '\\.(css)$': '<rootDir>/web/src/test/style-stub.js',
      },
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      setupFilesAfterEnv: ['<rootDir>/test-support/e2e-retry.ts'],
    },
  ],
};
