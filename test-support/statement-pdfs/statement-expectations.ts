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
import { variantSeeds } from './variation';

/** What the tests use of the API's PdfTextReader (test-support does not depend on the api). */
export interface StatementTextReader {
  extract(bytes: Uint8Array, password?: string): Promise<ExtractedPdf>;
}

export interface ProtectedScenario {
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

type ExpectedFigures = Omit<Reconciliation, 'ok'>;

export type ExpectedReading = {
  bank: BankId;
  transactions: ParsedTransaction[];
  openingBalanceCents: number;
  /** What the agreeing reconciliation must also say, e.g. { against: 'closing balance' }. */
  reconciliation?: ExpectedFigures;
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
  details: ExpectedFigures = {},
): void {
  expect(reconciliation).toMatchObject({ ok: false, ...details });
  for (const cents of figuresCents) expect(reconciliation.message).toContain(formatCents(cents));
}

/**
 * A generated layout family: the parser that must claim its statements, how one is drawn, a variant drawn
 * from a seed, and what any statement of the family reads as (a chosen month or a variant).
 */
export interface GeneratedLayout<Scenario extends ProtectedScenario, Expected> {
  parserId: string;
  draw: (scenario: Scenario) => Promise<{ pdf: Buffer; expected: Expected }>;
  variant: (seed: number) => Scenario;
  reading: (scenario: Scenario, expected: Expected) => ExpectedReading;
}

/** What one scenario prints beyond its family's reading. */
export interface ScenarioSpecifics {
  /** Account fields it prints, e.g. its product's name: the whole account is then expected exactly. */
  account?: Partial<ParsedAccount>;
  /** More that its agreeing reconciliation must say. */
  reconciliation?: ExpectedFigures;
}

function withSpecifics(reading: ExpectedReading, specifics: ScenarioSpecifics): ExpectedReading {
  const reconciliation = { ...reading.reconciliation, ...specifics.reconciliation };
  if (!specifics.account) return { ...reading, reconciliation };
  const { bank, transactions, openingBalanceCents } = reading;
  const familyAccount = 'account' in reading ? reading.account : reading.accountIncluding;
  // The scenario's fields complete the family's: a field neither states is missing and fails the comparison.
  const account = { ...familyAccount, ...specifics.account } as ParsedAccount;
  return { bank, transactions, openingBalanceCents, reconciliation, account };
}

/**
 * Draws a scenario of the family and reads it as an upload is: its parser claims it and it reads as the
 * family reads, plus what the scenario prints beyond that.
 */
export async function expectLayoutRead<Scenario extends ProtectedScenario, Expected>(
  reader: StatementTextReader,
  layout: GeneratedLayout<Scenario, Expected>,
  scenario: Scenario,
  specifics: (expected: Expected) => ScenarioSpecifics = () => ({}),
): Promise<{ extracted: ExtractedPdf; parsed: ParsedStatement; expected: Expected }> {
  const read = await drawAndRead(reader, layout.draw, scenario);
  expect(chosenParserId(read.extracted)).toBe(layout.parserId);
  expectStatementRead(read.parsed, withSpecifics(layout.reading(scenario, read.expected), specifics(read.expected)));
  return read;
}

/** One test per variant seed (see variantSeeds): each variant of the family is read exactly. */
export function itReadsEveryVariant<Scenario extends ProtectedScenario, Expected>(
  reader: StatementTextReader,
  layout: GeneratedLayout<Scenario, Expected>,
  title = 'variant %i reads exactly',
): void {
  it.each(variantSeeds())(title, async (seed) => {
    await expectLayoutRead(reader, layout, layout.variant(seed));
  });
}

/** What a misprinted scenario's failing reconciliation must name: each figure, and any details. */
export interface ExpectedMismatch {
  figuresCents: number[];
  details?: ExpectedFigures;
}

/** Draws a misprinted scenario of the family: every row is still read, and the mismatch is reported. */
export async function expectMisprintReported<
  Scenario extends ProtectedScenario,
  Expected extends { transactions: ParsedTransaction[] },
>(
  reader: StatementTextReader,
  layout: GeneratedLayout<Scenario, Expected>,
  scenario: Scenario,
  mismatch: (expected: Expected) => ExpectedMismatch,
): Promise<{ parsed: ParsedStatement; expected: Expected }> {
  const { parsed, expected } = await drawAndRead(reader, layout.draw, scenario);
  expect(parsed.transactions).toEqual(expected.transactions);
  const { figuresCents, details } = mismatch(expected);
  expectMismatchNaming(parsed.reconciliation, figuresCents, details);
  return { parsed, expected };
}
