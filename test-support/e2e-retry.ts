/**
 * Browser tests share two cores with the api, the worker, PostgreSQL and Chromium in CI, where a page can miss an
 * action's timeout once under load. One retry absorbs that; a test that fails twice still fails the run, and the
 * first failure is printed so a flaky test stays visible rather than hidden.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
