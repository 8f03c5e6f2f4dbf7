import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseStatement } from '@garden/core';
import {
  dbsCardMonth,
  drawDbsCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import { PdfTextReader } from './pdf-text';

/**
 * Banks protect statements with AES-256 revision 6 (what qpdf writes by default), whose key derivation
 * runs through Node's crypto (pdfjs-patched.mjs): a wrong derivation would refuse the right password.
 */
describe('AES-256 (revision 6) protected statements', () => {
  const reader = new PdfTextReader();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'garden-aes256-'));
  afterAll(async () => {
    await reader.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function protectedStatement(password: string): Promise<{ bytes: Buffer; rows: number }> {
    const { pdf, expected } = await drawDbsCreditStatement(dbsCardMonth(3, '2024-05-15', 8));
    const plain = path.join(dir, 'plain.pdf');
    const locked = path.join(dir, `locked-${password.length}.pdf`);
    fs.writeFileSync(plain, pdf);
    execFileSync('qpdf', ['--encrypt', password, `${password}-owner`, '256', '--', plain, locked]);
    expect(fs.readFileSync(locked, 'latin1')).toMatch(/\/R 6\b/);
    return { bytes: fs.readFileSync(locked), rows: expected.transactions.length };
  }

  it.each(['s3cret', 'pässwörd 長い'])('opens with the right password (%s) and reads every row', async (password) => {
    const { bytes, rows } = await protectedStatement(password);
    const parsed = parseStatement(await reader.extract(bytes, password));
    expect(parsed.transactions).toHaveLength(rows);
    expect(parsed.reconciliation.ok).toBe(true);
  });

  it('refuses a missing or wrong password with the words a person reads', async () => {
    const { bytes } = await protectedStatement('s3cret');
    await expect(reader.extract(bytes)).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED' });
    await expect(reader.extract(bytes, 's3creT')).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Incorrect password. Please try again.',
    });
  });
});
