/**
 * The words of a statement description that say who was paid or why: upper case, OCR digit slips inside
 * words read back as letters, and what changes from one statement to the next removed — card masks,
 * dates, amounts in another currency, reference and store numbers, and the place printed at the end
 * (`SINGAPORE SG`, `SI NG`, a US state). Deterministic and fast (no allocation beyond the token list).
 */

const MONTHS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC';
const CURRENCIES =
  'USD|SGD|JPY|EUR|GBP|AUD|NZD|CAD|CHF|CNY|RMB|HKD|TWD|KRW|THB|MYR|IDR|PHP|VND|INR|AED|SEK|NOK|DKK|MOP|S\\$|US\\$';

/** Tokens that only say where a card was used; dropped from the end of a description. */
const TRAILING_PLACES = new Set([
  'SINGAPORE',
  'SINGAPOR',
  'SINGAPO',
  'SINGAP',
  'SINGA',
  'SING',
  'SIN',
  'SGP',
  'SG',
  'S',
  'SI',
  'NG',
  'SGD',
  'USA',
  'US',
  'JP',
  'JPN',
  'KR',
  'TH',
  'MY',
  'HK',
  'TW',
  'CN',
  'ID',
  'AU',
  'GB',
  'UK',
  'FR',
  'DE',
  'IT',
  'ES',
  'NL',
  'CH',
  'VN',
  'PH',
  // US states, also the two-letter codes that are English words (IN, OR, ME, HI) because they only drop at the end.
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DC',
  'DE',
  'FL',
  'GA',
  'HI',
  'IA',
  'IL',
  'IN',
  'KS',
  'KY',
  'LA',
  'MA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'NJ',
  'NM',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WI',
  'WV',
  'WY',
]);

/** Two-letter codes that are also words a bank prints on its own lines (never dropped when alone). */
const MEANINGFUL_SHORT = new Set(['OA', 'SA', 'MA', 'ER', 'EE', 'TT', 'DR', 'CR', 'IN', 'ME', 'OR', 'HI', 'ID']);

const CARD_MASK = /\b(?:[0-9X*]{4}[- ]?){3}[0-9X*]{2,4}\b|\b[X*]{2,}[-X*\d]*\d*\b|[*X]{4,}\d{2,}/g;
const FOREIGN_AMOUNT = new RegExp(
  `(?:\\b(?:${CURRENCIES})\\s?\\d[\\d,]*(?:\\.\\d+)?\\b)|(?:\\b\\d[\\d,]*(?:\\.\\d+)?\\s?(?:${CURRENCIES})\\b)|(?:@\\s?\\d+\\.\\d+)`,
  'g',
);
const FOREIGN_CURRENCY = new RegExp(`\\b(?:${CURRENCIES})\\b|FOREIGN AMT|FX RATE`);
const DATES = new RegExp(
  `\\b\\d{1,2}\\s?(?:${MONTHS})(?:\\s?\\d{2,4})?\\b|\\b(?:${MONTHS})\\s?\\d{1,2}\\b|\\b\\d{1,4}[/.-]\\d{1,2}(?:[/.-]\\d{2,4})?\\b`,
  'g',
);

/** A letter-and-digit token whose digits are OCR slips for letters (S1NGAPORE, SINGAP0RE, 8URGER). */
const OCR_DIGITS: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

function readBack(token: string): string {
  if (!/\d/.test(token) || !/[A-Z]/.test(token)) return token;
  const letters = token.replace(/[^A-Z]/g, '').length;
  if (letters < 3 || letters <= token.length - letters || !/^[A-Z0158]+$/.test(token)) return token;
  return token.replace(/[0158]/g, (digit) => OCR_DIGITS[digit] ?? digit);
}

export interface NormalizedDescription {
  /** The words that stay, in order. */
  words: string[];
  /** An amount in another currency was printed (a card used abroad or billed in another currency). */
  foreign: boolean;
}

/** keepPlaces: keep the trailing place words (for names such as "APPLE.COM/US" written into a list). */
export function normalizeDescription(description: string, keepPlaces = false): NormalizedDescription {
  let text = description.toUpperCase();
  const foreign = FOREIGN_CURRENCY.test(text);
  text = text
    .replace(CARD_MASK, ' ')
    .replace(FOREIGN_AMOUNT, ' ')
    .replace(DATES, ' ')
    .replace(/[^A-Z0-9&']+/g, ' ')
    .replace(/'/g, '');
  const words: string[] = [];
  for (const raw of text.split(' ')) {
    if (!raw || raw === '&') continue;
    const token = readBack(raw);
    // Reference numbers, store numbers and codes: any token still carrying a digit.
    if (/\d/.test(token)) continue;
    words.push(token);
  }
  while (!keepPlaces && words.length > 1) {
    const last = words[words.length - 1] ?? '';
    if (!TRAILING_PLACES.has(last) || (MEANINGFUL_SHORT.has(last) && words.length <= 2)) break;
    if (MEANINGFUL_SHORT.has(last) && /^(?:OA|SA|MA|TT)$/.test(last)) break;
    words.pop();
  }
  return { words, foreign };
}
