/** Drops the fault suite's template database, then stops the Auth Emulator if the setup started it. */
const { adminSql } = require('./global-setup.js');
const baseTeardown = require('../../test-support/global-teardown.js');

module.exports = async function globalTeardown() {
  const name = process.env.FAULTS_TEMPLATE_DATABASE;
  if (name) {
    await adminSql(`drop database if exists "${name}" with (force)`).catch((error) =>
      console.error('could not drop', name, error),
    );
  }
  await baseTeardown();
};
