import type { StatementTableProfile } from '../table/table-profile';
import { CHASE_TABLE } from './chase-credit.parser';
import { currencyLetters } from '../table/read-statement-table';
import { CITI_TABLE } from './citibank-credit.parser';
import { DBS_TABLE } from './dbs-credit.parser';

/** The foreign amount a profile's wrapped-line rules read from a line under a row, as the table reader does. */
function foreignAmountOf(profile: StatementTableProfile, text: string): string | undefined {
  const rule = profile.wrappedLines.find((candidate) => candidate.as === 'foreignAmount' && candidate.match.test(text));
  const value = rule?.match.exec(text);
  if (!value) return undefined;
  const named = value.groups;
  if (named?.amount) return [named.currency && currencyLetters(named.currency), named.amount].filter(Boolean).join(' ');
  return value.slice(1).filter(Boolean).join(' ');
}

const PROFILES = { chase: CHASE_TABLE, citibank: CITI_TABLE, dbs: DBS_TABLE };

describe('foreign-amount lines as a scan reads them', () => {
  it.each([
    ['chase', '12.00 X 1.083333 (EXCHG RATE)', '12.00'],
    ['chase', 'EURO 12.00 X 1.083333 (EXCHG RATE)', 'EURO 12.00'],
    // OCR closes up the spaces around the X.
    ['chase', '12.00X 1.083333 (EXCHG RATE)', '12.00'],
    ['chase', 'EURO 12.00 X1.083333(EXCHG RATE)', 'EURO 12.00'],
    ['citibank', 'FOREIGN AMOUNT EUR 3.10', 'EUR 3.10'],
    ['citibank', 'Foreign Amount USD 1,234.50', 'USD 1,234.50'],
    // OCR runs the words together.
    ['citibank', 'FOREIGNAMOUNTEUR3.10', 'EUR 3.10'],
    ['citibank', 'FOREIGN AMOUNTEUR 3.10', 'EUR 3.10'],
    ['dbs', 'U. S. DOLLAR 100.00', 'U. S. DOLLAR 100.00'],
    ['dbs', 'EURO 1,250.00', 'EURO 1,250.00'],
    // OCR reads the abbreviated S as a 5.
    ['dbs', 'U. 5. DOLLAR 100.00', 'U. S. DOLLAR 100.00'],
  ] as const)('%s: reads "%s"', (bank, text, foreign) => {
    expect(foreignAmountOf(PROFILES[bank], text)).toBe(foreign);
  });
});

describe('a currency name read from a scan', () => {
  it('spells back an abbreviated letter read as a digit, and leaves figures alone', () => {
    expect(currencyLetters('U. 5. DOLLAR')).toBe('U. S. DOLLAR');
    expect(currencyLetters('USD')).toBe('USD');
    expect(currencyLetters('EUR 15.')).toBe('EUR 15.');
  });
});
