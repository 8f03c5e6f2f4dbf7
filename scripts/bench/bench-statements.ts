import { drawOcbcCreditStatement, ocbcCardMonth } from '../../test-support/statement-pdfs/layouts/ocbc-credit.layout';

export interface BenchStatement {
  name: string;
  pdf: Buffer;
  password?: string;
}

/** Ten distinct generated card statements (different cards and months) plus an AES-256 one. */
export async function benchStatements(): Promise<BenchStatement[]> {
  const statements: BenchStatement[] = [];
  for (let seed = 1; seed <= 10; seed += 1) {
    const month = String(((seed - 1) % 12) + 1).padStart(2, '0');
    const { pdf } = await drawOcbcCreditStatement(ocbcCardMonth(seed, `2024-${month}-01`, 40));
    statements.push({ name: `ocbc-generated-${seed}`, pdf });
  }
  const locked = await drawOcbcCreditStatement({
    ...ocbcCardMonth(11, '2024-11-01', 40),
    protection: { password: 'garden-pass', encryption: 'aes256' },
  });
  statements.push({ name: 'ocbc-generated-aes256', pdf: locked.pdf, password: 'garden-pass' });
  return statements;
}
