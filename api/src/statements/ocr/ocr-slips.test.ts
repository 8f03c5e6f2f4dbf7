import { ocrRepairs, parseScannedStatement, parseStatement, type ExtractedPdf, type OcrRepair } from '@garden/core';
import {
  dbsAccountMonth,
  drawDbsAccountStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-account.layout';
import {
  dbsCardMonth,
  drawDbsCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  citibankCardVariant,
  drawCitibankCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/citibank-credit.layout';
import { oneDigitOff, printedAmount, readAsOcr } from '../../../../test-support/statement-pdfs/ocr-slips';
import { PdfTextReader } from '../pdf/pdf-text';

/**
 * A drawn statement whose text is treated as OCR output, with some figures changed the way OCR slips:
 * the repair is kept only when the statement then adds up to its printed total.
 */
describe('OCR slips in a statement, repaired only where reconciliation confirms them', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  /** The same words taken as a text layer, where no OCR repair applies. */
  const asTextLayer = (pdf: ExtractedPdf): ExtractedPdf => ({
    ...pdf,
    items: pdf.items.map((item) => ({ ...item, ocr: false })),
  });

  /** A DBS card statement read as OCR. */
  const asOcr = () => readAsOcr(reader, drawDbsCreditStatement(dbsCardMonth(3, '2024-02-15', 8)));

  /** A DBS card statement with rows in October, read as OCR. */
  const octoberAsOcr = () => readAsOcr(reader, drawDbsCreditStatement(dbsCardMonth(3, '2023-11-15', 8)));

  /** A DBS account statement read as OCR, and the index of a running balance printed at the end of a row. */
  async function accountAsOcr(): Promise<{
    pdf: ExtractedPdf;
    expected: Awaited<ReturnType<typeof drawDbsAccountStatement>>['expected'];
    balanceIndex: number;
  }> {
    const { pdf, expected } = await readAsOcr(reader, drawDbsAccountStatement(dbsAccountMonth(5, '2024-02-29', 8)));
    // A balance of 1,000.00 or more after a row's date, with no figure right of it.
    const balanceIndex = pdf.items.findIndex(
      (item, at) =>
        /^\d{1,3},\d{3}\.\d{2}$/.test(item.text.trim()) &&
        pdf.items.some(
          (other, before) =>
            before < at &&
            other.page === item.page &&
            Math.abs(other.y - item.y) < 1 &&
            /^\d{2} [A-Za-z]{3}$/.test(other.text.trim()),
        ) &&
        !pdf.items.some(
          (other) =>
            other.page === item.page && Math.abs(other.y - item.y) < 1 && other.x > item.x && /\d/.test(other.text),
        ),
    );
    return { pdf, expected, balanceIndex };
  }

  const withText = (pdf: ExtractedPdf, index: number, text: string): ExtractedPdf => ({
    ...pdf,
    items: pdf.items.map((item, at) => (at === index ? { ...item, text } : item)),
  });

  /** The item printing this row amount (right of the description), changed to what OCR read. */
  function misread(pdf: ExtractedPdf, printed: string, read: string): ExtractedPdf {
    const index = pdf.items.findIndex((item) => item.text.trim() === printed && item.x > 300);
    expect(index).toBeGreaterThanOrEqual(0);
    return { ...pdf, items: pdf.items.map((item, at) => (at === index ? { ...item, text: read } : item)) };
  }

  /** The first row `wanted` picks whose amount is printed as one word (some are drawn in fragments). */
  function rowPrintedWhole<Row extends { amountCents: number }>(
    pdf: ExtractedPdf,
    rows: readonly Row[],
    wanted: (row: Row) => boolean,
  ): Row | undefined {
    return rows.find(
      (row) => wanted(row) && pdf.items.some((item) => item.text.trim() === printedAmount(row.amountCents)),
    );
  }

  it('reads an untouched statement with no repairs', async () => {
    const { pdf, expected } = await asOcr();
    const reading = parseScannedStatement(pdf);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual([]);
  });

  it('restores a lost decimal point and letters read for digits when the totals confirm them', async () => {
    const { pdf, expected } = await asOcr();
    const [first, second] = expected.transactions.filter(
      (row) => row.amountCents < 0 && Math.abs(row.amountCents) >= 1000,
    );
    if (!first || !second) throw new Error('the scenario has purchases of 10.00 and more');
    const firstText = printedAmount(first.amountCents);
    const secondText = printedAmount(second.amountCents);
    let slipped = misread(pdf, firstText, firstText.replace('.', ''));
    slipped = misread(slipped, secondText, secondText.replace(/0/g, 'O').replace(/1/g, 'I'));
    expect(parseScannedStatement(asTextLayer(slipped)).reconciliation.ok).toBe(false);
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual(
      [expect.stringContaining('decimal point lost'), expect.stringContaining('letter read for a digit')].sort(),
    );
  });

  it('joins a thousands group read as a word of its own', async () => {
    const { pdf, expected } = await asOcr();
    // The payment's amount (the previous balance above it prints the same figure, not a row).
    const payment = expected.transactions.find((row) => row.amountCents >= 100_000);
    if (!payment) throw new Error('the scenario has a payment of 1,000.00 or more');
    const index = pdf.items.reduce(
      (found, item, at) =>
        item.text.trim().startsWith(printedAmount(payment.amountCents)) &&
        item.x > 300 &&
        (found < 0 || item.y > (pdf.items[found]?.y ?? 0))
          ? at
          : found,
      -1,
    );
    const item = pdf.items[index];
    if (!item) throw new Error('the payment amount is printed');
    const lead = item.width / item.text.length;
    const split: ExtractedPdf = {
      ...pdf,
      items: pdf.items.flatMap((piece, at) =>
        at === index
          ? [
              { ...piece, text: piece.text.trim().slice(0, 1), width: lead },
              { ...piece, text: piece.text.trim().slice(1), x: piece.x + lead + 7, width: piece.width - lead },
            ]
          : [piece],
      ),
    };
    expect(parseScannedStatement(asTextLayer(split)).transactions).not.toEqual(expected.transactions);
    const reading = parseScannedStatement(split);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual([expect.stringContaining('thousands group split')]);
  });

  it('puts back a decimal point read as a space or as a colon when the totals confirm it', async () => {
    const { pdf, expected } = await asOcr();
    const [first, second] = expected.transactions.filter((row) => row.amountCents < 0);
    if (!first || !second) throw new Error('the scenario has two purchases');
    const firstText = printedAmount(first.amountCents);
    const index = pdf.items.findIndex((item) => item.text.trim() === firstText && item.x > 300);
    const item = pdf.items[index];
    if (!item) throw new Error('the purchase amount is printed in one piece');
    const whole = firstText.slice(0, -3);
    const share = item.width / firstText.length;
    const spaced: ExtractedPdf = {
      ...pdf,
      items: pdf.items.flatMap((piece, at) =>
        at === index
          ? [
              { ...piece, text: whole, width: share * whole.length },
              { ...piece, text: firstText.slice(-2), x: piece.x + share * (whole.length + 1), width: share * 2 },
            ]
          : [piece],
      ),
    };
    const secondText = printedAmount(second.amountCents);
    const slipped = misread(spaced, secondText, secondText.replace('.', ':'));
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual(
      [
        expect.stringContaining('decimal point read as a space'),
        expect.stringContaining('decimal point read as a colon'),
      ].sort(),
    );
  });

  it('reads "99" in the amount column as 0.99 when the totals confirm it, and leaves it for review when they do not', async () => {
    const scenario = dbsCardMonth(3, '2024-02-15', 8);
    const small = scenario.rows[3];
    if (!small) throw new Error('the scenario has rows');
    small.amountCents = -99;
    const { pdf, expected } = await readAsOcr(reader, drawDbsCreditStatement(scenario));
    // At 150 dpi the "0." of 0.99 fades: "99", "+99" or ".99" is left, and the row is lost.
    for (const read of ['99', '+99', '.99']) {
      const slipped = misread(pdf, '0.99', read);
      expect(parseScannedStatement(asTextLayer(slipped)).reconciliation.ok).toBe(false);
      const reading = parseScannedStatement(slipped);
      expect(reading.transactions).toEqual(expected.transactions);
      expect(reading.reconciliation).toMatchObject({ ok: true });
      expect(reading.repairs).toEqual([`small amount read without its "0.": "${read}" -> "0.99"`]);
      expect(reading.unreadFigures).toEqual([]);
    }
    // Another slip on the statement that no repair confirms: the "99" is not taken, and is left unread.
    const other = expected.transactions.find((row) => row.amountCents < -1000);
    if (!other) throw new Error('the scenario has a purchase of 10.00 and more');
    const printed = printedAmount(other.amountCents);
    const unconfirmed = parseScannedStatement(misread(misread(pdf, '0.99', '99'), printed, oneDigitOff(printed)));
    expect(unconfirmed.reconciliation.ok).toBe(false);
    expect(unconfirmed.repairs).toEqual([]);
  });

  it('keeps a slip no repair can confirm, with the difference for review', async () => {
    const { pdf, expected } = await asOcr();
    const row = expected.transactions.find((candidate) => candidate.amountCents < 0);
    if (!row) throw new Error('the scenario has a purchase');
    const printed = printedAmount(row.amountCents);
    // A digit read as another digit: nothing to repair, and the rows no longer add up.
    const wrong = oneDigitOff(printed);
    const reading = parseScannedStatement(misread(pdf, printed, wrong));
    expect(reading.repairs).toEqual([]);
    expect(reading.reconciliation.ok).toBe(false);
    const { expectedCents = 0, actualCents = 0 } = reading.reconciliation;
    const shift = (Number(wrong.replace(/,/g, '')) - Number(printed.replace(/,/g, ''))) * 100;
    expect(Math.abs(expectedCents - actualCents)).toBe(Math.round(Math.abs(shift)));
  });

  it('never fills a garbled amount from the difference to the printed total', async () => {
    const { pdf, expected } = await asOcr();
    const row = expected.transactions.find((candidate) => candidate.amountCents < -1000);
    if (!row) throw new Error('the scenario has a purchase over 10.00');
    const reading = parseScannedStatement(misread(pdf, printedAmount(row.amountCents), '3l(o}ik7/'));
    expect(reading.repairs).toEqual([]);
    expect(reading.reconciliation.ok).toBe(false);
  });

  it('reads an amount OCR garbled as the change in the running balance beside it', async () => {
    const { pdf, expected } = await accountAsOcr();
    const row = rowPrintedWhole(pdf, expected.transactions, (candidate) => candidate.amountCents < -1000);
    if (!row) throw new Error('the scenario has a withdrawal over 10.00');
    const reading = parseScannedStatement(misread(pdf, printedAmount(row.amountCents), 'B2E55'));
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.repairs).toEqual([expect.stringContaining('garbled amount')]);
  });

  it('takes a running balance with its thousands commas read as points, on a statement that adds up as read', async () => {
    const { pdf, expected, balanceIndex } = await accountAsOcr();
    // A balance of 1,000.00 or more printed at the end of a row, right of the row's amount.
    const balance = pdf.items[balanceIndex];
    if (!balance) throw new Error('the scenario prints a balance of 1,000.00 or more on a row');
    const slipped = withText(pdf, balanceIndex, balance.text.trim().replace(',', '.'));
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    // Not a figure left unread: the statement need not go to review for it.
    expect(reading.unreadFigures).toEqual([]);
    expect(reading.repairs).toEqual([expect.stringContaining('thousands commas read as points')]);
  });

  it("takes a cheque number in a row's description, before the row's amount and balance, for no figure left unread", async () => {
    const { pdf, expected } = await accountAsOcr();
    const whole = (text: string): boolean => /^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(text.trim());
    // A row's amount: a whole amount with another (the balance) right of it on its line.
    const amount = pdf.items.find(
      (item) =>
        whole(item.text) &&
        pdf.items.some(
          (other) =>
            other.page === item.page && Math.abs(other.y - item.y) < 2 && other.x > item.x && whole(other.text),
        ),
    );
    if (!amount) throw new Error('a row prints its amount beside its balance');
    const cheque = { ...amount, text: '100237', x: amount.x - 38, width: 30 };
    const withCheque = {
      ...pdf,
      items: [...pdf.items, cheque].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x),
    };
    const reading = parseScannedStatement(withCheque);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.transactions.map((row) => [row.date, row.amountCents])).toEqual(
      expected.transactions.map((row) => [row.date, row.amountCents]),
    );
    expect(reading.transactions.some((row) => row.description.includes('100237'))).toBe(true);
    expect(reading.unreadFigures).toEqual([]);
    // A figure with its decimal point lost is still one left unread: it has no amount and balance after it.
    const lost = withText(pdf, pdf.items.indexOf(amount), amount.text.trim().replace(/[.,]/g, ''));
    expect(
      parseScannedStatement(lost).unreadFigures.length + parseScannedStatement(lost).repairs.length,
    ).toBeGreaterThan(0);
  });

  it('puts right a running balance misread by a digit when the balances before and after it agree', async () => {
    const { pdf, expected, balanceIndex } = await accountAsOcr();
    const printed = pdf.items[balanceIndex]?.text.trim() ?? '';
    expect(printed).not.toBe('');
    const slipped = withText(pdf, balanceIndex, oneDigitOff(printed));
    expect(parseStatement(slipped).reconciliation).toMatchObject({ ok: false, against: 'running balance' });
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual([expect.stringContaining('misread balance')]);
  });

  it('repairs a running balance misread between two rows as the balance, not as both rows misread the other way', async () => {
    const { pdf, expected } = await accountAsOcr();
    const fromBalance = (repair: OcrRepair): boolean =>
      repair.change.startsWith('amount misread, from the running balance');
    // A balance whose one-digit slip (5.00 off) is also what the rows on either side would be read as,
    // each a one-digit slip of its own amount: +5.00 on one row and -5.00 on the next fit the balances too.
    const slipped = pdf.items
      .map((item, index) =>
        /^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(item.text.trim()) && item.x > 300
          ? withText(pdf, index, oneDigitOff(item.text.trim()))
          : undefined,
      )
      .find((candidate) => candidate !== undefined && ocrRepairs(candidate).filter(fromBalance).length >= 2);
    if (!slipped) throw new Error('the scenario has a balance between two rows that would both read 5.00 off');
    expect(parseStatement(slipped).reconciliation).toMatchObject({ ok: false, against: 'running balance' });
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual([expect.stringContaining('misread balance')]);
  });

  it('leaves for review a printed balance that is no slip of what the rows give', async () => {
    const { pdf, balanceIndex } = await accountAsOcr();
    const printed = pdf.items[balanceIndex]?.text.trim() ?? '';
    // Two digits off: no one-digit slip, so the row or the balance may be wrong; the person checks.
    const twoDigitsOff = oneDigitOff(printed).replace(/^\d/, (digit) => String((Number(digit) + 3) % 10));
    const reading = parseScannedStatement(withText(pdf, balanceIndex, twoDigitsOff));
    expect(reading.repairs).toEqual([]);
    expect(reading.reconciliation).toMatchObject({ ok: false, against: 'running balance' });
  });

  it('reads an amount with its point lost and a digit misread as the change in the running balance', async () => {
    const { pdf, expected } = await accountAsOcr();
    const row = rowPrintedWhole(pdf, expected.transactions, (candidate) => Math.abs(candidate.amountCents) >= 10_000);
    if (!row) throw new Error('the scenario has a row of 100.00 or more printed in one piece');
    const printed = printedAmount(row.amountCents);
    // "501.33" read as "50138".
    const read = oneDigitOff(printed).replace(/[.,]/g, '');
    const reading = parseScannedStatement(misread(pdf, printed, read));
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual([expect.stringContaining('amount misread, from the running balance')]);
  });

  it('reads an amount misread by a digit as the change between the running balances on either side of its row', async () => {
    const { pdf, expected } = await accountAsOcr();
    const row = rowPrintedWhole(pdf, expected.transactions, (candidate) => Math.abs(candidate.amountCents) >= 10_000);
    if (!row) throw new Error('the scenario has a row of 100.00 or more printed in one piece');
    const printed = printedAmount(row.amountCents);
    // "501.38" for 501.33: a well-formed figure, only the balances beside it tell.
    const slipped = misread(pdf, printed, oneDigitOff(printed));
    expect(parseStatement(slipped).reconciliation).toMatchObject({ ok: false });
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual([expect.stringContaining('amount misread, from the running balance')]);
  });

  it('reads a row whose month OCR read with a digit for a letter, when the totals confirm the row', async () => {
    // Rows in October: "12 OCT" read as "120CT".
    const { pdf, expected } = await octoberAsOcr();
    const index = pdf.items.findIndex((item) => /^\d{2} [A-Z]{3}$/.test(item.text.trim()) && /O/.test(item.text));
    const date = pdf.items[index];
    if (!date) throw new Error('the scenario has a row dated in a month with an O (OCT, NOV)');
    const slipped = withText(pdf, index, date.text.trim().replace(' ', '').replace('O', '0'));
    expect(parseStatement(asTextLayer(slipped)).transactions).not.toEqual(expected.transactions);
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.repairs).toEqual([expect.stringContaining('letter of a month read as a digit')]);
  });

  it('reads rows whose day OCR read with a letter for a digit or with a mark before it, when the totals confirm them', async () => {
    const { pdf, expected } = await asOcr();
    // "01 FEB" read as "D1FEB" (the 0 as a D), "12 FEB" as "\"12FEB" (a speck before the day).
    const dates = pdf.items.flatMap((item, at) => (/^\d{2} [A-Z]{3}$/.test(item.text.trim()) ? [at] : []));
    const withZero = dates.find((at) => pdf.items[at]?.text.trim().startsWith('0'));
    const other = dates.find((at) => at !== withZero && !pdf.items[at]?.text.trim().startsWith('0'));
    if (withZero === undefined || other === undefined) throw new Error('the scenario has a day under 10 and one over');
    const slipped = {
      ...pdf,
      items: pdf.items.map((item, at) => {
        const text = item.text.trim().replace(' ', '');
        if (at === withZero) return { ...item, text: text.replace(/^0/, 'D') };
        return at === other ? { ...item, text: `"${text}` } : item;
      }),
    };
    expect(
      parseStatement({ ...slipped, items: slipped.items.map((item) => ({ ...item, ocr: false })) }).transactions,
    ).not.toEqual(expected.transactions);
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual([
      expect.stringContaining('day of a date misread'),
      expect.stringContaining('day of a date misread'),
    ]);
  });

  it('reads every row whose month OCR read with a digit for a letter, even when a figure keeps it from adding up', async () => {
    // Rows in October, most of them "12 OCT" read as "120CT" (a thin face), and one amount misread.
    const { pdf, expected } = await octoberAsOcr();
    const slipped = pdf.items.map((item) =>
      /^\d{2} OCT$/.test(item.text.trim()) ? { ...item, text: item.text.trim().replace(' O', '0') } : item,
    );
    const dates = slipped.filter((item, at) => item.text !== pdf.items[at]?.text).length;
    // More than the one-at-a-time search can try.
    expect(dates).toBeGreaterThan(4);
    const row = expected.transactions.find((candidate) => candidate.amountCents < -1000);
    if (!row) throw new Error('the scenario has a purchase over 10.00');
    const printed = printedAmount(row.amountCents);
    const wrong = oneDigitOff(printed);
    const reading = parseScannedStatement(misread({ ...pdf, items: slipped }, printed, wrong));
    const figures = (rows: typeof expected.transactions) => rows.map((one) => `${one.date} ${one.amountCents}`);
    const shift = Math.round((Number(wrong.replace(/,/g, '')) - Number(printed.replace(/,/g, ''))) * 100);
    expect(figures(reading.transactions)).toEqual(
      figures(
        expected.transactions.map((one) => (one === row ? { ...one, amountCents: one.amountCents - shift } : one)),
      ),
    );
    // Not reconciled: for review, with the difference the misread amount makes.
    expect(reading.reconciliation.ok).toBe(false);
    const { expectedCents = 0, actualCents = 0 } = reading.reconciliation;
    expect(Math.abs(expectedCents - actualCents)).toBe(Math.abs(shift));
    expect(reading.repairs).toHaveLength(dates);
  });

  it('checks a Citibank card statement against its grand total when OCR lost the space in the label', async () => {
    const { pdf: drawn, expected } = await drawCitibankCreditStatement(citibankCardVariant(5655));
    const extracted = await reader.extract(drawn);
    let merged = 0;
    const items = extracted.items.map((item) => {
      if (!/^GRAND\s+TOTAL/i.test(item.text.trim())) return { ...item, ocr: true };
      merged += 1;
      return { ...item, text: item.text.trim().replace(/\s+/, ''), ocr: true };
    });
    expect(merged).toBeGreaterThan(0);
    const reading = parseScannedStatement({ ...extracted, items });
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true, against: 'grand total' });
  });

  it('reads an amount OCR garbled into two words as the change in the running balance beside it', async () => {
    const { pdf, expected } = await accountAsOcr();
    const row = rowPrintedWhole(pdf, expected.transactions, (candidate) => candidate.amountCents < -1000);
    if (!row) throw new Error('the scenario has a withdrawal over 10.00');
    const index = pdf.items.findIndex((item) => item.text.trim() === printedAmount(row.amountCents));
    // "6.595]" ":13" for 6,551.13: two words a hair apart, one cell.
    const split: ExtractedPdf = {
      ...pdf,
      items: pdf.items.flatMap((item, at) =>
        at === index
          ? [
              { ...item, text: 'B2E]', width: item.width * 0.6 },
              { ...item, text: ' ', x: item.x + item.width * 0.6, width: 1 },
              { ...item, text: ':55', x: item.x + item.width * 0.6 + 1, width: item.width * 0.4 - 1 },
            ]
          : [item],
      ),
    };
    const reading = parseScannedStatement(split);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.repairs).toEqual([expect.stringContaining('garbled amount')]);
  });

  it("takes a row's date with a mark stuck to it for the date, not a figure left unread", async () => {
    const { pdf, expected } = await accountAsOcr();
    const index = pdf.items.findIndex((item) => /^\d{2} [A-Za-z]{3}$/.test(item.text.trim()));
    const date = pdf.items[index];
    if (!date) throw new Error('the statement prints row dates');
    const marked = withText(pdf, index, `${date.text.trim()}.`);
    const reading = parseScannedStatement(marked);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.unreadFigures).toEqual([]);
  });

  it('repairs a running balance misread on a row once a repaired amount makes the statement add up', async () => {
    const { pdf, expected, balanceIndex } = await accountAsOcr();
    // A balance of 1,000.00 or more at the end of a row, its comma read as a point.
    const balance = pdf.items[balanceIndex];
    if (!balance) throw new Error('the scenario prints a balance of 1,000.00 or more on a row');
    // And a withdrawal on another row with its decimal point lost.
    const row = expected.transactions.find(
      (candidate) =>
        candidate.amountCents < -1000 &&
        pdf.items.some(
          (item) => item.text.trim() === printedAmount(candidate.amountCents) && Math.abs(item.y - balance.y) > 1,
        ),
    );
    if (!row) throw new Error('the scenario has a withdrawal over 10.00');
    const printed = printedAmount(row.amountCents);
    const slipped = misread(
      withText(pdf, balanceIndex, balance.text.trim().replace(',', '.')),
      printed,
      printed.replace('.', '').replace(',', ''),
    );
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.unreadFigures).toEqual([]);
    expect(reading.repairs).toEqual(
      expect.arrayContaining([
        expect.stringContaining('decimal point lost'),
        expect.stringContaining('thousands commas read as points'),
      ]),
    );
  });
});
