import { randomInt } from 'node:crypto';
import { earliestFullDate, findFullDate } from './statement-dates';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ordinal = (day: number): string =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
const pad = (value: number): string => String(value).padStart(2, '0');

/** The wordings statements print a date in (day-first unless marked US). */
const WORDINGS: { name: string; us?: boolean; write: (year: number, month: number, day: number) => string }[] = [
  { name: '16 Feb 2025', write: (y, m, d) => `${pad(d)} ${MONTHS[m - 1]!.slice(0, 3)} ${y}` },
  {
    name: '16 FEB 25',
    write: (y, m, d) => `${pad(d)} ${MONTHS[m - 1]!.slice(0, 3).toUpperCase()} ${String(y).slice(2)}`,
  },
  { name: '16 February 2025', write: (y, m, d) => `${d} ${MONTHS[m - 1]} ${y}` },
  { name: '16th February, 2025', write: (y, m, d) => `${ordinal(d)} ${MONTHS[m - 1]}, ${y}` },
  { name: 'February 16, 2025', write: (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}` },
  { name: 'Feb. 16, 2025', write: (y, m, d) => `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}` },
  // A scan's comma read as a full stop: "June 26. 2021".
  { name: 'February 16. 2025 (OCR)', write: (y, m, d) => `${MONTHS[m - 1]} ${d}. ${y}` },
  { name: '16/02/2025', write: (y, m, d) => `${pad(d)}/${pad(m)}/${y}` },
  { name: '16-02-2025', write: (y, m, d) => `${pad(d)}-${pad(m)}-${y}` },
  // A scan reading spaces around the separators.
  { name: '16 -02 - 2025 (OCR)', write: (y, m, d) => `${pad(d)} -${pad(m)} - ${y}` },
  { name: '16/ 02 /2025 (OCR)', write: (y, m, d) => `${pad(d)}/ ${pad(m)} /${y}` },
  { name: '2025-02-16', write: (y, m, d) => `${y}-${pad(m)}-${pad(d)}` },
  { name: '02/16/2025 (US)', us: true, write: (y, m, d) => `${pad(m)}/${pad(d)}/${y}` },
];
const LABELS = ['Statement Date', 'STATEMENT DATE:', 'Statement date :', 'Date of Statement', 'Statement Closing Date'];

describe('statement dates in the wordings banks use', () => {
  // A fresh date per wording each run; the date is in the case name, so a failure can be replayed.
  const cases = WORDINGS.map((wording) => {
    const [year, month, day] = [randomInt(2015, 2031), randomInt(1, 13), randomInt(1, 29)];
    const label = LABELS[randomInt(0, LABELS.length)]!;
    return [
      wording.name,
      `${label} ${wording.write(year, month, day)} Payment Due Date`,
      wording.us ?? false,
      `${year}-${pad(month)}-${pad(day)}`,
    ] as const;
  });

  it.each(cases)('reads %s in "%s"', (_name, text, usMonthFirst, iso) => {
    expect(findFullDate(text, { usMonthFirst })).toBe(iso);
  });
});

describe('the left-most full date of a line', () => {
  it.each([
    [
      'a panel beside the label printing a date in another shape',
      'November 22, 2024 272 points expiring on 22 Jul 2025',
      '2024-11-22',
    ],
    ['a due date after the statement date', '16/02/2025 Payment Due Date 10 Mar 2025', '2025-02-16'],
    ['a short year first', '01 AUG 23 then 2023-09-01', '2023-08-01'],
    ['a range of figures, never read as one date', '01 - 31/01/2025 Due 20 Feb 2025', '2025-01-31'],
  ])('reads the first date with %s', (_label, text, iso) => {
    expect(earliestFullDate(text)).toBe(iso);
  });

  it('skips a shape that is not a real date and finds none in plain words', () => {
    expect(earliestFullDate('31/02/2025 or 1 March 2025')).toBe('2025-03-01');
    expect(earliestFullDate('Points balance 19,392')).toBeUndefined();
  });
});
