import fs from 'node:fs';
import path from 'node:path';
import { decimalToCents, parseStatement } from '@garden/core';
import {
  OCBC_EXAMPLE,
  OCBC_EXAMPLE_PASSWORD,
  OCBC_EXAMPLE_PROTECTED,
  REAL_OCBC_EXAMPLE,
  REAL_OCBC_EXAMPLE_PROTECTED,
  REAL_STATEMENTS_PRESENT,
} from '../../../../test-support/statement-uploads';
import { PdfTextReader } from '../pdf/pdf-text';

/** Rows of an expected CSV beside the PDF (date,description,amount; quoted fields allowed). */
function expectedRows(pdf: string): { date: string; description: string; amountCents: number }[] {
  const text = fs.readFileSync(path.join(path.dirname(pdf), 'ocbc-365-credit-example.expected.csv'), 'utf8');
  return text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const match = /^([^,]+),(".*"|.*),([^,]+)$/.exec(line);
      if (!match) throw new Error(`Unreadable expected row: ${line}`);
      const description = (match[2] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"');
      return { date: match[1] ?? '', description, amountCents: decimalToCents(match[3] ?? '') };
    });
}

/**
 * A scanned-and-OCR'd OCBC 365 card statement (page images with invisible text in a standard font that is
 * not embedded): the repository's own example always, and the real anonymised one when it is present.
 */
const EXAMPLES = [
  {
    name: 'our scanned-style example (in the repository)',
    plain: OCBC_EXAMPLE,
    locked: OCBC_EXAMPLE_PROTECTED,
    last4: '4417',
    present: true,
  },
  {
    name: 'the real anonymised example (../shared)',
    plain: REAL_OCBC_EXAMPLE,
    locked: REAL_OCBC_EXAMPLE_PROTECTED,
    last4: '9473',
    present: REAL_STATEMENTS_PRESENT,
  },
];

for (const example of EXAMPLES) {
  if (!example.present) {
    console.info(`Skipped: ${example.name} is not on this machine (set GARDEN_REAL_STATEMENTS to its folder).`);
  }
  (example.present ? describe : describe.skip)(`OCBC 365 credit card statement: ${example.name}`, () => {
    const reader = new PdfTextReader();
    afterAll(() => reader.close());

    it.each([
      ['plain', example.plain, undefined],
      ['AES-256 protected', example.locked, OCBC_EXAMPLE_PASSWORD],
    ])('parses the %s copy into exactly its 52 transactions', async (_label, file, password) => {
      const [previousBalance, ...rows] = expectedRows(example.plain);
      const parsed = parseStatement(await reader.extract(fs.readFileSync(file), password));
      expect(parsed.bank).toBe('ocbc');
      expect(previousBalance).toEqual({ date: '2023-07-02', description: "LAST MONTH'S BALANCE", amountCents: -41216 });
      expect(parsed.openingBalanceCents).toBe(-41216);
      expect(
        parsed.transactions.map(({ date, description, amountCents }) => ({ date, description, amountCents })),
      ).toEqual(rows);
      expect(parsed.transactions).toHaveLength(52);
      expect(parsed.account).toMatchObject({
        institution: 'OCBC',
        accountType: 'credit',
        last4: example.last4,
        currency: 'SGD',
        statementDate: '2023-08-01',
        balanceCents: -70210,
        creditLimitCents: 2_280_000,
      });
      expect(parsed.reconciliation).toMatchObject({ ok: true, expectedCents: -70210, actualCents: -70210 });
    });

    it('refuses the protected copy without its password and with a wrong one', async () => {
      const bytes = fs.readFileSync(example.locked);
      await expect(reader.extract(bytes)).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED' });
      await expect(reader.extract(bytes, 'wrong')).rejects.toMatchObject({
        code: 'WRONG_PASSWORD',
        message: 'Incorrect password. Please try again.',
      });
    });

    it('is read from its invisible OCR text layer, never refused as having no text', async () => {
      const extracted = await reader.extract(fs.readFileSync(example.plain));
      expect(extracted.engine).toBe('pdfjs');
      expect(extracted.items.some((item) => item.ocr === true)).toBe(true);
    });
  });
}
