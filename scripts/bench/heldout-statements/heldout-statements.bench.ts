import { parseStatement, type ParsedStatement } from '@garden/core';
import { PdfTextReader } from '../../../api/src/statements/pdf/pdf-text';
import { round, writeBenchResult } from '../bench-results';
import {
  DEFAULT_HELDOUT_SEED,
  HELDOUT_LAYOUTS,
  drawHeldOut,
  normaliseDescription,
  type ExpectedRow,
  type HeldOutStatement,
} from './index';

const STATEMENTS_PER_LAYOUT = Number(process.env.HELDOUT_STATEMENTS ?? 6);
const SEED = Number(process.env.HELDOUT_SEED ?? DEFAULT_HELDOUT_SEED);
const METADATA_FIELDS = ['bank', 'last4', 'currency', 'statementDate', 'balanceCents', 'creditLimitCents'] as const;
type MetadataField = (typeof METADATA_FIELDS)[number];

type Key = (date: string, description: string, amountCents: number) => string;
/** Strict: descriptions equal after collapsing whitespace runs to one space and trimming (case kept). */
const strictKey: Key = (date, description, cents) => `${date}|${normaliseDescription(description)}|${cents}`;
/** Loose: also ignores every space and case, so words run together or split apart still match. */
const looseKey: Key = (date, description, cents) => `${date}|${description.replace(/\s+/g, '').toLowerCase()}|${cents}`;

/** The keys an expected row accepts: its description as printed, or one of its equally right alternatives. */
function keysOf(row: ExpectedRow, key: Key): string[] {
  return [row.description, ...(row.descriptionAlternatives ?? [])].map((description) =>
    key(row.date, description, row.amountCents),
  );
}

/** How many expected rows were read (each parsed row counts once), and which were not. */
function matched(
  expected: readonly ExpectedRow[],
  parsed: readonly ExpectedRow[],
  key: Key,
): { count: number; missing: ExpectedRow[] } {
  const remaining = new Map<string, number>();
  for (const row of parsed) {
    const k = key(row.date, row.description, row.amountCents);
    remaining.set(k, (remaining.get(k) ?? 0) + 1);
  }
  let count = 0;
  const missing: ExpectedRow[] = [];
  for (const row of expected) {
    const hit = keysOf(row, key).find((k) => (remaining.get(k) ?? 0) > 0);
    if (hit === undefined) {
      missing.push(row);
      continue;
    }
    count += 1;
    remaining.set(hit, (remaining.get(hit) ?? 0) - 1);
  }
  return { count, missing };
}

interface Outcome {
  layout: string;
  bank: string;
  seed: number;
  rows: number;
  exact: number;
  loose: number;
  extra: number;
  fields: Record<MetadataField, boolean>;
  reviewExpected: boolean;
  reviewFlagged: boolean;
  reviewCorrect: boolean;
  differenceCorrect?: boolean;
  whole: boolean;
  error?: string;
  detail: string;
}

function judge(statement: HeldOutStatement, parsed: ParsedStatement | undefined, error: string | undefined): Outcome {
  const { expected } = statement;
  const rows =
    parsed?.transactions.map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents })) ?? [];
  const strict = matched(expected.transactions, rows, strictKey);
  const exact = strict.count;
  const loose = matched(expected.transactions, rows, looseKey).count;
  const account = parsed?.account;
  const got: Record<MetadataField, unknown> = {
    bank: parsed?.bank,
    last4: account?.last4,
    currency: account?.currency,
    statementDate: account?.statementDate,
    balanceCents: account?.balanceCents,
    creditLimitCents: account?.creditLimitCents,
  };
  const fields = Object.fromEntries(
    METADATA_FIELDS.map((field) => [field, parsed !== undefined && got[field] === expected[field]]),
  ) as Record<MetadataField, boolean>;
  const reviewFlagged = parsed !== undefined && !parsed.reconciliation.ok;
  const reviewCorrect = parsed !== undefined && reviewFlagged === expected.needsReview;
  let differenceCorrect: boolean | undefined;
  if (expected.needsReview) {
    const { expectedCents, actualCents } = parsed?.reconciliation ?? {};
    differenceCorrect =
      reviewFlagged &&
      expectedCents !== undefined &&
      actualCents !== undefined &&
      Math.abs(expectedCents - actualCents) === expected.differenceCents;
  }
  const extra = rows.length - exact;
  const whole =
    parsed !== undefined &&
    exact === expected.transactions.length &&
    extra === 0 &&
    METADATA_FIELDS.every((f) => fields[f]) &&
    reviewCorrect &&
    differenceCorrect !== false;
  const wrongFields = METADATA_FIELDS.filter((f) => !fields[f]).map(
    (f) => `${f} ${String(got[f])} (want ${String(expected[f])})`,
  );
  const missing = strict.missing.slice(0, 3);
  const unexpected = rows
    .filter(
      (r) =>
        !expected.transactions.some((e) =>
          keysOf(e, strictKey).includes(strictKey(r.date, r.description, r.amountCents)),
        ),
    )
    .slice(0, 3);
  const detail = error
    ? `error: ${error}`
    : [
        `${exact}/${expected.transactions.length} rows exact (${loose} ignoring spaces/case), ${extra} extra`,
        wrongFields.length > 0 ? `fields wrong: ${wrongFields.join('; ')}` : '',
        reviewCorrect
          ? ''
          : `review flagged ${reviewFlagged}, want ${expected.needsReview} (${parsed?.reconciliation.message ?? ''})`,
        differenceCorrect === false
          ? `difference ${String(parsed?.reconciliation.expectedCents)} vs ${String(parsed?.reconciliation.actualCents)}, want ${expected.differenceCents}`
          : '',
        missing.length > 0
          ? `e.g. missing ${missing.map((r) => `[${r.date} ${r.description} ${r.amountCents}]`).join(' ')}`
          : '',
        unexpected.length > 0
          ? `e.g. read ${unexpected.map((r) => `[${r.date} ${r.description} ${r.amountCents}]`).join(' ')}`
          : '',
      ]
        .filter(Boolean)
        .join(' | ');
  return {
    layout: statement.layout,
    bank: expected.bank,
    seed: statement.seed,
    rows: expected.transactions.length,
    exact,
    loose,
    extra,
    fields,
    reviewExpected: expected.needsReview,
    reviewFlagged,
    reviewCorrect,
    differenceCorrect,
    whole,
    error,
    detail: `${detail} [${statement.variant.join(', ')}]`,
  };
}

