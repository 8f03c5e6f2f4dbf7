import fs from 'node:fs';
import path from 'node:path';
import { decimalToCents } from '../money/money';
import { categorize, categorizeWithModel } from './categorize';
import { LinearModel } from './classifier/linear-model';
import { trainModel } from './classifier/train';
import { knowledgeMatch } from './merchant-knowledge';
import { merchantKey } from './merchant-key';
import { statementPattern } from './statement-hints';

describe('merchant keys', () => {
  it('give the same key to the same merchant across statements', () => {
    expect(merchantKey('STARBUCKS VIVOCITY SINGAPORE SG')).toBe('STARBUCKS VIVOCITY');
    expect(merchantKey('STARBUCKS STORE 10023 SEATTLE WA')).toBe(merchantKey('STARBUCKS STORE 20077 SEATTLE WA'));
    expect(merchantKey('NTUC FAIRPRICE-HOUGANG SINGAPORE SG')).toBe('NTUC FAIRPRICE HOUGANG');
    expect(merchantKey('SQ *BLUE BOTTLE #12 02/07 SINGAPORE SG')).toBe('BLUE BOTTLE');
  });
});

/** A small classifier that knows a few words, so tests can steer it. */
const tinyModel = new LinearModel(
  trainModel(
    [
      { description: 'ZEPHYR FLIM', amountCents: -1200, category: 'Food & Dining' },
      { description: 'ZEPHYR FLAM', amountCents: -900, category: 'Food & Dining' },
      { description: 'QUILLON BRAX', amountCents: -2500, category: 'Shopping' },
      { description: 'QUILLON BROX', amountCents: -3100, category: 'Shopping' },
    ],
    ['Food & Dining', 'Shopping', 'Uncategorized'],
    { minCount: 1, wordDropout: 0 },
  ),
);

