import { parseScannedStatement, parseStatement, reviewOf, type ExtractedPdf } from '@garden/core';
import {
  dbsCardMonth,
  drawDbsCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import { scanSettings, scanStatement } from '../../../../test-support/statement-pdfs/scanned-statement';
import {
  drawUobAccountStatement,
  uobAccountVariant,
} from '../../../../test-support/statement-pdfs/layouts/uob-account.layout';
import { oneDigitOff, printedAmount, readAsOcr } from '../../../../test-support/statement-pdfs/ocr-slips';
import { PdfTextReader } from '../pdf/pdf-text';
import { MAX_STACK_HEIGHT, stackFigures, stackRuns } from './figures-read-again';
import { OcrTimeoutError } from './ocr-pool';
import { readScannedStatement } from './scanned-reading';

/**
 * A scan that does not add up has its figures read again, each on its own: another reading is taken only
 * where the statement's arithmetic confirms it, and no other choice of readings as small confirms as well.
 */
describe('figures read again on a scan that does not add up', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  const unitsDigit = (cents: number): number => Math.floor(Math.abs(cents) / 100) % 10;

  /** A DBS card statement's words marked as OCR, as if read from a scan. */
  const cardAsOcr = () => readAsOcr(reader, drawDbsCreditStatement(dbsCardMonth(3, '2024-02-15', 8)));

  /**
   * The item printing `printed` in the amount column, when it is printed there once (not also as a total).
   */
  const amountIndex = (pdf: ExtractedPdf, printed: string): number => {
    const printing = pdf.items.flatMap((item, index) => (item.text.trim() === printed && item.x > 300 ? [index] : []));
    return printing.length === 1 ? (printing[0] ?? -1) : -1;
  };

  const withItem = (pdf: ExtractedPdf, index: number, change: { text?: string; readings?: string[] }) => ({
    ...pdf,
    items: pdf.items.map((item, at) => (at === index ? { ...item, ...change } : item)),
  });

  /** The purchases among `rows` whose amount the card statement prints as one word (and once). */
  const purchasesInOneWord = <Row extends { amountCents: number }>(pdf: ExtractedPdf, rows: readonly Row[]): Row[] =>
    rows.filter(
      (candidate) => candidate.amountCents < 0 && amountIndex(pdf, printedAmount(candidate.amountCents)) >= 0,
    );

  /** The first purchase printed as one word: its printed amount, and the item printing it. */
  const onePurchase = (pdf: ExtractedPdf, rows: readonly { amountCents: number }[]) => {
    const [row] = purchasesInOneWord(pdf, rows);
    if (!row) throw new Error('the scenario prints a row amount as one word');
    const printed = printedAmount(row.amountCents);
    return { printed, index: amountIndex(pdf, printed) };
  };

  /** `printed` read one digit off, with its right figure as a second reading. */
  const readDigitOff = (pdf: ExtractedPdf, printed: string): ExtractedPdf =>
    withItem(pdf, amountIndex(pdf, printed), { text: oneDigitOff(printed), readings: [printed] });

  /** The first of `rows` that makes a `pair` with the row after it, and that row (none where no row does). */
  const firstPair = <Row>(rows: readonly Row[], pair: (row: Row, next: Row) => boolean): (Row | undefined)[] => {
    const at = rows.findIndex((row, index) => {
      const next = rows[index + 1];
      return next !== undefined && pair(row, next);
    });
    return at < 0 ? [] : [rows[at], rows[at + 1]];
  };

  /**
   * `misread` read one digit off, with its right figure as a second reading; `other` read right, with a
   * second reading one digit off: two choices of one reading each.
   */
  const oneMisreadOneOfferedWrong = (pdf: ExtractedPdf, misreadCents: number, otherCents: number): ExtractedPdf => {
    const [misreadText, otherText] = [printedAmount(misreadCents), printedAmount(otherCents)];
    const slipped = readDigitOff(pdf, misreadText);
    return withItem(slipped, amountIndex(slipped, otherText), { readings: [oneDigitOff(otherText)] });
  };

  it('takes a figure read again when that reading alone makes the statement add up', async () => {
    const { pdf, expected } = await cardAsOcr();
    const { printed, index } = onePurchase(pdf, expected.transactions);
    // "12.34" read as "17.34" the first time; read again on its own, "12.34" (and some noise).
    const slipped = withItem(pdf, index, { text: oneDigitOff(printed) });
    expect(parseScannedStatement(slipped).reconciliation.ok).toBe(false);
    const reading = parseScannedStatement(withItem(slipped, index, { readings: [printed, '1', 'CR'] }));
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs).toEqual([`figure read again: "${oneDigitOff(printed)}" -> "${printed}"`]);
    // The figures add up, but only as read a second time: the statement is still the person's to check.
    expect(reading.figuresReadAgain).toEqual(reading.repairs);
    expect(
      reviewOf(reading, true, { unreadFigures: reading.unreadFigures, figuresReadAgain: reading.figuresReadAgain }),
    ).toMatchObject({
      needsReview: true,
      reconciliationWarning: expect.stringContaining('read a second time') as unknown,
      reconciliationDifferenceCents: null,
    });
    // Slips repaired from the arithmetic alone are not readings taken a second time.
    expect(parseScannedStatement(pdf).figuresReadAgain).toEqual([]);
  });

  it('leaves for review a statement two choices of readings would make add up', async () => {
    const { pdf, expected } = await cardAsOcr();
    const whole = purchasesInOneWord(pdf, expected.transactions);
    // One purchase read 5.00 too high; another, read right, has a reading 5.00 lower: either closes the gap.
    const misread = whole.find((candidate) => unitsDigit(candidate.amountCents) < 5);
    const other = whole.find((candidate) => unitsDigit(candidate.amountCents) >= 5);
    if (!misread || !other) throw new Error('the scenario has purchases on both sides of a units digit 5');
    const reading = parseScannedStatement(oneMisreadOneOfferedWrong(pdf, misread.amountCents, other.amountCents));
    expect(reading.reconciliation).toMatchObject({ ok: false });
    expect(reading.repairs).toEqual([]);
  });

  it('never takes a reading of the total, even when it alone would make a misread row add up', async () => {
    const { pdf, expected } = await cardAsOcr();
    // A purchase read 5.00 off, with no other reading; the total read again 5.00 off the same way (one
    // digit: down when its units digit is 5 or more, else up).
    const total = expected.closingOwedCents;
    const down = unitsDigit(total) >= 5;
    const misread = expected.transactions.find(
      (candidate) =>
        candidate.amountCents < 0 &&
        unitsDigit(candidate.amountCents) >= 5 === down &&
        amountIndex(pdf, printedAmount(candidate.amountCents)) >= 0,
    );
    if (!misread || total >= 0) throw new Error('the scenario owes, with such a purchase');
    const misreadText = printedAmount(misread.amountCents);
    let slipped = withItem(pdf, amountIndex(pdf, misreadText), { text: oneDigitOff(misreadText) });
    const totalText = printedAmount(total);
    const totalSlipped = oneDigitOff(totalText);
    // The grand total, printed last (after the card's sub-total and total).
    const grandTotal = slipped.items.findLastIndex((item) => item.text.trim() === totalText);
    slipped = withItem(slipped, grandTotal, { readings: [totalSlipped] });
    const reading = parseScannedStatement(slipped);
    expect(reading.reconciliation).toMatchObject({ ok: false });
    expect(reading.repairs).toEqual([]);
  });

  it('ignores another reading of a well-formed figure that is no one-digit slip of it', async () => {
    const { pdf, expected } = await cardAsOcr();
    const { printed, index } = onePurchase(pdf, expected.transactions);
    // Read two digits off the first time ("12.34" as "17.37"): a reading that far from it is as likely a
    // neighbour's figure as this one's, so even one that adds up is not taken on its own.
    const twoOff = oneDigitOff(printed).replace(/\d$/, (digit) => String((Number(digit) + 3) % 10));
    const reading = parseScannedStatement(withItem(pdf, index, { text: twoOff, readings: [printed] }));
    expect(reading.reconciliation).toMatchObject({ ok: false });
    expect(reading.repairs).toEqual([]);
  });

  /** A UOB account statement as OCR, and its rows whose amount stands on a line with no balance after it. */
  async function accountAsOcr() {
    const { pdf: asOcr, expected } = await readAsOcr(reader, drawUobAccountStatement(uobAccountVariant(11)));
    const withoutBalance = expected.transactions.filter((row) => {
      const index = amountIndex(asOcr, printedAmount(row.amountCents));
      const item = asOcr.items[index];
      return (
        item !== undefined &&
        !asOcr.items.some(
          (other) =>
            other.page === item.page && Math.abs(other.y - item.y) < 1 && other.x > item.x && /\d/.test(other.text),
        )
      );
    });
    return { pdf: asOcr, expected, withoutBalance };
  }

  it('takes the reading that carries the running balance past the row where it breaks, on rows printing no balance', async () => {
    const { pdf, expected, withoutBalance } = await accountAsOcr();
    const [first, second] = withoutBalance;
    if (!first || !second) throw new Error('the scenario has two rows printing no balance');
    let slipped = pdf;
    for (const row of [first, second]) slipped = readDigitOff(slipped, printedAmount(row.amountCents));
    expect(parseStatement(slipped).reconciliation).toMatchObject({ ok: false, against: 'running balance' });
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.repairs.filter((repair) => repair.startsWith('figure read again'))).toHaveLength(2);
  });

  it('leaves for review a running balance two readings would carry as far', async () => {
    const { pdf, expected, withoutBalance } = await accountAsOcr();
    // A row printing no balance and the row after it, both withdrawals or both deposits, on either side of a
    // units digit 5: the first read 5.00 off, the second read right but also read again 5.00 off the same
    // way. Both stand before the same printed balance: either reading puts it right.
    const [misread, other] = firstPair(
      expected.transactions,
      (row, next) =>
        withoutBalance.includes(row) &&
        Math.sign(row.amountCents) === Math.sign(next.amountCents) &&
        unitsDigit(row.amountCents) < 5 !== unitsDigit(next.amountCents) < 5,
    );
    if (!misread || !other) throw new Error('the scenario has two such rows');
    const reading = parseScannedStatement(oneMisreadOneOfferedWrong(pdf, misread.amountCents, other.amountCents));
    expect(reading.reconciliation).toMatchObject({ ok: false });
    expect(reading.repairs).toEqual([]);
  });

  /** What OCR reads of a figure when it reads no amount at all: its decimal point lost, or read as a colon. */
  const readAsNoAmount = (printed: string, family: 'point lost' | 'colon'): string =>
    family === 'point lost' ? printed.replace('.', '') : printed.replace('.', ':');

  /** `printed` first read as no amount (its row lost), with its right figure as a second reading. */
  const rowLost = (pdf: ExtractedPdf, printed: string, family: 'point lost' | 'colon'): ExtractedPdf =>
    withItem(pdf, amountIndex(pdf, printed), { text: readAsNoAmount(printed, family), readings: [printed] });

  /**
   * The rows brought back: `misread` read one digit off (read right the second time), `lost` read as no amount
   * (its row lost), each with its right figure as a second reading.
   */
  const misreadAndLost = (
    pdf: ExtractedPdf,
    misread: { amountCents: number },
    lost: { amountCents: number },
    family: 'point lost' | 'colon',
  ): ExtractedPdf =>
    rowLost(readDigitOff(pdf, printedAmount(misread.amountCents)), printedAmount(lost.amountCents), family);

  /**
   * `slipped` as first read is short of `lost` of `rows`; read again, it has every row back and adds up, with
   * `readAgain` figures taken from their second reading.
   */
  const expectRowsBroughtBack = (slipped: ExtractedPdf, rows: unknown[], lost: number, readAgain: number): void => {
    expect(parseStatement(slipped).transactions).toHaveLength(rows.length - lost);
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(rows);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(reading.figuresReadAgain).toHaveLength(readAgain);
  };

  it('brings back a row whose figure was first read as no amount, when the total confirms its reading again', async () => {
    const { pdf, expected } = await cardAsOcr();
    const whole = purchasesInOneWord(pdf, expected.transactions);
    const [misread, lost] = whole;
    if (!misread || !lost) throw new Error('the scenario prints two purchases as one word each');
    for (const family of ['point lost', 'colon'] as const) {
      // One purchase a digit off (read right the second time), another read as no amount: its row lost.
      const misreadText = printedAmount(misread.amountCents);
      const slipped = misreadAndLost(pdf, misread, lost, family);
      expect(parseStatement(slipped).transactions).toHaveLength(expected.transactions.length - 1);
      const reading = parseScannedStatement(slipped);
      expect(reading.transactions).toEqual(expected.transactions);
      expect(reading.reconciliation).toMatchObject({ ok: true });
      expect(reading.repairs).toEqual([
        `figure read again: "${oneDigitOff(misreadText)}" -> "${misreadText}"`,
        `figure read again: "${readAsNoAmount(printedAmount(lost.amountCents), family)}" -> "${printedAmount(lost.amountCents)}"`,
      ]);
      // Read a second time: still the person's to check.
      expect(reading.figuresReadAgain).toEqual(reading.repairs);
      expect(
        reviewOf(reading, true, { unreadFigures: reading.unreadFigures, figuresReadAgain: reading.figuresReadAgain }),
      ).toMatchObject({
        needsReview: true,
      });
    }
  });

  it('leaves for review a lost row brought back when two choices of readings would make the total add up', async () => {
    const { pdf, expected } = await cardAsOcr();
    const whole = purchasesInOneWord(pdf, expected.transactions);
    const misread = whole.find((candidate) => unitsDigit(candidate.amountCents) < 5);
    const other = whole.find((candidate) => unitsDigit(candidate.amountCents) >= 5);
    const lost = whole.find((candidate) => candidate !== misread && candidate !== other);
    if (!misread || !other || !lost) throw new Error('the scenario has three such purchases');
    // The lost row's reading with either of two readings 5.00 apart closes the gap: neither is taken.
    const slipped = rowLost(
      oneMisreadOneOfferedWrong(pdf, misread.amountCents, other.amountCents),
      printedAmount(lost.amountCents),
      'point lost',
    );
    const reading = parseScannedStatement(slipped);
    expect(reading.reconciliation).toMatchObject({ ok: false });
    expect(reading.transactions).toHaveLength(expected.transactions.length - 1);
    expect(reading.figuresReadAgain).toEqual([]);
  });

  it('brings back a row whose figure was first read as no amount, when the running balance confirms it', async () => {
    const { pdf, expected, withoutBalance } = await accountAsOcr();
    const [misread, lost] = withoutBalance;
    if (!misread || !lost) throw new Error('the scenario has two rows printing no balance');
    expectRowsBroughtBack(misreadAndLost(pdf, misread, lost, 'colon'), expected.transactions, 1, 2);
  });

  it('brings back several rows whose figures were first read as no amount, one a round, each confirmed by the running balance', async () => {
    const { pdf, expected, withoutBalance } = await accountAsOcr();
    const [misread, ...lost] = withoutBalance;
    if (!misread || lost.length < 2) throw new Error('the scenario has three rows printing no balance');
    const slipped = lost
      .slice(0, 2)
      .reduce(
        (current, row) => rowLost(current, printedAmount(row.amountCents), 'colon'),
        readDigitOff(pdf, printedAmount(misread.amountCents)),
      );
    expectRowsBroughtBack(slipped, expected.transactions, 2, 3);
  });

  it('holds a row brought back by its own printed balance, when the row after it still breaks on a slip of its own', async () => {
    const { pdf, expected, withoutBalance } = await accountAsOcr();
    const rows = expected.transactions;
    // A row printing its own balance, then a row misread (read right the second time).
    const [lost, misread] = firstPair(
      rows,
      (row, next) =>
        !withoutBalance.includes(row) &&
        amountIndex(pdf, printedAmount(row.amountCents)) >= 0 &&
        amountIndex(pdf, printedAmount(next.amountCents)) >= 0,
    );
    if (!lost || !misread) throw new Error('the scenario has two such rows');
    expectRowsBroughtBack(misreadAndLost(pdf, misread, lost, 'colon'), rows, 1, 2);
  });

  /**
   * The UOB account statement's rows printing their own balance (each printed once), with the balance each
   * prints: the running balance from the opening balance.
   */
  async function balancesAsOcr() {
    const { pdf, expected, withoutBalance } = await accountAsOcr();
    let running = expected.openingBalanceCents;
    const rows = expected.transactions.flatMap((row) => {
      running += row.amountCents;
      const balance = printedAmount(running);
      return withoutBalance.includes(row) ||
        amountIndex(pdf, printedAmount(row.amountCents)) < 0 ||
        amountIndex(pdf, balance) < 0
        ? []
        : [{ amount: printedAmount(row.amountCents), balance }];
    });
    return { pdf, expected, rows };
  }

  const balanceRepairs = (repairs: readonly string[]): string[] =>
    repairs.filter((repair) => repair.startsWith('balance read again'));

  it('takes a running balance read again when the balances before and after it both agree with it', async () => {
    const { pdf, expected, rows } = await balancesAsOcr();
    const [row, , balanced] = rows;
    if (!row || !balanced) throw new Error('the scenario has three rows printing their own balance');
    // A row misread (read right the second time), and a later balance misread (read right the second time).
    const slipped = readDigitOff(readDigitOff(pdf, row.amount), balanced.balance);
    const reading = parseScannedStatement(slipped);
    expect(reading.transactions).toEqual(expected.transactions);
    expect(reading.reconciliation).toMatchObject({ ok: true });
    expect(balanceRepairs(reading.repairs)).toEqual([
      `balance read again, the balances before and after it agree: "${oneDigitOff(balanced.balance)}" -> "${balanced.balance}"`,
    ]);
  });

  it('leaves for review a running balance read again that only the balance before it confirms', async () => {
    const { pdf, rows } = await balancesAsOcr();
    const [row, , balanced, next] = rows;
    if (!row || !balanced || !next) throw new Error('the scenario has four rows printing their own balance');
    // The row after the balance is misread with no other reading: the balance after it cannot confirm it.
    const slipped = withItem(
      readDigitOff(readDigitOff(pdf, row.amount), balanced.balance),
      amountIndex(pdf, next.amount),
      {
        text: oneDigitOff(next.amount),
      },
    );
    const reading = parseScannedStatement(slipped);
    expect(reading.reconciliation).toMatchObject({ ok: false });
    expect(balanceRepairs(reading.repairs)).toEqual([]);
  });

  it('confirms no row by a balance read again that only that row would confirm', async () => {
    const { pdf, rows } = await balancesAsOcr();
    const [row] = rows;
    if (!row) throw new Error('the scenario has a row printing its own balance');
    // A row and its own balance both misread, each read right the second time: each reading would be
    // confirmed only through the other, so neither is taken.
    const reading = parseScannedStatement(readDigitOff(readDigitOff(pdf, row.amount), row.balance));
    expect(reading.reconciliation).toMatchObject({ ok: false });
    expect(reading.repairs).toEqual([]);
  });

  it('reads a scanned figure again on its own and puts a misread right, only for a statement that does not add up', async () => {
    const { pdf, expected } = await drawDbsCreditStatement(dbsCardMonth(3, '2024-02-15', 8));
    const scan = await scanStatement(reader, pdf, { ...scanSettings(3, 300), rotationDegrees: 0.8 });
    const extracted = await reader.extract(scan, undefined, { useOcr: true });
    const first = parseScannedStatement(extracted);
    expect(first.reconciliation).toMatchObject({ ok: true });
    // What a slip of the first reading would leave: one row's figure a digit off.
    const row = expected.transactions.find(
      (candidate) => amountIndex(extracted, printedAmount(candidate.amountCents)) >= 0,
    );
    if (!row) throw new Error('the scan reads a row amount as one word');
    const printed = printedAmount(row.amountCents);
    const index = amountIndex(extracted, printed);
    expect(extracted.items[index]?.ocrBox).toBeDefined();
    const slipped = {
      ...extracted,
      items: extracted.items.map((item, at) => (at === index ? { ...item, text: oneDigitOff(printed) } : item)),
    };
    const readAgain = jest.spyOn(reader, 'readFiguresAgain');
    try {
      const reading = await readScannedStatement(reader, scan, undefined, slipped);
      expect(readAgain).toHaveBeenCalledTimes(1);
      expect(reading.transactions.map((transaction) => transaction.amountCents)).toEqual(
        expected.transactions.map((transaction) => transaction.amountCents),
      );
      expect(reading.repairs).toContain(`figure read again: "${oneDigitOff(printed)}" -> "${printed}"`);
      // A statement that adds up as read is not read again.
      readAgain.mockClear();
      await readScannedStatement(reader, scan, undefined, extracted);
      expect(readAgain).not.toHaveBeenCalled();
      // A reading again that fails (a page over its time limit) leaves the first reading, for review.
      readAgain.mockRejectedValueOnce(new OcrTimeoutError(30_000));
      const asFirstRead = await readScannedStatement(reader, scan, undefined, slipped);
      expect(asFirstRead).toEqual(parseScannedStatement(slipped));
      // Any other failure is a fault, not a reading: it is not hidden behind the first reading.
      readAgain.mockRejectedValueOnce(new TypeError('a fault'));
      await expect(readScannedStatement(reader, scan, undefined, slipped)).rejects.toThrow('a fault');
      // Each page is told before it is read again; a cancel there stops the reading and is thrown.
      const told: [number, number][] = [];
      await readScannedStatement(reader, scan, undefined, slipped, (page, of, what) => {
        if (what === 'figures') told.push([page, of]);
      });
      expect(told[0]).toEqual([1, told.length]);
      const cancelled = readScannedStatement(reader, scan, undefined, slipped, () => {
        throw new Error('the job was cancelled');
      });
      await expect(cancelled).rejects.toThrow('the job was cancelled');
    } finally {
      readAgain.mockRestore();
    }
    // A scan read five times over, its figures (and, once they add up, its dates) read again: minutes on a busy machine.
  }, 240_000);
});

