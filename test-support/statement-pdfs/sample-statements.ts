/**
 * One small statement per layout, keyed by the id of the parser it belongs to: the statements that the
 * parsing tests' "claims no other bank" checks draw, so every test checks against the same ones.
 */
import { parseStatement, type BankId, type ExtractedPdf } from '@garden/core';
import { boaCheckingMonth, drawBoaCheckingStatement } from './layouts/boa-checking.layout';
import { boaCardMonth, drawBoaCreditStatement } from './layouts/boa-credit.layout';
import { chaseCheckingMonth, drawChaseCheckingStatement } from './layouts/chase-checking.layout';
import { chaseCardMonth, drawChaseCreditStatement } from './layouts/chase-credit.layout';
import { citibankCardMonth, drawCitibankCreditStatement } from './layouts/citibank-credit.layout';
import { dbsAccountMonth, drawDbsAccountStatement } from './layouts/dbs-account.layout';
import { dbsCardMonth, drawDbsCreditStatement } from './layouts/dbs-credit.layout';
import { drawMaybankCreditStatement, maybankCardMonth } from './layouts/maybank-credit.layout';
import { drawOcbcAccountStatement, ocbcAccountMonth } from './layouts/ocbc-account.layout';
import { drawOcbcCreditStatement, ocbcCardMonth } from './layouts/ocbc-credit.layout';
import {
  drawStandardCharteredCreditStatement,
  standardCharteredCardMonth,
} from './layouts/standard-chartered-credit.layout';
import { drawUobAccountStatement, uobAccountMonth } from './layouts/uob-account.layout';
import { drawUobCreditStatement, uobCardMonth } from './layouts/uob-credit.layout';
import { detectionScore, type StatementTextReader } from './statement-expectations';

const SAMPLES = {
  'boa-checking': {
    bank: 'bank_of_america',
    draw: () => drawBoaCheckingStatement(boaCheckingMonth(2, '2024-02-29', 6)),
  },
  'boa-credit': { bank: 'bank_of_america', draw: () => drawBoaCreditStatement(boaCardMonth(2, '2024-02-14', 6)) },
  'chase-checking': { bank: 'chase', draw: () => drawChaseCheckingStatement(chaseCheckingMonth(1, '2024-02-14', 5)) },
  'chase-credit': { bank: 'chase', draw: () => drawChaseCreditStatement(chaseCardMonth(1, '2024-02-19', 5)) },
  'citibank-credit': {
    bank: 'citibank',
    draw: () => drawCitibankCreditStatement(citibankCardMonth(1, '2024-02-15', 5)),
  },
  'dbs-account': { bank: 'dbs', draw: () => drawDbsAccountStatement(dbsAccountMonth(1, '2024-02-29', 5)) },
  'dbs-credit': { bank: 'dbs', draw: () => drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5)) },
  'maybank-credit': { bank: 'maybank', draw: () => drawMaybankCreditStatement(maybankCardMonth(1, '2024-02-20', 6)) },
  'ocbc-account': { bank: 'ocbc', draw: () => drawOcbcAccountStatement(ocbcAccountMonth(1, '2024-02-29', 5)) },
  'ocbc-credit': { bank: 'ocbc', draw: () => drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5)) },
  'standard-chartered-credit': {
    bank: 'standard_chartered',
    draw: () => drawStandardCharteredCreditStatement(standardCharteredCardMonth(1, '2024-03-16', 5)),
  },
  'uob-account': { bank: 'uob', draw: () => drawUobAccountStatement(uobAccountMonth(1, '2024-02-29', 8)) },
  'uob-credit': { bank: 'uob', draw: () => drawUobCreditStatement(uobCardMonth(1, '2024-02-12', 5)) },
} satisfies Record<string, { bank: BankId; draw: () => Promise<{ pdf: Buffer }> }>;

export type SampleLayout = keyof typeof SAMPLES;

export const sampleBank = (layout: SampleLayout): BankId => SAMPLES[layout].bank;

export async function extractSample(reader: StatementTextReader, layout: SampleLayout): Promise<ExtractedPdf> {
  return reader.extract((await SAMPLES[layout].draw()).pdf);
}

/** Each layout's sample is parsed as its own bank's (no other parser claims it). */
export async function expectSamplesReadAsTheirBanks(
  reader: StatementTextReader,
  layouts: SampleLayout[],
): Promise<void> {
  for (const layout of layouts) {
    expect(parseStatement(await extractSample(reader, layout)).bank).toBe(sampleBank(layout));
  }
}

/** How sure the parser with this id is that each layout's sample is its own (0: not mine), in order. */
export async function sampleDetectionScores(
  reader: StatementTextReader,
  parserId: string,
  layouts: SampleLayout[],
): Promise<(number | undefined)[]> {
  const scores = [];
  for (const layout of layouts) scores.push(detectionScore(parserId, await extractSample(reader, layout)));
  return scores;
}