describe('categorize', () => {
  it('follows the order: user rule, statement pattern, knowledge base, classifier, default', () => {
    const rules = new Map([[merchantKey('STARBUCKS VIVOCITY SINGAPORE SG'), 'Entertainment']]);
    expect(categorize({ description: 'STARBUCKS VIVOCITY SINGAPORE SG', amountCents: -760 }, rules)).toEqual({
      category: 'Entertainment',
      source: 'user_rule',
      confidence: 1,
    });
    expect(categorize({ description: 'STARBUCKS VIVOCITY SINGAPORE SG', amountCents: -760 })).toEqual({
      category: 'Food & Dining',
      source: 'knowledge_base',
      confidence: 1,
    });
    // "CPF" beats the knowledge base's GIRO-paid names: the pattern decides the account.
    expect(categorize({ description: 'GIRO CPF BOARD MEDISAVE A/C VC', amountCents: -150000 })).toMatchObject({
      category: 'CPF-MA',
      source: 'statement_hint',
    });
    expect(categorize({ description: 'PAYMENT BY INTERNET', amountCents: 41216 })).toMatchObject({
      category: 'Transfers',
      source: 'statement_hint',
    });
    const learned = categorize({ description: 'ZEPHYR FLOM 12', amountCents: -800 }, undefined, {
      model: tinyModel,
    });
    expect(learned).toMatchObject({ category: 'Food & Dining', source: 'classifier' });
    expect(learned.confidence).toBeGreaterThan(0.5);
    expect(learned.confidence).toBeLessThanOrEqual(1);
  });

  it('a user rule beats every other source, even a sure classifier', () => {
    const rules = new Map([[merchantKey('ZEPHYR FLIM'), 'Gifts & Donations']]);
    expect(categorize({ description: 'ZEPHYR FLIM', amountCents: -1200 }, rules, { model: tinyModel })).toEqual({
      category: 'Gifts & Donations',
      source: 'user_rule',
      confidence: 1,
    });
  });

  it('leaves a line Uncategorized when the classifier is below the threshold', () => {
    const input = { description: 'ZEPHYR QUILLON', amountCents: -1500 };
    const unsure = categorize(input, undefined, { model: tinyModel, threshold: 0.99 });
    expect(unsure).toEqual({ category: 'Uncategorized', source: 'default', confidence: 0 });
    const guess = categorize(input, undefined, { model: tinyModel, threshold: 0.01 });
    expect(guess.source).toBe('classifier');
    expect(['Food & Dining', 'Shopping']).toContain(guess.category);
  });

  it('keeps lines that name nobody Uncategorized', () => {
    for (const description of ['POS 483920', 'TRANSFER 00123', 'CHECK #1042', 'MISC DEBIT', 'NETS QR 7YU0DTHC']) {
      expect(categorize({ description, amountCents: -4200 })).toMatchObject({ category: 'Uncategorized' });
    }
  });

  it('reads money back from a shop as a refund', () => {
    expect(categorize({ description: 'UNIQLO ION ORCHARD SINGAPORE SG', amountCents: 3990 }).category).toBe('Refunds');
    expect(categorize({ description: 'UNIQLO ION ORCHARD SINGAPORE SG', amountCents: -3990 }).category).toBe(
      'Shopping',
    );
  });

  it('reads FAST as a transfer only when it names the scheme, not inside a merchant name', () => {
    expect(categorize({ description: 'FAST PAYMENT via PayNow-Mobile', amountCents: -190 }).category).toBe('Transfers');
    expect(categorize({ description: 'FAST INCOMING PAYMENT', amountCents: 108965 }).category).toBe('Transfers');
    expect(categorize({ description: 'FAST FEAST SINGAPORE SG', amountCents: -1560 }).category).not.toBe('Transfers');
  });

  it('asks a language model once, only about the lines nothing else decided', async () => {
    const model = { classify: jest.fn((lines: readonly unknown[]) => Promise.resolve(lines.map(() => 'Shopping'))) };
    const unsure = { model: tinyModel, threshold: 0.99 };
    const decisions = await categorizeWithModel(
      [
        { description: 'NETFLIX.COM', amountCents: -1998 },
        { description: 'ZXQ TRADING 88', amountCents: -1000 },
        { description: 'QWV HOLDINGS', amountCents: -2500 },
      ],
      model,
      undefined,
      unsure,
    );
    expect(decisions).toEqual([
      { category: 'Subscriptions', source: 'knowledge_base', confidence: 1 },
      { category: 'Shopping', source: 'language_model', confidence: null },
      { category: 'Shopping', source: 'language_model', confidence: null },
    ]);
    expect(model.classify).toHaveBeenCalledTimes(1);
    expect(model.classify).toHaveBeenCalledWith([
      { description: 'ZXQ TRADING 88', amountCents: -1000 },
      { description: 'QWV HOLDINGS', amountCents: -2500 },
    ]);
    const silent = { classify: jest.fn(() => Promise.resolve([undefined])) };
    expect(
      await categorizeWithModel([{ description: 'ZXQ TRADING 88', amountCents: -1000 }], silent, undefined, unsure),
    ).toEqual([{ category: 'Uncategorized', source: 'default', confidence: 0 }]);
    const never = { classify: jest.fn(() => Promise.resolve([])) };
    await categorizeWithModel([{ description: 'NETFLIX.COM', amountCents: -1998 }], never);
    expect(never.classify).not.toHaveBeenCalled();
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

describe('statement patterns', () => {
  it('puts CPF lines in the account they name, in their several wordings', () => {
    const cases: [string, number, string][] = [
      ['CPF CONTRIBUTION - ORDINARY ACCOUNT', 91000, 'CPF-OA'],
      ['EMPLOYER CPF CONTRIB OA 07/2026', 88000, 'CPF-OA'],
      ['CPF-OA 202607', 64000, 'CPF-OA'],
      ['CON ACME ROBOTICS PTE LTD SA', 24000, 'CPF-SA'],
      ['CPF CASH TOP-UP SPECIAL ACCOUNT', 700000, 'CPF-SA'],
      ['TRANSFER FROM OA TO SA', 30000, 'CPF-SA'],
      ['MEDISAVE CONTRIBUTION (EMPLOYER)', 32000, 'CPF-MA'],
      ['MEDISHIELD LIFE PREMIUM 2026', -40000, 'CPF-MA'],
      ['PAYNOW TO CPF BOARD MA', -150000, 'CPF-MA'],
    ];
    for (const [description, amountCents, category] of cases) {
      expect([description, statementPattern(description, amountCents)]).toEqual([description, category]);
    }
  });

  it('knows pay, interest, fees, card payments and refunds by their wordings and direction', () => {
    const cases: [string, number, string | undefined][] = [
      ['GIRO SALARY ACME ROBOTICS', 540000, 'Salary & Income'],
      ['INWARD TT REMITTANCE NORDLICHT GMBH', 310000, 'Salary & Income'],
      ['CREDIT ACME ROBOTICS OCT PAY', 540000, 'Salary & Income'],
      ['BONUS INTEREST - SALARY', 4500, 'Interest & Rewards'],
      ['INTEREST CREDIT', 1234, 'Interest & Rewards'],
      ['FINANCE CHARGE', -2345, 'Fees & Charges'],
      ['ANNUAL FEE WAIVER', 19620, 'Refunds'],
      ['LATE PAYMENT CHARGE', -10000, 'Fees & Charges'],
      ['PAYMENT - THANK YOU', 84512, 'Transfers'],
      ['BILL PAYMENT DBS CARDS 4567', -84512, 'Transfers'],
      ['PAYNOW TRANSFER TAN MEI LING ANGBAO', -8800, 'Gifts & Donations'],
      ['PAYNOW TRANSFER TAN MEI LING RENT JUL', -180000, 'Housing'],
      ['MERCHANT REFUND ZEPHYR SHOP', 2300, 'Refunds'],
      ['ZEPHYR SHOP', -2300, undefined],
    ];
    for (const [description, amountCents, category] of cases) {
      expect([description, statementPattern(description, amountCents)]).toEqual([description, category]);
    }
  });
});

describe('knowledge base', () => {
  it('finds names with words run together, with an OCR slip, and prefers a name to a generic word', () => {
    expect(knowledgeMatch('TOASTBOX VIVOCITY')).toMatchObject({ category: 'Food & Dining', tier: 'name' });
    expect(knowledgeMatch('PLAYSTATON NETWORK SINGAPORE')).toMatchObject({ category: 'Entertainment', tier: 'name' });
    expect(knowledgeMatch('SEAMLESSWEB ORDER NY')).toMatchObject({ category: 'Food & Dining', tier: 'name' });
    // A name wins over a generic word in the same line ("SPA" would say Personal Care).
    expect(knowledgeMatch('SHANGRI-LA HOTEL SPA')).toMatchObject({ category: 'Travel', tier: 'name' });
    expect(knowledgeMatch('KOPI CORNER CAFE')).toMatchObject({ category: 'Food & Dining', tier: 'word' });
    expect(knowledgeMatch('ZXQ 88')).toBeUndefined();
  });
});
