/**
 * The merchant key of a statement description (ARCHITECTURE.md "Similar transactions"): what stays when
 * card numbers, dates, references, store numbers, processor prefixes and trailing places are removed,
 * so the same merchant on different statements gets the same key.
 */
const PROCESSOR_PREFIXES = [
  /^(?:POINT-OF-SALE TRANSACTION|POS TRANSACTION|NETS (?:DEBIT|PURCHASE)?|VISA (?:DEBIT|PURCHASE)?|DEBIT CARD (?:TRANSACTION|PURCHASE)|PURCHASE AUTHORIZED ON \d\d\/\d\d|CARD PURCHASE(?: WITH PIN)?|POS|MST)\s+/,
  /^(?:GRAB\*|GRAB \*|SQ \*|SQ\*|SP \*|SP\*|PAYPAL \*|PAYPAL\*|TST\* ?|PY \*|IZ \*|SMC\*|DD \*|APPLE\.COM\/BILL ?)/,
];
const TRAILING_PLACES =
  /(?:\s+(?:SINGAPORE|SINGAPO|SG|SGP|SGD|MALAYSIA|KUALA LUMPUR|MY|HONG KONG|HK|US|USA|GB|UK|AU|JP|TH|ID|CA|NY|CA|TX|WA|FL|IL|NJ|MA))+$/;

export function merchantKey(description: string): string {
  let text = description.toUpperCase().replace(/\s+/g, ' ').trim();
  for (const prefix of PROCESSOR_PREFIXES) text = text.replace(prefix, '');
  text = text
    // card numbers and masked numbers
    .replace(/\b(?:\d{4}[- ]?){3}\d{4}\b/g, ' ')
    .replace(/\b[X*]{2,}[\dX*-]*\b/g, ' ')
    // dates such as 02/07, 02/07/23, 2023-07-02, 02 JUL
    .replace(/\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g, ' ')
    .replace(/\b\d{1,2} ?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\b/g, ' ')
    // references, store numbers and any token carrying digits (#123, REF 12345, 0421, A1B2C3)
    .replace(/\b(?:REF(?:ERENCE)?|TXN|NO|ID|TRX)[.:#]?\s*[A-Z0-9-]+\b/g, ' ')
    .replace(/#\s*\d+/g, ' ')
    .replace(/\b[A-Z]*\d[A-Z0-9]*\b/g, ' ')
    .replace(/[^A-Z&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  text = text.replace(TRAILING_PLACES, '').trim();
  return text || description.toUpperCase().replace(/\s+/g, ' ').trim();
}
