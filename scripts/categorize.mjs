/**
 * `npm run categorize -- FILE.csv`: reads `description,amount` rows (a header line first; RFC 4180
 * quoting; extra columns ignored) and prints `description,amount,category,source` using the import's
 * categoriser with no user rules, so its accuracy can be measured on any labelled list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** Splits CSV text into rows of fields (quotes, doubled quotes, commas and newlines inside quotes). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((fields) => fields.some((value) => value.trim() !== ''));
}

const csvField = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function loadCore() {
  const corePath = path.join(root, 'core', 'dist', 'index.js');
  if (!fs.existsSync(corePath)) throw new Error('Build core first: npx tsc -b core (or npm run build)');
  return require(corePath);
}

/** description,amount rows -> decisions; throws with the line number of a malformed row. */
export function categorizeRows(rows, core) {
  const [header = [], ...body] = rows;
  const descriptionAt = header.findIndex((name) => name.trim().toLowerCase() === 'description');
  const amountAt = header.findIndex((name) => name.trim().toLowerCase() === 'amount');
  if (descriptionAt < 0 || amountAt < 0) throw new Error('Line 1: the header must name description and amount columns');
  return body.map((fields, index) => {
    const description = fields[descriptionAt] ?? '';
    const amount = (fields[amountAt] ?? '').trim();
    if (!description.trim() || !/^-?\d+(\.\d{1,2})?$/.test(amount.replace(/,/g, ''))) {
      throw new Error(
        `Line ${index + 2}: expected a description and a decimal amount, got ${JSON.stringify(fields.join(','))}`,
      );
    }
    const amountCents = core.decimalToCents(amount);
    return { fields, description, amount, ...core.categorize({ description, amountCents }) };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  try {
    if (!file) throw new Error('Usage: npm run categorize -- FILE.csv');
    if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
    const decisions = categorizeRows(parseCsv(fs.readFileSync(file, 'utf8')), loadCore());
    const lines = ['description,amount,category,source'];
    for (const decision of decisions) {
      lines.push([decision.description, decision.amount, decision.category, decision.source].map(csvField).join(','));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
