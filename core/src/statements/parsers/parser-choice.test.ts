import { reconcile } from '../reconcile';
import type { ExtractedPdf, ParsedStatement, StatementParser } from '../statement.types';
import { StatementParseError, statementMessage } from '../statement.errors';
import { parseWith } from './index';

const pdf: ExtractedPdf = {
  pageCount: 1,
  pages: [{ width: 595, height: 842 }],
  items: [{ page: 1, x: 40, y: 40, width: 100, text: 'A statement' }],
  metadata: {},
};

/** A parser that claims the statement with a score and reads it as given (or fails with the error given). */
function parser(id: string, score: number, reading: ParsedStatement | StatementParseError): StatementParser {
  return {
    id,
    bank: 'generic',
    detect: () => score,
    parse: () => {
      if (reading instanceof StatementParseError) throw reading;
      return reading;
    },
  };
}

function reading(name: string, rowsCents: number[], printedCents?: number): ParsedStatement {
  const total = rowsCents.reduce((sum, cents) => sum + cents, 0);
  return {
    bank: 'generic',
    account: { institution: name, name, accountType: 'credit', currency: 'SGD', statementDate: '2025-02-16' },
    transactions: rowsCents.map((amountCents) => ({ date: '2025-02-01', description: 'GARDEN CENTRE', amountCents })),
    reconciliation: reconcile('total', printedCents, total),
  };
}

describe('choosing between readings of a statement', () => {
  it('takes the most confident reading when it adds up', () => {
    const parsed = parseWith(
      [parser('b', 0.5, reading('second', [-100], -100)), parser('a', 0.9, reading('first', [-100], -100))],
      pdf,
    );
    expect(parsed.account.name).toBe('first');
  });

  it('tries the other claimants when the most confident reading does not add up, and takes one that does', () => {
    const parsed = parseWith(
      [parser('a', 0.9, reading('first', [-100], -250)), parser('b', 0.5, reading('second', [-100, -150], -250))],
      pdf,
    );
    expect(parsed.account.name).toBe('second');
    expect(parsed.reconciliation.ok).toBe(true);
  });

  it('keeps the most confident reading, with its difference, when no reading adds up to a printed figure', () => {
    const parsed = parseWith(
      [parser('a', 0.9, reading('first', [-100], -250)), parser('b', 0.5, reading('second', [-100]))],
      pdf,
    );
    expect(parsed.account.name).toBe('first');
    expect(parsed.reconciliation).toMatchObject({ ok: false, expectedCents: -250, actualCents: -100 });
  });

  it('reads with another claimant when the most confident cannot read the statement at all', () => {
    const parsed = parseWith(
      [
        parser('a', 0.9, new StatementParseError('NO_TRANSACTION_TABLE', 'statement')),
        parser('b', 0.5, reading('second', [-100])),
      ],
      pdf,
    );
    expect(parsed.account.name).toBe('second');
  });

  it("reports the most confident parser's error when nobody can read it, and an unknown layout as such", () => {
    expect(() =>
      parseWith(
        [
          parser('a', 0.9, new StatementParseError('NO_TRANSACTIONS', 'statement')),
          parser('b', 0.5, new StatementParseError('NO_STATEMENT_DATE', 'statement')),
        ],
        pdf,
      ),
    ).toThrow('No transactions were found in this statement.');
    expect(() => parseWith([parser('a', 0, reading('first', [-100]))], pdf)).toThrow(statementMessage('UNRECOGNISED'));
  });
});

describe('a printed total that disagrees with rows another parser balances', () => {
  it('stays reported: the same rows are not another reading', () => {
    const parsed = parseWith(
      [parser('a', 0.9, reading('first', [-100], -250)), parser('b', 0.5, reading('second', [-100], -100))],
      pdf,
    );
    expect(parsed.account.name).toBe('first');
    expect(parsed.reconciliation.ok).toBe(false);
  });
});

describe('readings that add up with fewer rows, or after the parser that knows the layout refused a scan', () => {
  it('keeps the most confident reading when the other one adds up with fewer rows', () => {
    // A later page's brought-forward balance to the closing balance: its rows add up, the first pages' are gone.
    const parsed = parseWith(
      [parser('a', 0.9, reading('first', [-100, -50, -30], -200)), parser('b', 0.5, reading('second', [-30], -30))],
      pdf,
    );
    expect(parsed.account.name).toBe('first');
    expect(parsed.reconciliation).toMatchObject({ ok: false, expectedCents: -200, actualCents: -180 });
  });

  it("stands by the refusal of a scan's most confident parser, where a text PDF is read by another", () => {
    const refusing = parser('a', 0.9, new StatementParseError('NO_STATEMENT_PERIOD', 'UOB account statement'));
    const other = parser('b', 0.5, reading('second', [-30], -30));
    const scan: ExtractedPdf = { ...pdf, items: pdf.items.map((item) => ({ ...item, ocr: true })) };
    expect(() => parseWith([refusing, other], scan)).toThrow(
      'This UOB account statement has no readable statement period.',
    );
    expect(parseWith([refusing, other], pdf).account.name).toBe('second');
  });
});
