/**
 * `npm run train-categorizer`: trains the shared classifier (core/src/categories/classifier) on the train
 * and dev rows of the labelled corpus — never test — and the knowledge base's names, and writes its weights to
 * core/src/categories/classifier/model.json. Deterministic: the same corpus and code give a byte-identical
 * file. `--check` fails when the committed model differs from what training gives (stale after a change
 * to the features, the trainer or the corpus).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const corpusFile = path.join(root, 'core', 'src', 'categories', 'corpus', 'descriptions.csv');
const modelFile = path.join(root, 'core', 'src', 'categories', 'classifier', 'model.json');

/** The corpus rows of the given splits (the file needs no CSV quoting: 8 fields split on commas). */
export function readCorpus(splits) {
  const [header, ...lines] = fs.readFileSync(corpusFile, 'utf8').trim().split('\n');
  const columns = header.split(',');
  const at = (name) => columns.indexOf(name);
  return lines
    .map((line) => line.split(','))
    .filter((fields) => splits.includes(fields[at('split')]))
    .map((fields) => ({
      description: fields[at('description')],
      amountCents: Math.round(Number(fields[at('amount')]) * 100),
      category: fields[at('category')],
      group: fields[at('merchant')],
      split: fields[at('split')],
    }));
}

/** Compiles only the trainer and what it imports (not the rest of core) into a scratch folder and loads it. */
function loadTrainer() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'train-categorizer-'));
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const sources = ['classifier/shared-training.ts'].map((file) => path.join(root, 'core', 'src', 'categories', file));
  const options = ['--outDir', out, '--rootDir', path.join(root, 'core', 'src'), '--module', 'commonjs'];
  options.push('--moduleResolution', 'node', '--target', 'ES2022', '--strict', '--skipLibCheck', '--types', 'node');
  const result = spawnSync(process.execPath, [tsc, ...options, ...sources], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const load = (file) => require(path.join(out, 'categories', file));
  const trainer = load('classifier/shared-training.js');
  fs.rmSync(out, { recursive: true, force: true });
  return trainer;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const core = loadTrainer();
  const rows = readCorpus(['train', 'dev']);
  const started = Date.now();
  const text = `${JSON.stringify(core.trainSharedModel(rows))}\n`;
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(modelFile) ? fs.readFileSync(modelFile, 'utf8') : '';
    if (committed !== text) {
      console.error(`${path.relative(root, modelFile)} is stale: run npm run train-categorizer`);
      process.exit(1);
    }
    console.log(`${path.relative(root, modelFile)} is up to date`);
  } else {
    fs.writeFileSync(modelFile, text);
    console.log(
      `Trained on ${rows.length} rows in ${Date.now() - started} ms: ${path.relative(root, modelFile)} (${text.length} bytes)`,
    );
  }
}
