/**
 * Builds core/src/categories/corpus/descriptions.csv: labelled bank and card statement descriptions for the
 * categoriser, written from the hand-made merchant and wording lists beside this script (never from the
 * categoriser's own knowledge base, so the corpus measures it independently).
 * Deterministic: every merchant draws from its own seeded generator, so adding a merchant changes no other row.
 *   node scripts/corpus/build-categories-corpus.mjs [--check] [--resplit]
 * --resplit forgets the committed splits (only before anyone has tuned on the corpus).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MERCHANT_BLOCKS } from './categories-corpus-merchants.mjs';
import { TEMPLATE_BLOCKS } from './categories-corpus-templates.mjs';
import { fnv1a, rngFor, makeTools } from './categories-corpus-tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.join(root, 'core', 'src', 'categories', 'corpus', 'descriptions.csv');
const systemFile = path.join(root, 'core', 'src', 'categories', 'system-categories.ts');
const CATEGORIES = [...fs.readFileSync(systemFile, 'utf8').matchAll(/name: '([^']+)'/g)].map((m) => m[1]);

/** Rows per category wanted in total; merchants share them, each at least MIN_PER_MERCHANT. */
const TARGET = {
  'Food & Dining': 640,
  Groceries: 250,
  Transport: 260,
  Shopping: 520,
  'Bills & Utilities': 160,
  Subscriptions: 170,
  Entertainment: 150,
  'Health & Wellness': 180,
  'Personal Care': 120,
  Travel: 210,
  Education: 140,
  Insurance: 120,
  Housing: 110,
  'Gifts & Donations': 100,
  'Fees & Charges': 150,
  Transfers: 230,
  'Salary & Income': 140,
  'Interest & Rewards': 150,
  Investments: 140,
  Refunds: 100,
  'CPF-OA': 80,
  'CPF-SA': 70,
  'CPF-MA': 70,
  Uncategorized: 80,
};
const MIN_PER_MERCHANT = 3;

/** Every merchant of every block as { category, slug, region, spec, render } where render(rng, tools) gives one row. */
function allMerchants() {
  const merchants = [];
  for (const block of [...MERCHANT_BLOCKS, ...TEMPLATE_BLOCKS]) {
    if (!CATEGORIES.includes(block.category)) throw new Error(`not a system category: ${block.category}`);
    for (const merchant of block.merchants) merchants.push({ ...merchant, category: block.category });
  }
  return merchants;
}

/** Merchant key to split in the CSV as committed (empty with --resplit or when there is none yet). */
function committedSplits() {
  const splits = new Map();
  if (process.argv.includes('--resplit') || !fs.existsSync(out)) return splits;
  const [header, ...lines] = fs.readFileSync(out, 'utf8').trim().split('\n');
  const columns = header.split(',');
  const merchantAt = columns.indexOf('merchant');
  const splitAt = columns.indexOf('split');
  for (const line of lines) {
    const fields = line.split(',');
    splits.set(fields[merchantAt], fields[splitAt]);
  }
  return splits;
}

function build() {
  const merchants = allMerchants();
  const rows = [];
  const seen = new Set();
  for (const category of CATEGORIES) {
    const own = merchants.filter((m) => m.category === category);
    if (own.length < 3) throw new Error(`${category}: needs at least 3 merchants, has ${own.length}`);
    const each = Math.max(MIN_PER_MERCHANT, Math.round(TARGET[category] / own.length));
    for (const merchant of own) {
      // A brand billed in US dollars on a Singapore card is a second entry of the same key; it draws apart.
      const billing = merchant.fx?.currency === 'USD' ? '|usd' : '';
      const rng = rngFor(`${category}|${merchant.slug}|${merchant.region}${billing}`);
      const tools = makeTools(rng);
      // Some merchants appear more often than others, as on real statements.
      // Singapore first: its merchants get a few more rows than US ones.
      const regional = Math.round(each * (merchant.region === 'SG' ? 1.1 : 0.95));
      const count = Math.max(MIN_PER_MERCHANT, regional + tools.int(-1, 2) + (merchant.weight ?? 0));
      let made = 0;
      for (let attempt = 0; made < count && attempt < count * 12; attempt += 1) {
        const row = merchant.render(tools, merchant);
        const description = tools.clean(row.description);
        const key = `${description}\u0000${row.amount}`;
        if (!description || seen.has(key)) continue;
        seen.add(key);
        rows.push({
          description,
          amount: row.amount,
          currency: row.currency ?? (merchant.region === 'US' ? 'USD' : 'SGD'),
          category,
          merchant: merchant.slug,
          region: merchant.region,
          kind: row.kind,
          split: '',
        });
        made += 1;
      }
    }
  }
  assignSplits(rows, committedSplits());
  return rows;
}

/**
 * One split per merchant key, decided by the key's hash alone (60/20/20), so a merchant keeps its split when
 * the lists grow. Only where a category would lack a split is one of its merchants moved there: the one with
 * the lowest second hash among those whose move empties no split of any category.
 */
