import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { categorize } from '../categorize';
import { SYSTEM_CATEGORIES } from '../system-categories';
import { featuresOf } from './features';
import { LinearModel } from './linear-model';
import { normalizeDescription } from './normalize';
import { loadSharedModel } from './shared-model';
import { type TrainingExample, trainModel } from './train';
import { addIncrements, learnFromCorrection, teachableFeatures } from './user-adjustment';

const CATEGORIES = SYSTEM_CATEGORIES.map((category) => category.name);

function corpus(splits: readonly string[]): TrainingExample[] {
  const [, ...lines] = fs
    .readFileSync(path.join(__dirname, '..', 'corpus', 'descriptions.csv'), 'utf8')
    .trim()
    .split('\n');
  return lines
    .map((line) => line.split(','))
    .filter((fields) => splits.includes(fields[7] ?? ''))
    .map((fields) => ({
      description: fields[0] ?? '',
      amountCents: Math.round(Number(fields[1]) * 100),
      category: fields[3] ?? '',
      group: fields[4] ?? '',
    }));
}

describe('normalised descriptions', () => {
  it('drop card masks, dates, foreign amounts, references and the place at the end', () => {
    expect(
      normalizeDescription('DEBIT CARD TRANSACTION ZEPHYR NOODLE PTE LTD SI NG 20MAR 5123XXXXXXXX1985').words,
    ).toEqual(['DEBIT', 'CARD', 'TRANSACTION', 'ZEPHYR', 'NOODLE', 'PTE', 'LTD']);
    expect(normalizeDescription('QUILLON BOOKS 02/07 SINGAPORE SG').words).toEqual(['QUILLON', 'BOOKS']);
    expect(normalizeDescription('ZEPHYR STORE #1234 AUSTIN TX').words).toEqual(['ZEPHYR', 'STORE', 'AUSTIN']);
    const abroad = normalizeDescription('ZEPHYR RAMEN TOKYO JP JPY 1880 @ 0.008929');
    expect(abroad).toEqual({ words: ['ZEPHYR', 'RAMEN', 'TOKYO'], foreign: true });
  });

  it('read OCR digit slips inside words back as letters', () => {
    expect(normalizeDescription('QUILL0N B00KS S1NGAPORE').words).toEqual(['QUILLON', 'BOOKS']);
  });

  it('give features of words, word pairs, character n-grams and the amount', () => {
    const features = featuresOf('ZEPHYR NOODLE', -1250);
    expect(features).toEqual(expect.arrayContaining(['W:ZEPHYR', 'B:ZEPHYR NOODLE', 'C:NOOD', 'S:OUT', 'A:OUT1']));
    expect(featuresOf('ZEPHYR NOODLE', 125000)).toEqual(expect.arrayContaining(['S:IN', 'A:IN6']));
    expect(featuresOf('POS 123456', -500)).toEqual(expect.arrayContaining(['W:POS', 'ONE:OUT']));
  });
});

describe('training', () => {
  const examples = corpus(['train']).filter((_, index) => index % 7 === 0);

  it('is deterministic: the same examples give byte-identical weights', () => {
    const first = JSON.stringify(trainModel(examples, CATEGORIES, { epochs: 5 }));
    const second = JSON.stringify(trainModel(examples, CATEGORIES, { epochs: 5 }));
    expect(second).toBe(first);
    // Another seed visits the examples in another order and gives other weights.
    expect(JSON.stringify(trainModel(examples, CATEGORIES, { epochs: 5, seed: 99 }))).not.toBe(first);
  });

  it('learns what its examples say, also about words it saw only inside other words', () => {
    const model = new LinearModel(
      trainModel(
        [
          { description: 'ZEPHYR NOODLE HOUSE', amountCents: -1200, category: 'Food & Dining' },
          { description: 'ZEPHYR NOODLE BAR', amountCents: -900, category: 'Food & Dining' },
          { description: 'QUILLON BOOK NOOK', amountCents: -2500, category: 'Shopping' },
          { description: 'QUILLON BOOK CORNER', amountCents: -3100, category: 'Shopping' },
        ],
        ['Food & Dining', 'Shopping'],
        { minCount: 1, wordDropout: 0 },
      ),
    );
    expect(model.best(featuresOf('NOODLES OF ZEPHYR', -1000)).category).toBe('Food & Dining');
    expect(model.best(featuresOf('BOOKS BY QUILLON', -1000)).category).toBe('Shopping');
    const ranked = model.rank(featuresOf('ZEPHYR NOODLE HOUSE', -1200));
    expect(ranked.map((entry) => entry.category)).toEqual(['Food & Dining', 'Shopping']);
    expect(ranked.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 6);
    expect(model.best(featuresOf('ZEPHYR NOODLE HOUSE', -1200)).probability).toBeCloseTo(
      ranked[0]?.probability ?? 0,
      6,
    );
  });

  it('the committed model is what `npm run train-categorizer` gives on train + dev (never test) and the knowledge base', () => {
    // The trainer runs as node runs it (in a child process: training under jest's module sandbox is far slower).
    const script = path.join(__dirname, '..', '..', '..', '..', 'scripts', 'train-categorizer.mjs');
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(fs.statSync(path.join(__dirname, 'model.json')).size).toBeLessThan(3_000_000);
  });
});

describe('learning from the person', () => {
  const model = loadSharedModel();
  const corrected = { description: 'ZEPHYR QUILLON TRADING PTE LTD', amountCents: -4500 };

  it('teaches the words of the payee, never how the line was paid', () => {
    expect(teachableFeatures('NETS ZEPHYR QUILLON TRADING')).toEqual([
      'W:ZEPHYR',
      'B:ZEPHYR QUILLON',
      'W:QUILLON',
      'B:QUILLON TRADING',
      'W:TRADING',
    ]);
    expect(teachableFeatures('POS 483920 NETS DEBIT')).toEqual([]);
    expect(
      learnFromCorrection(model, new Map(), { description: 'POS 483920', amountCents: -100 }, 'Shopping').size,
    ).toBe(0);
  });

  it('makes the next similar line of that person land in the corrected category', () => {
    const increments = learnFromCorrection(model, new Map(), corrected, 'Education');
    const adjustment = addIncrements(new Map(), increments);
    expect(categorize(corrected, undefined, { adjustment })).toMatchObject({
      category: 'Education',
      source: 'user_model',
    });
    const next = { description: 'NETS ZEPHYR QUILLON TRADING - JURONG', amountCents: -3900 };
    expect(categorize(next, undefined, { adjustment })).toMatchObject({ category: 'Education', source: 'user_model' });
    // Without the person's adjustment (anyone else), the shared answer is unchanged.
    expect(categorize(next).category).not.toBe('Education');
    // A line that shares none of the taught words is not moved.
    const other = { description: 'STARBUCKS VIVOCITY SINGAPORE SG', amountCents: -760 };
    expect(categorize(other, undefined, { adjustment })).toEqual(categorize(other));
  });

  it('is deterministic and can learn a person category the shared model does not have', () => {
    const first = learnFromCorrection(model, new Map(), corrected, 'Kids');
    expect(learnFromCorrection(model, new Map(), corrected, 'Kids')).toEqual(first);
    const adjustment = addIncrements(new Map(), first);
    expect(categorize(corrected, undefined, { adjustment })).toMatchObject({ category: 'Kids', source: 'user_model' });
    // A second correction to another category moves the same words on.
    const again = addIncrements(adjustment, learnFromCorrection(model, adjustment, corrected, 'Shopping'));
    expect(categorize(corrected, undefined, { adjustment: again }).category).toBe('Shopping');
  });
});
