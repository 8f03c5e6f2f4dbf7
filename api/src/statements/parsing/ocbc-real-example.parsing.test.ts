import fs from 'node:fs';
import path from 'node:path';
import { decimalToCents, parseStatement } from '@garden/core';
import {
  OCBC_EXAMPLE,
  OCBC_EXAMPLE_PASSWORD,
  OCBC_EXAMPLE_PROTECTED,
} from '../../../../test-support/statement-uploads';
import { PdfTextReader } from '../pdf/pdf-text';

/** Rows of the expected CSV (date,description,amount; quoted fields allowed). */
function expectedRows(): { date: string; description: string; amountCents: number }[] {
  const text = fs.readFileSync(path.join(path.dirname(OCBC_EXAMPLE), 'ocbc-365-credit-example.expected.csv'), 'utf8');
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

describe('the real OCBC 365 credit card example', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  const expected = expectedRows();
  const [previousBalance, ...rows] = expected;

  it.each([
    ['plain', OCBC_EXAMPLE, undefined],
    ['AES-256 protected', OCBC_EXAMPLE_PROTECTED, OCBC_EXAMPLE_PASSWORD],
  ])('parses the %s copy into exactly its 52 transactions', async (_label, file, password) => {
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
      last4: '9473',
      currency: 'SGD',
      statementDate: '2023-08-01',
      balanceCents: -70210,
      creditLimitCents: 2_280_000,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, expectedCents: -70210, actualCents: -70210 });
  });

  it('refuses the protected copy without its password and with a wrong one', async () => {
    const bytes = fs.readFileSync(OCBC_EXAMPLE_PROTECTED);
    await expect(reader.extract(bytes)).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED' });
    await expect(reader.extract(bytes, 'wrong')).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Incorrect password. Please try again.',
    });
  });
});
