import type { StatementLine } from '../statement.types';
import {
  labelledStatementDate,
  labelledStatementPeriod,
  periodIn,
  statementDateOrPeriodEnd,
} from './statement-date-labels';

/** A line of cells at the given x positions (each cell 60 pt wide). */
function line(y: number, ...cells: [number, string][]): StatementLine {
  const lineCells = cells.map(([x, text]) => ({ x, right: x + 60, text }));
  return { page: 1, y, cells: lineCells, text: lineCells.map((cell) => cell.text).join(' ') };
}

describe('statement periods', () => {
  it.each([
    ['17 Jan 2025 to 16 Feb 2025', '2025-01-17', '2025-02-16'],
    ['17/01/2025 - 16/02/2025', '2025-01-17', '2025-02-16'],
    ['17-01-2025 - 16-02-2025', '2025-01-17', '2025-02-16'],
    ['January 17, 2025 To February 16, 2025', '2025-01-17', '2025-02-16'],
    ['18 DEC 2024 TO 17 JAN 2025', '2024-12-18', '2025-01-17'],
  ])('reads "%s" as a period', (text, start, end) => {
    expect(periodIn(text)).toEqual({ start, end });
  });

  it.each([
    ['a promotion over a year', '1 Jan 2025 to 31 Dec 2025'],
    ['dates in the wrong order', '16 Feb 2025 to 17 Jan 2025'],
    ['a single date', '16 Feb 2025'],
  ])('does not read %s as a statement period', (_label, text) => {
    expect(periodIn(text)).toBeUndefined();
  });

  it('dates the statement at the end of its labelled period, beside or under the label', () => {
    expect(statementDateOrPeriodEnd([line(10, [40, 'Statement From 17 Jan 2025 to 16 Feb 2025'])])).toBe('2025-02-16');
    expect(statementDateOrPeriodEnd([line(10, [40, 'BILLING PERIOD: 01/02/2025 - 28/02/2025'])])).toBe('2025-02-28');
    const box = [line(10, [300, 'Statement Period']), line(22, [40, 'MR TAN'], [300, '17 Jan 2025 - 16 Feb 2025'])];
    expect(labelledStatementPeriod(box)).toEqual({ start: '2025-01-17', end: '2025-02-16' });
  });

  it('prefers a labelled statement date over the period', () => {
    const lines = [
      line(10, [40, 'Statement Period 17 Jan 2025 to 16 Feb 2025']),
      line(22, [40, 'Statement Date 17 Feb 2025']),
    ];
    expect(statementDateOrPeriodEnd(lines)).toBe('2025-02-17');
  });
});

describe('statement dates beside their label', () => {
  it('reads the date nearest the label when a panel on the same line prints another date', () => {
    const lines = [
      line(10, [40, 'STATEMENT DATE'], [180, 'November 22, 2024'], [380, '272 points expiring on 22 Jul 2025']),
    ];
    expect(labelledStatementDate(lines)).toBe('2024-11-22');
  });
});

describe('statement dates under their label', () => {
  it('reads a date under its label that a wide gap split into cells, as OCR reads a scan', () => {
    const cell = (x: number, right: number, text: string) => ({ x, right, text });
    const lines: StatementLine[] = [
      { page: 1, y: 74, cells: [cell(43, 98, 'STATEMENT DATE')], text: 'STATEMENT DATE' },
      {
        page: 1,
        y: 83,
        cells: [cell(43, 52, '12'), cell(58, 98, 'Feb 2023'), cell(333, 410, 'IMPORTANT MESSAGE')],
        text: '12 Feb 2023 IMPORTANT MESSAGE',
      },
    ];
    expect(labelledStatementDate(lines)).toBe('2023-02-12');
  });
});
