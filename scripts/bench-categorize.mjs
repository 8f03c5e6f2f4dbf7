/**
 * Top-1 accuracy of the import categoriser (no user rules, no language model) on the project's labelled
 * list of Singapore and US statement descriptions. Prints one JSON object; with a path, also writes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { categorizeRows, loadCore, parseCsv } from './categorize.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const list = path.join(root, 'core', 'src', 'categories', 'labelled-descriptions.csv');
const rows = parseCsv(fs.readFileSync(list, 'utf8'));
const categoryAt = rows[0].findIndex((name) => name.trim().toLowerCase() === 'category');
const decisions = categorizeRows(rows, loadCore());
const misses = decisions.filter((decision) => decision.fields[categoryAt] !== decision.category);
const result = {
  target: 'top-1 accuracy at least 0.92 with no language model',
  labelled: decisions.length,
  correct: decisions.length - misses.length,
  accuracy: Math.round(((decisions.length - misses.length) / decisions.length) * 10000) / 10000,
  met: (decisions.length - misses.length) / decisions.length >= 0.92,
  misses: misses.map((miss) => ({
    description: miss.description,
    expected: miss.fields[categoryAt],
    got: miss.category,
  })),
};
if (process.argv[2]) fs.writeFileSync(process.argv[2], `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
