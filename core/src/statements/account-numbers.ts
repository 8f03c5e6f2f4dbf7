/**
 * Card and account numbers as statements print them, in every common mask: "XXXX XXXX XXXX 1234",
 * "4xxx-xxxx-xxxx-1234", "5425 **** **** 4001", "************1234", "•••• 1234", "Card No. ending 1234",
 * "Account No. 123-45678-9". Only the last four digits are kept, and never from a year, a date or an amount.
 */

/** Characters that stand for a hidden digit. */
const MASK = 'Xx*•#';
/** Digits and mask characters in groups separated by one space or dash, seven characters or more. */
const NUMBER_TOKEN = new RegExp(
  `(?<![\\w$.,/])[\\d${MASK}](?:[\\d${MASK}]|[ -](?=[\\d${MASK}])){6,}(?![\\w.,/]|:\\d)`,
  'g',
);
const ENDING_IN = /\bend(?:ing|s)\s*(?:in|with)?\s*[:.]?\s*(?:[X*•#]+[ -]?)?(\d{4})(?![ -]?[\dXx*•])/i;

/** True when the token reads as a date ("2025 01 31", "31-01-2025") rather than a number. */
function looksLikeDate(token: string): boolean {
  return /^(?:\d{1,2}[ -]\d{1,2}[ -]\d{4}|\d{4}[ -]\d{1,2}[ -]\d{1,2})$/.test(token);
}

/** The last four digits of one printed number token, or undefined when it is not a card/account number. */
function last4OfToken(token: string): string | undefined {
  if (looksLikeDate(token)) return undefined;
  const masked = new RegExp(`[${MASK}]`).test(token);
  const digits = token.replace(/\D/g, '');
  if (masked) {
    // A mask hides the leading digits; the visible tail must hold the last four.
    const tail = /(\d[\d -]*)$/.exec(token)?.[1]?.replace(/\D/g, '') ?? '';
    return tail.length >= 4 ? tail.slice(-4) : undefined;
  }
  return digits.length >= 8 ? digits.slice(-4) : undefined;
}

/**
 * Last four digits of the card or account number printed in a text: "ending 1234" wins, then the first
 * number token that reads as a card or account number. A bare four-digit group ("2025") is never taken,
 * except when the whole text is just four digits (a parser that already cut out the number).
 */
export function lastFourDigits(text: string): string | undefined {
  const ending = ENDING_IN.exec(text);
  if (ending?.[1]) return ending[1];
  const trimmed = text.trim();
  if (/^\d{4}$/.test(trimmed)) return trimmed;
  for (const match of text.matchAll(NUMBER_TOKEN)) {
    const found = last4OfToken(match[0].trim());
    if (found) return found;
  }
  return undefined;
}

/**
 * A card's number as card headings print it: "4119 11XX XXXX 1234", "4xxx-xxxx-xxxx-1234", "************1234",
 * "ending 1234".
 */
export const CARD_NUMBER = String.raw`(?:[\dXx*•]{4}[ -]?){3}\d{4}|[Xx*•]{6,}[ -]?\d{4}|\bend(?:ing|s)\s*(?:in|with)?\s*[:.]?\s*\d{4}\b`;

/** Labels that introduce a card or account number, in the wordings banks use. */
export const NUMBER_LABEL =
  /\b(?:card|account|acct|a\/c)\s*(?:no\.?|number|num\.?|#)?\s*(?:ending(?:\s*in)?|ends\s*with)?\s*[:.]?/i;

/** The first labelled card or account number in the lines' texts; else the first masked number anywhere. */
export function labelledLast4(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const label = NUMBER_LABEL.exec(text);
    if (!label) continue;
    const found = lastFourDigits(text.slice(label.index));
    if (found) return found;
  }
  for (const text of texts) {
    if (!new RegExp(`[${MASK}]{3}`).test(text)) continue;
    const found = lastFourDigits(text);
    if (found) return found;
  }
  // No label and no mask: a card heading with the whole number or its ending ("VISA 4835-6764-3995-5875").
  for (const text of texts) {
    const card = WHOLE_CARD_NUMBER.exec(text);
    const found = card ? lastFourDigits(card[0]) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A card's number on a line of its own words: four groups of four digits, or "ending 1234". */
const WHOLE_CARD_NUMBER =
  /(?<![\w.,/-])(?:\d{4}[ -]){3}\d{4}(?![\w.,/-])|\bend(?:ing|s)\s*(?:in|with)?\s*[:.]?\s*\d{4}\b/i;
