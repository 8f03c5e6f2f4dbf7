/**
 * The checks every generated-statement parsing test makes, so that each test states only what its bank
 * prints: read a drawn statement like an upload, expect it read exactly, expect a misprint reported.
 */
import {
  STATEMENT_PARSERS,
  buildLines,
  chooseParser,
  formatCents,
  parseStatement,
  type BankId,
  type ExtractedPdf,
  type ParsedAccount,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
} from '@garden/core';

/** What the tests use of the API's PdfTextReader (test-support does not depend on the api). */
export interface StatementTextReader {
  extract(bytes: Uint8Array, password?: string): Promise<ExtractedPdf>;
}

interface ProtectedScenario {
  protection?: { password?: string };
}

/** Draws a scenario, then extracts it (with its password when protected) and parses it as an upload is. */
export async function drawAndRead<Scenario extends ProtectedScenario, Expected>(
  reader: StatementTextReader,
  draw: (scenario: Scenario) => Promise<{ pdf: Buffer; expected: Expected }>,
  scenario: Scenario,
): Promise<{ extracted: ExtractedPdf; parsed: ParsedStatement; expected: Expected }> {
  const { pdf, expected } = await draw(scenario);
  const extracted = await reader.extract(pdf, scenario.protection?.password);
  return { extracted, parsed: parseStatement(extracted), expected };
}

export const chosenParserId = (pdf: ExtractedPdf): string | undefined => chooseParser(pdf, buildLines(pdf.items))?.id;

/** How sure the parser with this id is that the PDF is its own (0: not mine); undefined for an unknown id. */
export const detectionScore = (parserId: string, pdf: ExtractedPdf): number | undefined =>
  STATEMENT_PARSERS.find((parser) => parser.id === parserId)?.detect(pdf, buildLines(pdf.items));

export type ExpectedReading = {
  bank: BankId;
  transactions: ParsedTransaction[];
  openingBalanceCents: number;
  /** What the agreeing reconciliation must also say, e.g. { against: 'closing balance' }. */
  reconciliation?: Omit<Reconciliation, 'ok'>;
} & (
  | { account: ParsedAccount }
  /** For layouts that do not print every account field the parser can report. */
  | { accountIncluding: Partial<ParsedAccount> }
);

/** A statement read exactly: its bank, every row, the opening balance, the account, and totals that agree. */
export function expectStatementRead(parsed: ParsedStatement, expected: ExpectedReading): void {
  expect(parsed.bank).toBe(expected.bank);
  expect(parsed.transactions).toEqual(expected.transactions);
  expect(parsed.openingBalanceCents).toBe(expected.openingBalanceCents);
  if ('account' in expected) expect(parsed.account).toEqual(expected.account);
  else expect(parsed.account).toMatchObject(expected.accountIncluding);
  expect(parsed.reconciliation).toMatchObject({ ok: true, ...expected.reconciliation });
}

/** A misprinted statement: the reconciliation fails and its message names each figure (rows' and printed). */
export function expectMismatchNaming(
  reconciliation: Reconciliation,
  figuresCents: number[],
  details: Omit<Reconciliation, 'ok'> = {},
): void {
  expect(reconciliation).toMatchObject({ ok: false, ...details });
  for (const cents of figuresCents) expect(reconciliation.message).toContain(formatCents(cents));
}
