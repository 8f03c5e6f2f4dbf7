import { DECIMAL_SCALE, formatScaled, parseScaled, rescaleHalfUp } from '@garden/core';

/** Whole digits the numeric(20,4) price column holds. */
const MAX_WHOLE_DIGITS = 20 - DECIMAL_SCALE;
const PRICE_TEXT = /^(\d+)(?:\.(\d+))?$/;

/**
 * A vendor's price text as the 4-decimal string the stocks table stores, or undefined when it is not a positive
 * plain decimal that fits. Exact: digits only, no float; more than 4 decimals round half up, which depends only
 * on the 5th decimal ("183.05000" -> "183.0500", "148.789951" -> "148.7900", "0.00004" -> not a price).
 */
export function storedPrice(text: string): string | undefined {
  const match = PRICE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return undefined;
  const fifth = DECIMAL_SCALE + 1;
  const scaled = parseScaled(`${whole}.${fraction.slice(0, fifth).padEnd(fifth, '0')}`, fifth);
  if (scaled === undefined) return undefined;
  const rounded = rescaleHalfUp(scaled, fifth, DECIMAL_SCALE);
  if (rounded <= 0n) return undefined;
  const stored = formatScaled(rounded, DECIMAL_SCALE, DECIMAL_SCALE);
  // Rounding 9999...9.99995 up would overflow the column.
  return (stored.split('.')[0] ?? '').length > MAX_WHOLE_DIGITS ? undefined : stored;
}
