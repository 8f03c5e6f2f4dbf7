/**
 * The fault suite's setup: the Auth Emulator (as for every test run), and one database migrated by the built
 * api that every scenario's cluster copies (CREATE DATABASE ... TEMPLATE): its processes then start together on
 * a schema that is already there, instead of the first api migrating a fresh database before the others start.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { MikroORM } = require('@mikro-orm/postgresql');
const baseSetup = require('../../test-support/global-setup.js');

const ROOT = path.resolve(__dirname, '..', '..');
const API_DATABASE = path.join(ROOT, 'api', 'dist', 'database', 'database.js');
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminSql(sql) {
  const orm = await MikroORM.init({ clientUrl: SERVER_URL, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}

module.exports = async function globalSetup() {
  await baseSetup();
  // Without a build the scenarios say "Build first".
  if (!fs.existsSync(API_DATABASE)) return;
  const name = `garden_faults_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminSql(`create database "${name}"`);
  process.env.FAULTS_TEMPLATE_DATABASE = name;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  // The built api migrates it, in a node of its own (CommonJS with decorators, outside jest's transform).
  const migrated = spawnSync(
    process.execPath,
    [
      '-e',
      `require('reflect-metadata');
       require(process.env.API_DATABASE).openDatabase(process.env.TEMPLATE_URL).then((orm) => orm.close(true));`,
    ],
    { cwd: ROOT, env: { ...process.env, API_DATABASE, TEMPLATE_URL: url.toString() }, encoding: 'utf8' },
  );
  if (migrated.status !== 0) throw new Error(`Could not migrate ${name}:\n${migrated.stdout}\n${migrated.stderr}`);
};

module.exports.adminSql = adminSql;
