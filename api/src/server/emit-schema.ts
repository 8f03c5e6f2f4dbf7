/** Writes schema.graphql at the repository root from the resolvers' code. */
import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from './schema';

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');

printAppSchema()
  .then((schema) => {
    fs.writeFileSync(SCHEMA_FILE, schema);
    console.log(`Wrote ${SCHEMA_FILE}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
