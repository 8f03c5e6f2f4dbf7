import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from './schema';

describe('schema.graphql', () => {
  it('is the schema the code emits (run `npm run codegen` after changing resolvers)', async () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
    expect(committed).toBe(await printAppSchema());
  });
});
