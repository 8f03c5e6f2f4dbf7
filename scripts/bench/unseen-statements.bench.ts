import { parseStatement, type ParsedStatement, type ParsedTransaction } from '@garden/core';
import { PdfTextReader } from '../../api/src/statements/pdf/pdf-text';
import { round, writeBenchResult } from './bench-results';
import { UNSEEN_LAYOUTS, drawUnseen, heldOutSeeds, type UnseenStatement } from './unseen-statements';

const STATEMENTS_PER_LAYOUT = Number(process.env.UNSEEN_STATEMENTS ?? 40);

const rowKey = (row: ParsedTransaction): string => `${row.date}|${row.description}|${row.amountCents}`;

/** Expected rows found exactly (as a multiset), rows read that were not expected, and whether all is whole. */
function score(statement: UnseenStatement, parsed: ParsedStatement | undefined) {
  const expected = statement.expected.transactions;
  if (!parsed) return { rows: expected.length, exact: 0, extra: 0, whole: false, metadata: false };
  const remaining = new Map<string, number>();
  for (const row of parsed.transactions) remaining.set(rowKey(row), (remaining.get(rowKey(row)) ?? 0) + 1);
  let exact = 0;
  for (const row of expected) {
    const left = remaining.get(rowKey(row)) ?? 0;
    if (left > 0) {
      exact += 1;
      remaining.set(rowKey(row), left - 1);
    }
  }
  const extra = parsed.transactions.length - exact;
  const metadata =
    parsed.bank === statement.expected.bank &&
    parsed.account.last4 === statement.expected.last4 &&
    parsed.account.statementDate === statement.expected.statementDate &&
    parsed.account.balanceCents === statement.expected.balanceCents;
  const whole = exact === expected.length && extra === 0 && metadata && parsed.reconciliation.ok;
  return { rows: expected.length, exact, extra, whole, metadata };
}

/**
 * The held-out measure of statement reading: statements of an independent generator, on seeds nothing
 * was tuned on. Reports rows exact and statements whole per layout, with the first failures' reasons.
 */
describe('statements the parsers have never seen', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it('are read whole', async () => {
    const layouts = [];
    for (const layout of UNSEEN_LAYOUTS) {
      let rows = 0;
      let exact = 0;
      let extra = 0;
      let whole = 0;
      let metadata = 0;
      const failures: string[] = [];
      for (const seed of heldOutSeeds(STATEMENTS_PER_LAYOUT)) {
        const statement = await drawUnseen(layout, seed);
        let parsed: ParsedStatement | undefined;
        let error: string | undefined;
        try {
          parsed = parseStatement(await reader.extract(statement.pdf));
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
        }
        const result = score(statement, parsed);
        rows += result.rows;
        exact += result.exact;
        extra += result.extra;
        whole += result.whole ? 1 : 0;
        metadata += result.metadata ? 1 : 0;
        if (!result.whole && failures.length < 3) {
          const account = parsed?.account;
          failures.push(
            error
              ? `seed ${seed}: ${error}`
              : `seed ${seed}: ${result.exact}/${result.rows} rows, ${result.extra} extra; bank ${parsed?.bank}, last4 ${account?.last4} (want ${statement.expected.last4}), date ${account?.statementDate} (want ${statement.expected.statementDate}), balance ${account?.balanceCents} (want ${statement.expected.balanceCents}), reconciled ${parsed?.reconciliation.ok}`,
          );
        }
      }
      layouts.push({
        layout,
        statements: STATEMENTS_PER_LAYOUT,
        statements_whole_pct: round((100 * whole) / STATEMENTS_PER_LAYOUT, 1),
        rows,
        rows_exact_pct: round((100 * exact) / rows, 1),
        extra_rows: extra,
        metadata_exact_pct: round((100 * metadata) / STATEMENTS_PER_LAYOUT, 1),
        failures,
      });
    }
    const allRows = layouts.reduce((sum, layout) => sum + layout.rows, 0);
    const allExact = layouts.reduce((sum, layout) => sum + (layout.rows_exact_pct * layout.rows) / 100, 0);
    const allWhole = layouts.reduce((sum, layout) => sum + (layout.statements_whole_pct * layout.statements) / 100, 0);
    writeBenchResult('unseen-statements', {
      target: '100 % of rows exact and every statement whole',
      held_out: 'independent generator (scripts/bench/unseen-statements.ts), seeds from 900,000,001 that no test draws',
      rows_exact_pct: round((100 * allExact) / allRows, 1),
      statements_whole_pct: round((100 * allWhole) / (layouts.length * STATEMENTS_PER_LAYOUT), 1),
      layouts,
    });
    expect(allRows).toBeGreaterThan(0);
  });
});
