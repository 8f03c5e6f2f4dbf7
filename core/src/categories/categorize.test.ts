import fs from 'node:fs';
import path from 'node:path';
import { decimalToCents } from '../money/money';
import { categorize, categorizeWithModel } from './categorize';
import { merchantKey } from './merchant-key';

describe('merchant keys', () => {
  it('give the same key to the same merchant across statements', () => {
    expect(merchantKey('STARBUCKS VIVOCITY SINGAPORE SG')).toBe('STARBUCKS VIVOCITY');
    expect(merchantKey('STARBUCKS STORE 10023 SEATTLE WA')).toBe(merchantKey('STARBUCKS STORE 20077 SEATTLE WA'));
    expect(merchantKey('NTUC FAIRPRICE-HOUGANG SINGAPORE SG')).toBe('NTUC FAIRPRICE HOUGANG');
    expect(merchantKey('SQ *BLUE BOTTLE #12 02/07 SINGAPORE SG')).toBe('BLUE BOTTLE');
  });
});

describe('categorize', () => {
  it('follows the order: user rule, knowledge base, statement hint, default', () => {
    const rules = new Map([[merchantKey('STARBUCKS VIVOCITY SINGAPORE SG'), 'Entertainment']]);
    expect(categorize({ description: 'STARBUCKS VIVOCITY SINGAPORE SG', amountCents: -760 }, rules)).toEqual({
      category: 'Entertainment',
      source: 'user_rule',
    });
    expect(categorize({ description: 'STARBUCKS VIVOCITY SINGAPORE SG', amountCents: -760 })).toEqual({
      category: 'Food & Dining',
      source: 'knowledge_base',
    });
    expect(categorize({ description: 'PAYMENT BY INTERNET', amountCents: 41216 })).toEqual({
      category: 'Transfers',
      source: 'statement_hint',
    });
    expect(categorize({ description: 'ZXQ TRADING 88', amountCents: -1000 })).toEqual({
      category: 'Uncategorized',
      source: 'default',
    });
  });

  it('reads FAST as a transfer only when it names the scheme, not inside a merchant name', () => {
    expect(categorize({ description: 'FAST PAYMENT via PayNow-Mobile', amountCents: -190 }).category).toBe('Transfers');
    expect(categorize({ description: 'FAST INCOMING PAYMENT', amountCents: 108965 }).category).toBe('Transfers');
    expect(categorize({ description: 'FAST FEAST SINGAPORE SG', amountCents: -1560 }).category).not.toBe('Transfers');
  });

  it('asks a language model only when the rules know nothing', async () => {
    const model = { classify: jest.fn(() => Promise.resolve('Shopping')) };
    expect(await categorizeWithModel({ description: 'NETFLIX.COM', amountCents: -1998 }, model)).toEqual({
      category: 'Subscriptions',
      source: 'knowledge_base',
    });
    expect(model.classify).not.toHaveBeenCalled();
    expect(await categorizeWithModel({ description: 'ZXQ TRADING 88', amountCents: -1000 }, model)).toEqual({
      category: 'Shopping',
      source: 'language_model',
    });
  });

  it('gets at least 92 % of the labelled Singapore and US descriptions right', () => {
    const rows = fs
      .readFileSync(path.join(__dirname, 'labelled-descriptions.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const match = /^(.*),(-?\d+(?:\.\d+)?),([^,]+)$/.exec(line);
        if (!match) throw new Error(`bad labelled row: ${line}`);
        return { description: match[1] ?? '', amountCents: decimalToCents(match[2] ?? ''), category: match[3] ?? '' };
      });
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const correct = rows.filter((row) => categorize(row).category === row.category).length;
    expect(correct / rows.length).toBeGreaterThanOrEqual(0.92);
  });
});