/**
 * One split per merchant key, about 60/20/20 of each category's merchants, every split in every category.
 * The split is made once: a key already in the committed CSV keeps its split, so growing the lists never
 * moves a merchant between train, dev and test. New keys are placed category by category (fewest merchants
 * first), in hash order, each into the split furthest below its share.
 */
function assignSplits(rows, committed) {
  const SHARES = [
    ['train', 0.6],
    ['dev', 0.2],
    ['test', 0.2],
  ];
  const byCategory = new Map();
  for (const row of rows) {
    if (!byCategory.has(row.category)) byCategory.set(row.category, new Set());
    byCategory.get(row.category).add(row.merchant);
  }
  const splitOf = new Map();
  const present = new Set(rows.map((row) => row.merchant));
  for (const [key, split] of committed) if (present.has(key)) splitOf.set(key, split);
  const order = [...byCategory.entries()].sort((a, b) => a[1].size - b[1].size || a[0].localeCompare(b[0]));
  for (const [category, keys] of order) {
    const sorted = [...keys].sort((a, b) => fnv1a(`split|${a}`) - fnv1a(`split|${b}`) || a.localeCompare(b));
    const counts = { train: 0, dev: 0, test: 0 };
    for (const key of sorted) if (splitOf.has(key)) counts[splitOf.get(key)] += 1;
    for (const key of sorted) {
      if (splitOf.has(key)) continue;
      // Fill an empty dev/test first so small categories reach every split.
      const empty = ['dev', 'test', 'train'].find((name) => counts[name] === 0);
      const total = Object.values(counts).reduce((a, b) => a + b, 0) + 1;
      const split =
        empty ?? SHARES.map(([name, share]) => [name, share * total - counts[name]]).sort((a, b) => b[1] - a[1])[0][0];
      splitOf.set(key, split);
      counts[split] += 1;
    }
    for (const name of ['train', 'dev', 'test'])
      if (counts[name] === 0) throw new Error(`${category}: no merchant in ${name}`);
  }
  for (const row of rows) row.split = splitOf.get(row.merchant);
}

function toCsv(rows) {
  const header = 'description,amount,currency,category,merchant,region,kind,split';
  const lines = rows.map((r) => {
    for (const field of [r.description, r.merchant])
      if (/[",\n]/.test(field)) throw new Error(`unsafe field: ${field}`);
    return [r.description, r.amount, r.currency, r.category, r.merchant, r.region, r.kind, r.split].join(',');
  });
  return `${[header, ...lines].join('\n')}\n`;
}

function table(rows) {
  const lines = [
    '| category | rows | merchants | train | dev | test | SG | US |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const sum = { rows: 0, merchants: new Set(), train: 0, dev: 0, test: 0, SG: 0, US: 0 };
  for (const category of CATEGORIES) {
    const own = rows.filter((r) => r.category === category);
    const merchants = new Set(own.map((r) => r.merchant));
    const c = (f) => own.filter(f).length;
    const cells = [
      own.length,
      merchants.size,
      c((r) => r.split === 'train'),
      c((r) => r.split === 'dev'),
      c((r) => r.split === 'test'),
      c((r) => r.region === 'SG'),
      c((r) => r.region === 'US'),
    ];
    sum.rows += own.length;
    merchants.forEach((m) => sum.merchants.add(m));
    ['train', 'dev', 'test', 'SG', 'US'].forEach((k, i) => (sum[k] += cells[i + 2]));
    lines.push(`| ${category} | ${cells.join(' | ')} |`);
  }
  lines.push(
    `| **all** | ${sum.rows} | ${sum.merchants.size} | ${sum.train} | ${sum.dev} | ${sum.test} | ${sum.SG} | ${sum.US} |`,
  );
  const merchantSplits = { train: new Set(), dev: new Set(), test: new Set() };
  rows.forEach((r) => merchantSplits[r.split].add(r.merchant));
  lines.push(
    '',
    `Merchant keys per split: train ${merchantSplits.train.size}, dev ${merchantSplits.dev.size}, test ${merchantSplits.test.size}.`,
  );
  return lines.join('\n');
}

const rows = build();
const csv = toCsv(rows);
if (process.argv.includes('--check')) {
  const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  if (current !== csv) {
    console.error('descriptions.csv is not what the generator writes; run the generator and commit the result');
    process.exit(1);
  }
} else {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, csv);
  // The README's counts stay those of the file beside it.
  const readme = path.join(path.dirname(out), 'README.md');
  if (fs.existsSync(readme)) {
    const text = fs.readFileSync(readme, 'utf8');
    const updated = text.replace(
      /<!-- counts -->[\s\S]*<!-- \/counts -->/,
      `<!-- counts -->\n\n${table(rows)}\n\n<!-- /counts -->`,
    );
    fs.writeFileSync(readme, updated);
  }
}
console.log(table(rows));
