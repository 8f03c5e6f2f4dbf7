import type { LineCell, StatementLine } from '../statement.types';
import { labelledAccountLast4 } from './labelled-account-number';
import { stackedHeaderCells, usClosingDate, usStatementDates, usStatementPeriod } from './us-statement-fields';

/** A line of cells, each given as [x, text] (widths from 5 pt a character). */
function line(y: number, ...cells: [number, string][]): StatementLine {
  const built: LineCell[] = cells.map(([x, text]) => ({ x, right: x + text.length * 5, text }));
  return { page: 1, y, cells: built, text: built.map((cell) => cell.text).join(' ') };
}

describe('US statement periods and closing dates', () => {
  it.each([
    ['for January 17, 2025 to February 16, 2025', '2025-01-17', '2025-02-16'],
    ['Opening/Closing Date 01/17/25 - 02/16/25', '2025-01-17', '2025-02-16'],
    ['December 17, 2024 through January 16, 2025', '2024-12-17', '2025-01-16'],
    ['Statement Period: 01/17/2025 - 02/16/2025', '2025-01-17', '2025-02-16'],
    ['January 17 - February 16, 2025', '2025-01-17', '2025-02-16'],
    ['December 17 - January 16, 2025', '2024-12-17', '2025-01-16'],
    ['Billing Cycle 02/01/2024 to 02/29/2024', '2024-02-01', '2024-02-29'],
  ])('reads the period "%s"', (text, start, end) => {
    expect(usStatementPeriod([line(40, [40, text])])).toEqual({ start, end });
  });

  it.each([
    ['Statement Closing Date 02/16/2025', '2025-02-16'],
    ['Closing Date: Feb 16, 2025', '2025-02-16'],
    ['STATEMENT DATE: 02/06/25', '2025-02-06'],
    ['Opening/Closing Date 01/17/25 - 02/16/25', '2025-02-16'],
  ])('reads the closing date in "%s" month first', (text, date) => {
    expect(usClosingDate([line(40, [40, text])])).toBe(date);
  });

  it('takes no other labelled date for the closing date, and falls back to the end of the period', () => {
    const lines = [
      line(40, [40, 'Payment Due Date 03/13/2025']),
      line(60, [40, 'for January 17, 2025 to February 16, 2025']),
    ];
    expect(usClosingDate(lines)).toBeUndefined();
    expect(usStatementDates(lines)).toEqual({
      statementDate: '2025-02-16',
      period: { start: '2025-01-17', end: '2025-02-16' },
    });
  });
});

describe('labelled account and card numbers', () => {
  it.each<[[number, string][], string]>([
    [
      [
        [330, 'Account ending in 1234'],
        [470, '2025 Year-End Summary'],
      ],
      '1234',
    ],
    [
      [
        [330, 'Account Number: XXXX XXXX XXXX 1234'],
        [530, '2025'],
      ],
      '1234',
    ],
    [[[360, 'Primary account number: 0000 1234 5678']], '5678'],
    [
      [
        [40, 'Account Number:'],
        [200, 'XXXX XXXX XXXX 4321'],
      ],
      '4321',
    ],
    [[[360, 'A/C No. 301-48202-7']], '2027'],
  ])('reads %j', (cells, last4) => {
    expect(labelledAccountLast4([line(40, ...cells)])).toBe(last4);
  });

  it("never takes a year or a debit card's number", () => {
    expect(
      labelledAccountLast4([line(40, [40, 'Account Summary'], [300, '2025 Totals Year-to-Date'])]),
    ).toBeUndefined();
    const lines = [
      line(40, [40, 'Card account # XXXX XXXX XXXX 7705']),
      line(60, [40, 'Account number: 4820 1003 5603']),
    ];
    expect(labelledAccountLast4(lines, /\bcard\b/i)).toBe('5603');
  });
});

describe('column headers printed over two lines', () => {
  it('joins each label with the words above it, even when the text layer joined those into one cell', () => {
    const top = line(74, [36, 'Transaction Posting'], [392, 'Reference'], [440, 'Account']);
    top.cells[0] = { x: 36, right: 105, text: 'Transaction Posting' };
    const bottom = line(83, [36, 'Date'], [80, 'Date'], [124, 'Description'], [392, 'Number'], [440, 'Number']);
    expect(stackedHeaderCells(bottom, [top, bottom]).map((cell) => cell.text)).toEqual([
      'Transaction Date',
      'Posting Date',
      'Description',
      'Reference Number',
      'Account Number',
    ]);
  });

  it('joins them one full line apart when the statement is set in loose line spacing', () => {
    // Every line of this statement is 16 points below the one before.
    const lines = [
      line(100, [36, 'Closing Date 04/30/25']),
      line(116, [36, 'Activity']),
      line(132, [36, 'Trans'], [90, 'Post'], [400, 'Ref']),
      line(148, [36, 'Date'], [90, 'Date'], [150, 'Merchant'], [400, 'No.'], [480, 'Amount']),
      line(164, [36, '04/02'], [90, '04/03'], [150, 'HARDWARE DEPOT'], [400, '1188'], [480, '18.25']),
    ];
    expect(stackedHeaderCells(lines[3] as StatementLine, lines).map((cell) => cell.text)).toEqual([
      'Trans Date',
      'Post Date',
      'Merchant',
      'Ref No.',
      'Amount',
    ]);
  });
});