const pct = (part: number, whole: number): number => (whole === 0 ? 0 : round((100 * part) / whole, 1));

function summarise(outcomes: readonly Outcome[]) {
  const rows = outcomes.reduce((s, o) => s + o.rows, 0);
  const reviewCases = outcomes.filter((o) => o.reviewExpected);
  return {
    statements: outcomes.length,
    rows,
    rowsExactPct: pct(
      outcomes.reduce((s, o) => s + o.exact, 0),
      rows,
    ),
    rowsExactIgnoringSpacesPct: pct(
      outcomes.reduce((s, o) => s + o.loose, 0),
      rows,
    ),
    extraRows: outcomes.reduce((s, o) => s + o.extra, 0),
    statementsWholePct: pct(outcomes.filter((o) => o.whole).length, outcomes.length),
    refused: outcomes.filter((o) => o.error !== undefined).length,
    metadataPct: Object.fromEntries(
      METADATA_FIELDS.map((f) => [f, pct(outcomes.filter((o) => o.fields[f]).length, outcomes.length)]),
    ),
    needsReviewCorrectPct: pct(outcomes.filter((o) => o.reviewCorrect).length, outcomes.length),
    falseReviews: outcomes.filter((o) => !o.reviewExpected && o.reviewFlagged).length,
    missedReviews: reviewCases.filter((o) => !o.reviewFlagged).length,
    reviewDifferenceRightPct: pct(reviewCases.filter((o) => o.differenceCorrect).length, reviewCases.length),
  };
}

/**
 * Held-out measure of statement reading on layouts the parsers were never tuned on: an independent
 * generator's statements for every supported layout, scored against their own ground truth.
 */
describe('held-out statements (independent generator)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it('are measured', async () => {
    const outcomes: Outcome[] = [];
    for (const layout of Object.keys(HELDOUT_LAYOUTS)) {
      for (let index = 0; index < STATEMENTS_PER_LAYOUT; index += 1) {
        const statement = await drawHeldOut(layout, SEED, index);
        let parsed: ParsedStatement | undefined;
        let error: string | undefined;
        try {
          parsed = parseStatement(await reader.extract(statement.pdf));
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
        }
        outcomes.push(judge(statement, parsed, error));
      }
    }
    const layouts = Object.keys(HELDOUT_LAYOUTS).map((layout) => {
      const own = outcomes.filter((o) => o.layout === layout);
      return {
        layout,
        ...summarise(own),
        failures: own.filter((o) => !o.whole).map((o) => `seed ${o.seed}: ${o.detail}`),
      };
    });
    const banks = [...new Set(outcomes.map((o) => o.bank))].map((bank) => ({
      bank,
      ...summarise(outcomes.filter((o) => o.bank === bank)),
    }));
    writeBenchResult('heldout-statements', {
      seed: SEED,
      statementsPerLayout: STATEMENTS_PER_LAYOUT,
      descriptionRule:
        'strict: whitespace runs collapsed to one space and trimmed, case kept; loose: all whitespace removed, case ignored',
      overall: summarise(outcomes),
      banks,
      layouts,
    });
    expect(outcomes).toHaveLength(Object.keys(HELDOUT_LAYOUTS).length * STATEMENTS_PER_LAYOUT);
  });
});
