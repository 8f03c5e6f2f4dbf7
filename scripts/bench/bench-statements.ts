import {
  boaCheckingMonth,
  drawBoaCheckingStatement,
} from '../../test-support/statement-pdfs/layouts/boa-checking.layout';
import { boaCardMonth, drawBoaCreditStatement } from '../../test-support/statement-pdfs/layouts/boa-credit.layout';
import {
  chaseCheckingMonth,
  drawChaseCheckingStatement,
} from '../../test-support/statement-pdfs/layouts/chase-checking.layout';
import {
  chaseCardMonth,
  drawChaseCreditStatement,
} from '../../test-support/statement-pdfs/layouts/chase-credit.layout';
import {
  citibankCardMonth,
  drawCitibankCreditStatement,
} from '../../test-support/statement-pdfs/layouts/citibank-credit.layout';
import { dbsAccountMonth, drawDbsAccountStatement } from '../../test-support/statement-pdfs/layouts/dbs-account.layout';
import { dbsCardMonth, drawDbsCreditStatement } from '../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawGenericAccountStatement,
  drawGenericCardStatement,
  genericAccountMonth,
  genericCardMonth,
} from '../../test-support/statement-pdfs/layouts/generic.layout';
import { drawHsbcCreditStatement, hsbcCardMonth } from '../../test-support/statement-pdfs/layouts/hsbc-credit.layout';
import {
  drawMaybankCreditStatement,
  maybankCardMonth,
} from '../../test-support/statement-pdfs/layouts/maybank-credit.layout';
import {
  drawOcbcAccountStatement,
  ocbcAccountMonth,
} from '../../test-support/statement-pdfs/layouts/ocbc-account.layout';
import { drawOcbcCreditStatement, ocbcCardMonth } from '../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import {
  drawStandardCharteredCreditStatement,
  standardCharteredCardMonth,
} from '../../test-support/statement-pdfs/layouts/standard-chartered-credit.layout';
import {
  drawTrustCreditStatement,
  trustCardMonth,
} from '../../test-support/statement-pdfs/layouts/trust-credit.layout';
import { drawUobAccountStatement, uobAccountMonth } from '../../test-support/statement-pdfs/layouts/uob-account.layout';
import { drawUobCreditStatement, uobCardMonth } from '../../test-support/statement-pdfs/layouts/uob-credit.layout';

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

/** One full month (40 rows, several pages) of every supported layout, for per-layout extraction timings. */
export async function layoutStatements(): Promise<BenchStatement[]> {
  const rows = 40;
  const draws: [string, () => Promise<{ pdf: Buffer }>][] = [
    ['dbs-credit', () => drawDbsCreditStatement(dbsCardMonth(3, '2024-05-15', rows))],
    ['dbs-account', () => drawDbsAccountStatement(dbsAccountMonth(3, '2024-05-31', rows))],
    ['ocbc-credit', () => drawOcbcCreditStatement(ocbcCardMonth(3, '2024-05-01', rows))],
    ['ocbc-account', () => drawOcbcAccountStatement(ocbcAccountMonth(3, '2024-05-31', rows))],
    ['uob-credit', () => drawUobCreditStatement(uobCardMonth(3, '2024-05-12', rows))],
    ['uob-account', () => drawUobAccountStatement(uobAccountMonth(3, '2024-05-31', rows))],
    ['citibank-credit', () => drawCitibankCreditStatement(citibankCardMonth(3, '2024-05-15', rows))],
    ['hsbc-credit', () => drawHsbcCreditStatement(hsbcCardMonth(3, '2024-05-20', rows))],
    [
      'standard-chartered-credit',
      () => drawStandardCharteredCreditStatement(standardCharteredCardMonth(3, '2024-05-16', rows)),
    ],
    ['maybank-credit', () => drawMaybankCreditStatement(maybankCardMonth(3, '2024-05-20', rows))],
    ['trust-credit', () => drawTrustCreditStatement(trustCardMonth(3, '2024-05-18', rows))],
    ['boa-credit', () => drawBoaCreditStatement(boaCardMonth(3, '2024-05-14', rows))],
    ['boa-checking', () => drawBoaCheckingStatement(boaCheckingMonth(3, '2024-05-31', rows))],
    ['chase-credit', () => drawChaseCreditStatement(chaseCardMonth(3, '2024-05-19', rows))],
    ['chase-checking', () => drawChaseCheckingStatement(chaseCheckingMonth(3, '2024-05-14', rows))],
    ['generic-account', () => drawGenericAccountStatement(genericAccountMonth(3, '2024-05-31', rows))],
    ['generic-card', () => drawGenericCardStatement(genericCardMonth(3, '2024-05-15', rows))],
  ];
  const statements: BenchStatement[] = [];
  for (const [name, draw] of draws) statements.push({ name: `layout-${name}`, pdf: (await draw()).pdf });
  return statements;
}