describe('figures stacked to be read again', () => {
  const page = { pixels: new Uint8Array(2550 * 3300).fill(235), width: 2550, height: 3300, paper: 235 };
  /** `count` figure boxes down an amount column, 30 pixels tall, as on a long page of rows at 300 dpi. */
  const column = (count: number) =>
    Array.from({ length: count }, (_unused, at) => ({ x0: 2360, x1: 2400, y0: 100 + at * 10, y1: 130 + at * 10 }));

  it('stacks a long page of figures read at three times their size as images Tesseract can read', () => {
    const boxes = column(200);
    const runs = stackRuns(boxes, 3);
    // Every figure once, in order, in more than one image, none past the limit (one image was 34,760 tall).
    expect(runs.flat()).toEqual(boxes.map((_box, at) => at));
    expect(runs.length).toBeGreaterThan(1);
    for (const run of runs) {
      const stacked = stackFigures(
        page,
        run.map((at) => boxes[at] ?? { x0: 0, x1: 0, y0: 0, y1: 0 }),
        3,
      );
      expect(stacked.image.height).toBeLessThanOrEqual(MAX_STACK_HEIGHT);
    }
  });

  it('reads a page of a few figures in one image', () => {
    expect(stackRuns(column(12), 3)).toEqual([column(12).map((_box, at) => at)]);
  });
});
