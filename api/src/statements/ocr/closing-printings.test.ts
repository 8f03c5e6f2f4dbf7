import { STATEMENT_PARSERS, buildLines, parseScannedStatement, parseStatement, type ExtractedPdf } from '@garden/core';
import {
  drawUobCreditStatement,
  uobCardVariant,
} from '../../../../test-support/statement-pdfs/layouts/uob-credit.layout';
import { readAsOcr } from '../../../../test-support/statement-pdfs/ocr-slips';
import { PdfTextReader } from '../pdf/pdf-text';

/** The item printing the figure at the end of the first line starting with `label`. */
function figureItem(pdf: ExtractedPdf, label: RegExp): number {
  const line = buildLines(pdf.items).find((candidate) => label.test(candidate.text));
  const figure = line?.cells[line.cells.length - 1];
  if (!line || !figure) throw new Error(`the statement prints ${String(label)}`);
  return pdf.items.findIndex(
    (item) =>
      item.page === line.page &&
      Math.abs(item.y - line.y) < 1.5 &&
      item.x >= figure.x - 0.5 &&
      item.text.trim() === figure.text,
  );
}

/** Two digits of a figure misread ("1,375.27" -> "6,375.22"): no one-digit slip a repair would read back. */
const twoDigitsOff = (text: string): string =>
  text
    .replace(/^(\D*)(\d)/, (_all, before: string, digit: string) => `${before}${(Number(digit) + 5) % 10}`)
    .replace(/\d$/, (digit) => String((Number(digit) + 5) % 10));

const withText = (pdf: ExtractedPdf, index: number, text: string): ExtractedPdf => ({
  ...pdf,
  items: pdf.items.map((item, at) => (at === index ? { ...item, text } : item)),
});

const CARD_TOTAL = /^TOTAL BALANCE FOR /i;
const SUB_TOTAL = /^SUB[\s-]?TOTAL\b/i;

/**
 * A UOB card prints its closing figure twice, as the card's total balance and as its sub total. A scan that
 * misreads one of them (tuning uob-credit 8262 at 300 dpi read TOTAL BALANCE 1,375.27 as 1,875.21) is read
 * against the printing the rows add up to; it was sent to review with a difference of -499.94 that no row made.
 */
describe('a card statement whose closing figure a scan misreads in one of its printings', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([1, 2, 3, 4])('variant %i: the rows are checked against the printing they add up to', async (seed) => {
    const { pdf } = await readAsOcr(reader, drawUobCreditStatement(uobCardVariant(seed)));
    const printed = parseStatement(pdf);
    expect(printed.reconciliation.ok).toBe(true);
    const total = figureItem(pdf, CARD_TOTAL);
    const misread = withText(pdf, total, twoDigitsOff(pdf.items[total]?.text ?? ''));
    const reading = parseScannedStatement(misread);
    expect(reading.reconciliation.ok).toBe(true);
    expect(reading.account.balanceCents).toBe(printed.account.balanceCents);
    expect(reading.transactions).toEqual(printed.transactions);
  });

  it('leaves for review, against the first printing, a scan whose printings all disagree with the rows', async () => {
    const { pdf } = await readAsOcr(reader, drawUobCreditStatement(uobCardVariant(5)));
    const [total, sub, due] = [CARD_TOTAL, SUB_TOTAL, /^Total Amount Due\b/i].map((label) => figureItem(pdf, label));
    // The statement's amount due too (another printing a general reading would check the rows against).
    const allOff = [total, sub, due].reduce(
      (misread, index, at) =>
        withText(misread, index ?? -1, at === 0 ? twoDigitsOff(pdf.items[index ?? -1]?.text ?? '') : `9,99${at}.99`),
      pdf,
    );
    const reading = parseScannedStatement(allOff);
    expect(reading.reconciliation.ok).toBe(false);
    expect(reading.reconciliation.message).toMatch(/total balance for/i);
  });

  it("reads a text PDF as printed: its printings disagreeing is the statement's own fault, not a misread", async () => {
    const text = await reader.extract((await drawUobCreditStatement(uobCardVariant(6))).pdf);
    const total = figureItem(text, CARD_TOTAL);
    const misprinted = withText(text, total, twoDigitsOff(text.items[total]?.text ?? ''));
    const uob = STATEMENT_PARSERS.find((parser) => parser.id === 'uob-credit');
    const reading = uob?.parse(misprinted, buildLines(misprinted.items));
    expect(reading?.reconciliation.ok).toBe(false);
    expect(reading?.reconciliation.message).toMatch(/total balance for/i);
  });
});
