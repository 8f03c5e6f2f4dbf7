import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SYSTEM_CATEGORIES } from '../system-categories';

/** The labelled corpus's own promises (README.md beside it), so a regenerated or hand-edited file keeps them. */
const HEADER = 'description,amount,currency,category,merchant,region,kind,split';
const SPLITS = ['train', 'dev', 'test'] as const;

interface CorpusRow {
  line: number;
  description: string;
  amount: string;
  currency: string;
  category: string;
  merchant: string;
  region: string;
  kind: string;
  split: string;
}

const text = fs.readFileSync(path.join(__dirname, 'descriptions.csv'), 'utf8');
const [header = '', ...lines] = text.replace(/\n$/, '').split('\n');
const rows: CorpusRow[] = lines.map((line, index) => {
  // Descriptions carry no commas or quotes, so a row is exactly eight plain fields.
  const fields = line.split(',');
  const [
    description = '',
    amount = '',
    currency = '',
    category = '',
    merchant = '',
    region = '',
    kind = '',
    split = '',
  ] = fields;
  if (fields.length !== 8) throw new Error(`line ${index + 2} has ${fields.length} fields: ${line}`);
  return { line: index + 2, description, amount, currency, category, merchant, region, kind, split };
});
const names: string[] = SYSTEM_CATEGORIES.map((category) => category.name);

describe('the labelled categories corpus', () => {
  it('has the agreed header and at least 3,000 rows', () => {
    expect(header).toBe(HEADER);
    expect(rows.length).toBeGreaterThanOrEqual(3000);
  });

  it('labels every row with a system category, at least 60 rows each', () => {
    expect(rows.filter((row) => !names.includes(row.category))).toEqual([]);
    for (const name of names)
      expect([name, rows.filter((row) => row.category === name).length >= 60]).toEqual([name, true]);
  });

  it('has well-formed fields: signed two-decimal amounts, currency by region, slugs, kinds and splits', () => {
    const bad = rows.filter(
      (row) =>
        !row.description.trim() ||
        row.description !== row.description.trim() ||
        !/^-?\d+\.\d{2}$/.test(row.amount) ||
        Number(row.amount) === 0 ||
        !Number.isFinite(Number(row.amount)) ||
        !['SG', 'US'].includes(row.region) ||
        row.currency !== (row.region === 'US' ? 'USD' : 'SGD') ||
        !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(row.merchant) ||
        !['card', 'bank'].includes(row.kind) ||
        !(SPLITS as readonly string[]).includes(row.split),
    );
    expect(bad).toEqual([]);
  });

  it('keeps every merchant in one split and every category in every split', () => {
    const splitOf = new Map<string, Set<string>>();
    for (const row of rows) splitOf.set(row.merchant, (splitOf.get(row.merchant) ?? new Set()).add(row.split));
    expect([...splitOf].filter(([, splits]) => splits.size > 1).map(([merchant]) => merchant)).toEqual([]);
    for (const name of names)
      for (const split of SPLITS)
        expect([name, split, rows.some((row) => row.category === name && row.split === split)]).toEqual([
          name,
          split,
          true,
        ]);
  });

  it('splits merchants roughly 60/20/20', () => {
    const merchantsIn = (split: string) =>
      new Set(rows.filter((row) => row.split === split).map((row) => row.merchant));
    const all = new Set(rows.map((row) => row.merchant)).size;
    expect(merchantsIn('train').size / all).toBeGreaterThan(0.5);
    expect(merchantsIn('dev').size / all).toBeGreaterThan(0.15);
    expect(merchantsIn('test').size / all).toBeGreaterThan(0.15);
  });

  it('has no row twice (same description and amount) and Singapore ahead of the US', () => {
    const seen = new Set<string>();
    const twice = rows.filter((row) => {
      const key = `${row.description}|${row.amount}`;
      const repeated = seen.has(key);
      seen.add(key);
      return repeated;
    });
    expect(twice).toEqual([]);
    const singapore = rows.filter((row) => row.region === 'SG').length;
    expect(singapore / rows.length).toBeGreaterThan(0.6);
  });

  it('is exactly what the generator writes from the hand-written lists', () => {
    const script = path.join(__dirname, '..', '..', '..', '..', 'scripts', 'corpus', 'build-categories-corpus.mjs');
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
