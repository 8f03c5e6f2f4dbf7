import { dateEvidence, rowMonthsSpan, statementDateFromEvidence, yearNear } from './statement-date-evidence';
import type { ExtractedPdf, ParsedStatement } from './statement.types';

/** A one-page scan of the given lines, top to bottom, each word an OCR word. */
const scanOf = (lines: readonly string[]): ExtractedPdf => ({
  pageCount: 1,
  pages: [{ width: 595, height: 842 }],
  metadata: {},
  items: lines.flatMap((line, row) =>
    line
      .split(' ')
      .map((word, at) => ({ text: word, page: 1, x: 40 + at * 60, y: 40 + row * 14, width: 50, ocr: true })),
  ),
});

/** Rows as read with any year: only their months and days count. */
const rowsOn = (...dates: string[]): Pick<ParsedStatement, 'transactions'> => ({
  transactions: dates.map((date) => ({ date, description: 'ROW', amountCents: -100 })),
});

describe('a statement date from the other dates a scan prints', () => {
  it('takes the months the rows span, round the year end, and no spread of months a statement has not', () => {
    expect(rowMonthsSpan([10, 10, 11])).toEqual({ first: 10, last: 11 });
    expect(rowMonthsSpan([12, 12, 1, 1])).toEqual({ first: 12, last: 1 });
    expect(rowMonthsSpan([11, 12, 1])).toEqual({ first: 11, last: 1 });
    expect(rowMonthsSpan([3, 9])).toBeUndefined();
    expect(rowMonthsSpan([])).toBeUndefined();
  });

  it('names the one year that puts a date near the rows, and none for a date months away', () => {
    const yearEnd = { first: 12, last: 1 };
    expect(yearNear('2024-02-05', yearEnd)).toBe(2024);
    expect(yearNear('2023-12-16', yearEnd)).toBe(2024);
    // An offer ending 31 Dec of the statement's year, on a January statement: near the rows a year on.
    expect(yearNear('2024-06-30', yearEnd)).toBeUndefined();
    expect(yearNear('2023-10-01', { first: 10, last: 10 })).toBe(2023);
  });

  it('dates a January statement from its due date, its December rows in the year before', () => {
    const scan = scanOf([
      'STATEMENT OF ACCOUNT',
      'Payment Due Date 05 Feb 2024',
      'Promotion valid till 31 Dec 2024',
      '28 DEC GRAB 10.00',
      '05 JAN KOUFU 7.00',
    ]);
    expect(dateEvidence(scan).map((readings) => readings[0]?.date)).toEqual(['2024-02-05']);
    expect(statementDateFromEvidence(scan, rowsOn('2000-12-28', '2001-01-05'))).toEqual({
      date: '2024-01-05',
      evidence: [{ date: '2024-02-05', line: 'Payment Due Date 05 Feb 2024' }],
    });
  });

  it('takes nothing when two dates name different years, or none does', () => {
    const disagreeing = scanOf([
      'Payment Due Date 05 Feb 2024',
      'From 16 DEC 2024 To 1~5 JAN 2~025',
      '28 DEC GRAB 10.00',
    ]);
    expect(statementDateFromEvidence(disagreeing, rowsOn('2000-12-28', '2001-01-05'))).toBeUndefined();
    const none = scanOf(['Promotion valid till 31 Dec 2024', '17 Dec 17 Dec GIRO 99.36', '05 Jan 05 Jan NETS 6.76']);
    expect(statementDateFromEvidence(none, rowsOn('2000-12-17', '2001-01-05'))).toBeUndefined();
  });

  it('takes a date in figures only when it names one year read either way round', () => {
    // 02/12/24 is 2 Dec or 12 Feb: near a January's rows the one, a year off the other.
    const either = scanOf(['Payment Due Date 02/12/24', '28 DEC GRAB 10.00']);
    expect(statementDateFromEvidence(either, rowsOn('2000-12-28', '2001-01-05'))).toBeUndefined();
    const oneWay = scanOf(['Payment Due Date 25/01/2024', '28 DEC GRAB 10.00']);
    expect(statementDateFromEvidence(oneWay, rowsOn('2000-12-28', '2001-01-05'))?.date).toBe('2024-01-05');
  });
});
