/**
 * Exact money: amounts are integer minor units (cents). Statement text is parsed digit by digit,
 * never through parseFloat, so 0.1 + 0.2 problems cannot reach a balance.
 */

/** A printed amount such as `1,234.50`, `(412.16)`, `-4.20`, `12.00 CR`, `S$22,800`. */
export interface ParsedAmount {
  /** Absolute value in cents. */
  cents: number;
  /** True when printed with a minus sign or in parentheses. */
  negative: boolean;
  /** True when printed with a trailing CR (credit) marker. */
  credit: boolean;
  /** True when printed with a trailing DR (debit) marker. */
  debit: boolean;
}

const AMOUNT_PATTERN =
  /^(?<open>\()?\s*(?<minus>-)?\s*(?:[A-Z]{0,3}\$|SGD|USD|S\$|US\$)?\s*(?<minus2>-)?(?<int>\d{1,3}(?:[,\s]\d{3})*|\d+)(?:\.(?<frac>\d{1,2}))?\s*(?<close>\))?\s*(?<marker>CR|DR|-)?$/i;

/** Parses one amount token; undefined when the text is not an amount. */
export function parseAmount(text: string): ParsedAmount | undefined {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match?.groups) return undefined;
  const { open, close, minus, minus2, int, frac, marker } = match.groups;
  if (Boolean(open) !== Boolean(close)) return undefined;
  const whole = (int ?? '').replace(/[,\s]/g, '');
  const fraction = (frac ?? '').padEnd(2, '0');
  const cents = Number(whole) * 100 + Number(fraction || '0');
  if (!Number.isSafeInteger(cents)) return undefined;
  const mark = marker?.toUpperCase();
  return {
    cents,
    negative: Boolean(open) || Boolean(minus) || Boolean(minus2) || mark === '-',
    credit: mark === 'CR',
    debit: mark === 'DR',
  };
}

/** Parses a decimal string such as `-14.44`, `6492.54` or `-100.0` into signed cents. */
export function decimalToCents(text: string): number {
  const match = /^\s*(-)?(\d+)(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ''));
  if (!match) throw new Error(`Not a decimal amount: "${text}"`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

/**
 * A decimal amount (string or JSON number) rounded half away from zero to cents, exactly on the digits (no
 * float arithmetic): "12.345" -> 1235, "-0.005" -> -1, "1,000" -> 100000, ".5" -> 50. Undefined when it is
 * not a plain decimal (or too large to be exact). For amounts typed by people where more decimals than two
 * are rounded rather than refused (the CPF screens); decimalToCents is the strict reader.
 */
export function decimalToCentsRounded(value: unknown): number | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // Numbers so small or large that JS prints them with an exponent are not amounts anyone types.
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '');
  } else {
    return undefined;
  }
  const match = /^([-+])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return undefined;
  const whole = match[2] || '0';
  const fraction = match[3] ?? '';
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (Number(fraction[2] ?? '0') >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return undefined;
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

/** Signed cents as a plain decimal string with two places: -41216 -> "-412.16". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Signed cents as a JSON number with at most two decimals (the REST gateway's shape). */
export function centsToNumber(cents: number): number {
  // IEEE division is correctly rounded, so whole cents / 100 is the very double the decimal text parses to, without
  // the text (a yearly daily trend writes over a thousand amounts). `+ 0` turns -0 into 0, as the text does.
  return Number.isSafeInteger(cents) ? cents / 100 + 0 : Number(centsToDecimal(cents));
}

/** Formats cents for people: 123456 -> "1,234.56" (sign kept). */
export function formatCents(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToDecimal(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
