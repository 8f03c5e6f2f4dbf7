/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { generate, type CodegenConfig } from '@graphql-codegen/cli';

const ROOT = path.resolve(__dirname, '..', '..', '..');

describe('generated GraphQL code', () => {
  it('matches schema.graphql and the web operations (run `npm run codegen` after changing them)', async () => {
    const { default: config } = (await import(path.join(ROOT, 'codegen.ts'))) as { default: CodegenConfig };
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) {
        expect(fs.readFileSync(path.join(ROOT, output.filename), 'utf8')).toBe(output.content);
      }
    } finally {
      process.chdir(cwd);
    }
  });
});
