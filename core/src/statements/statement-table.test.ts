import {
  closingBalanceOf,
  openingBalanceOf,
  readStatementTable,
  reconcileRunningBalance,
  tableFigure,
  type StatementTableProfile,
} from './statement-table';
import { buildLines } from './statement-lines';
import type { ExtractedPdf, TextItem } from './statement.types';

/** A page of text items: each entry is [page, y, [x, text]...]. */
function pdfOf(rows: [number, number, ...[number, string][]][]): ExtractedPdf {
  const items: TextItem[] = rows.flatMap(([page, y, ...cells]) =>
    cells.map(([x, text]) => ({ page, x, y, width: text.length * 5, text })),
  );
  return { pageCount: 2, pages: [{ width: 595, height: 842 }], items, metadata: {} };
}

const PROFILE: StatementTableProfile = {
  header: { roles: ['date', 'description', 'amount'], maxCells: 6, descriptionFallback: 1 },
  rowDates: {},
  figures: [
    { figure: 'opening', label: /^PREVIOUS BALANCE\b/i, combine: 'last' },
    { figure: 'closing', label: /^TOTAL DUE\b/i, combine: 'last', needsAmount: true, endsTable: 'untilHeader' },
  ],
  wrappedLines: [{ match: /^(?<currency>[A-Z]{3}) (?<amount>[\d,]+\.\d{2})$/, as: 'foreignAmount' }],
  otherWrappedLines: 'description',
};

describe('the statement table read with a profile', () => {
  // Amounts end at x 520 ("(SGD)" after the header word); a panel line sits above the header.
  const pdf = pdfOf([
    [1, 40, [40, 'STATEMENT DATE 16 FEB 2025']],
    [1, 80, [40, 'Date'], [100, 'Transaction Details'], [470, 'Amount (SGD)']],
    [1, 100, [100, 'PREVIOUS BALANCE'], [490, '1,000.00']],
    [1, 120, [40, '03 FEB'], [100, 'GARDEN CENTRE'], [495, '45.60']],
    [1, 131, [100, 'SINGAPORE SG']],
    [1, 142, [100, 'USD 33.00']],
    [1, 170, [40, '05 FEB'], [100, 'PAYMENT - THANK YOU'], [480, '500.00 CR']],
    [1, 800, [100, 'Page 1 of 2']],
    [2, 80, [44, 'DATE'], [104, 'DESCRIPTION'], [474, 'AMOUNT']],
    [2, 100, [44, '09 FEB'], [104, 'BOOK SHOP'], [495, '12.00']],
    [2, 111, [104, 'ORCHARD']],
    [2, 140, [104, 'TOTAL DUE'], [490, '557.60']],
    [2, 160, [44, '10 FEB'], [104, 'AN EXAMPLE ROW IN THE NOTES'], [495, '99.99']],
  ]);
  const table = readStatementTable(pdf, buildLines(pdf.items), PROFILE, '2025-02-16');

  it('reads dated rows with their wrapped words and foreign amount, signed by the card convention', () => {
    expect(table.transactions).toEqual([
      {
        date: '2025-02-03',
        description: 'GARDEN CENTRE SINGAPORE SG',
        amountCents: -4560,
        foreignAmount: 'USD 33.00',
      },
      { date: '2025-02-05', description: 'PAYMENT - THANK YOU', amountCents: 50000 },
      { date: '2025-02-09', description: 'BOOK SHOP ORCHARD', amountCents: -1200 },
    ]);
  });

  it('reads labelled lines as figures, not rows, and stops at the closing figure', () => {
    expect(tableFigure(table, 'opening')).toBe(-100000);
    expect(tableFigure(table, 'closing')).toBe(-55760);
    expect(table.transactions.map((row) => row.description)).not.toContain('AN EXAMPLE ROW IN THE NOTES');
  });

  it('keeps page furniture out of descriptions', () => {
    const words = table.transactions.map((row) => row.description).join(' ');
    expect(words).not.toMatch(/Page 1|STATEMENT DATE/);
  });

  it('continues a row across a page break when the next page opens in its description column', () => {
    const broken = pdfOf([
      [1, 80, [40, 'Date'], [100, 'Description'], [470, 'Amount']],
      [1, 790, [40, '03 FEB'], [100, 'AIRLINE TICKET'], [495, '845.00']],
      [2, 80, [44, 'Date'], [104, 'Description'], [474, 'Amount']],
      [2, 100, [104, 'SIN - LHR RETURN']],
      [2, 120, [44, '04 FEB'], [104, 'TAXI'], [495, '12.00']],
    ]);
    const read = readStatementTable(broken, buildLines(broken.items), PROFILE, '2025-02-16');
    expect(read.transactions.map((row) => row.description)).toEqual(['AIRLINE TICKET SIN - LHR RETURN', 'TAXI']);
  });

  it('keeps every line of a row carried over a page break when that page shifts the description column', () => {
    const shifted = pdfOf([
      [1, 80, [40, 'Date'], [100, 'Description'], [470, 'Amount']],
      [1, 790, [40, '03 FEB'], [100, 'UTILITY BILL'], [495, '140.23']],
      [2, 80, [54, 'Date'], [114, 'Description'], [484, 'Amount']],
      [2, 100, [114, 'ENTRY WEB ONLINE']],
      [2, 110, [114, 'TRACE 0210']],
      [2, 130, [54, '04 FEB'], [114, 'TAXI'], [509, '12.00']],
    ]);
    const read = readStatementTable(
      shifted,
      buildLines(shifted.items),
      { ...PROFILE, wrappedAlign: 'row' },
      '2025-02-16',
    );
    expect(read.transactions.map((row) => row.description)).toEqual([
      'UTILITY BILL ENTRY WEB ONLINE TRACE 0210',
      'TAXI',
    ]);
  });

  it('takes the transaction date of two-date rows from the header words, and one date when only one is printed', () => {
    const twoDates = pdfOf([
      [1, 80, [40, 'Trans Date'], [100, 'Post Date'], [160, 'Description'], [470, 'Amount']],
      [1, 100, [40, '02 FEB'], [100, '04 FEB'], [160, 'COFFEE'], [495, '5.00']],
      [1, 120, [100, '05 FEB'], [160, 'INTEREST'], [495, '1.00']],
    ]);
    const read = readStatementTable(
      twoDates,
      buildLines(twoDates.items),
      { ...PROFILE, rowDates: { twoDates: 'orOne' } },
      '2025-02-16',
    );
    expect(read.transactions.map((row) => row.date)).toEqual(['2025-02-02', '2025-02-05']);
  });
  it("opens a card's section at its heading printed over the column header, and keeps it across pages", () => {
    const cards = pdfOf([
      [1, 60, [40, 'GOLD REWARDS CARD'], [200, '4000 12** **** 7731']],
      [1, 80, [40, 'Date'], [100, 'Description'], [470, 'Amount']],
      [1, 100, [40, '03 FEB'], [100, 'FLORIST'], [495, '20.00']],
      [2, 60, [40, 'GOLD REWARDS CARD'], [200, '4000 12** **** 7731']],
      [2, 80, [40, 'Date'], [100, 'Description'], [470, 'Amount']],
      [2, 100, [40, '04 FEB'], [100, 'BAKERY'], [495, '6.00']],
      [2, 120, [40, 'PLATINUM CARD 5100 00** **** 2208']],
      [2, 140, [40, '05 FEB'], [100, 'PHARMACY'], [495, '9.00']],
    ]);
    const read = readStatementTable(
      cards,
      buildLines(cards.items),
      { ...PROFILE, cardHeading: /(?:[\dX*]{4} ?){3}\d{4}/ },
      '2025-02-16',
    );
    expect(read.sections.map((section) => [section.heading?.[0], section.rowsCents])).toEqual([
      ['4000 12** **** 7731', -2600],
      ['5100 00** **** 2208', -900],
    ]);
  });
  it('takes wrapped lines one full line below their row when the statement is set in loose line spacing', () => {
    // Every line 17 points under the one before: the wrapped words sit as far under their row as the next row.
    const loose = pdfOf([
      [1, 80, [40, 'Date'], [100, 'Description'], [470, 'Amount']],
      [1, 97, [40, '03 FEB'], [100, 'RIVERSIDE NURSERY'], [495, '31.00']],
      [1, 114, [102, 'KUALA LUMPUR MY']],
      [1, 131, [40, '04 FEB'], [100, 'CORNER DELI'], [495, '8.40']],
      [1, 148, [102, 'IPOH MY']],
      [1, 200, [100, 'Thank you for banking with us']],
    ]);
    const read = readStatementTable(loose, buildLines(loose.items), PROFILE, '2025-02-16');
    expect(read.transactions.map((row) => row.description)).toEqual([
      'RIVERSIDE NURSERY KUALA LUMPUR MY',
      'CORNER DELI IPOH MY',
    ]);
  });
  it('finds the amount column when its label shares a cell with the label before it', () => {
    // "Amount in FCY" ends 3 points before "Amount in SGD": one cell for the text layer.
    const close = pdfOf([
      [1, 80, [40, 'Date'], [100, 'Description'], [382, 'Amount in FCY'], [450, 'Amount in SGD']],
      [1, 100, [40, '03 FEB'], [100, 'MUSEUM SHOP'], [390, '955 JPY'], [490, '8.69']],
      [1, 115, [40, '04 FEB'], [100, 'CORNER DELI'], [490, '8.40']],
    ]);
    // A profile that places columns by their labels only (no fallback position for the description).
    const byLabels = { ...PROFILE, header: { roles: PROFILE.header.roles, maxCells: 6 } };
    const read = readStatementTable(close, buildLines(close.items), byLabels, '2025-02-16');
    expect(read.transactions.map((row) => [row.description, row.amountCents])).toEqual([
      ['MUSEUM SHOP 955 JPY', -869],
      ['CORNER DELI', -840],
    ]);
  });
});

describe('an account table read with a running-balance profile', () => {
  const profile: StatementTableProfile = {
    header: { roles: ['description', 'withdrawal', 'deposit', 'balance'], maxCells: Number.POSITIVE_INFINITY },
    rowDates: { twoDates: 'orOne' },
    runningBalance: { opening: /BALANCE B\/F/i, closing: /BALANCE C\/F/i, totals: /^Total$/i },
    figures: [],
    wrappedLines: [],
    otherWrappedLines: 'description',
  };
  // Width is 5 points a character: "ChequeWITHDRAWAL" (two labels drawn with no gap) ends at 380, its
  // WITHDRAWAL part too; page 2's columns are shifted 20 points right.
  const pdf = pdfOf([
    [1, 80, [40, 'Date'], [100, 'Description'], [300, 'ChequeWITHDRAWAL'], [415, 'DEPOSIT'], [480, 'BALANCE']],
    [1, 100, [100, 'BALANCE B/F'], [475, '1,000.00']],
    [1, 120, [30, '03 OCT 03 OCT'], [100, 'FAST PAYMENT'], [350, '200.00'], [475, '  800.00']],
    [1, 131, [100, 'to KOPI CORNER']],
    [1, 150, [40, '04 OCT'], [100, 'SALARY'], [400, '1,500.00'], [470, '2,300.00']],
    [2, 80, [60, 'Date'], [120, 'Description'], [320, 'ChequeWITHDRAWAL'], [435, 'DEPOSIT'], [500, 'BALANCE']],
    [2, 100, [60, '09 OCT'], [120, 'BILL PAYMENT'], [375, '50.00'], [490, '2,250.00']],
    [2, 120, [120, 'Total'], [370, '250.00'], [415, '1,500.00']],
    [2, 140, [120, 'BALANCE C/F'], [490, '2,250.00']],
  ]);
  const table = readStatementTable(pdf, buildLines(pdf.items), profile, '2023-10-31');

  it('signs each row by its column, on every page by that page header, and keeps the first date', () => {
    expect(table.transactions).toEqual([
      { date: '2023-10-03', description: 'FAST PAYMENT to KOPI CORNER', amountCents: -20000 },
      { date: '2023-10-04', description: 'SALARY', amountCents: 150000 },
      { date: '2023-10-09', description: 'BILL PAYMENT', amountCents: -5000 },
    ]);
  });

  it('reads the balances brought and carried forward and checks the running balance', () => {
    expect(openingBalanceOf(table)).toBe(100000);
    expect(closingBalanceOf(table)).toBe(225000);
    expect(table.balances?.totalWithdrawalsCents).toBe(25000);
    expect(reconcileRunningBalance(table)).toMatchObject({ ok: true, against: 'closing balance' });
  });

  it('ends a column label at its bracketed unit standing in a cell of its own ("Balance" "(SGD)")', () => {
    const pdf = pdfOf([
      [
        1,
        80,
        [40, 'Date'],
        [100, 'Description'],
        [330, 'WITHDRAWAL'],
        [415, 'DEPOSIT'],
        [460, 'Balance'],
        [503, '(8GD)'],
      ],
      [1, 100, [100, 'BALANCE B/F'], [488, '1,000.00']],
      [1, 120, [40, '04 OCT'], [100, 'SALARY'], [410, '1,500.00'], [488, '2,500.00']],
      [1, 140, [100, 'BALANCE C/F'], [488, '2,500.00']],
    ]);
    const read = readStatementTable(pdf, buildLines(pdf.items), profile, '2023-10-31');
    expect(read.transactions).toEqual([{ date: '2023-10-04', description: 'SALARY', amountCents: 150000 }]);
    const [salary] = read.transactions;
    if (!salary) throw new Error('the salary row is read');
    expect(read.balances?.printed.get(salary)).toBe(250000);
    expect(reconcileRunningBalance(read)).toMatchObject({ ok: true, against: 'closing balance' });
  });

  it('leaves a total unchecked when its figure cannot be read, and takes an empty side as nothing', () => {
    const withTotalLine = (...totals: [number, string][]) => {
      const pdf = pdfOf([
        [1, 80, [40, 'Date'], [100, 'Description'], [330, 'WITHDRAWAL'], [415, 'DEPOSIT'], [480, 'BALANCE']],
        [1, 100, [100, 'BALANCE B/F'], [475, '1,000.00']],
        [1, 120, [40, '04 OCT'], [100, 'SALARY'], [400, '1,500.00'], [470, '2,500.00']],
        [1, 140, [100, 'Total'], ...totals],
        [1, 160, [100, 'BALANCE C/F'], [470, '2,500.00']],
      ]);
      return readStatementTable(pdf, buildLines(pdf.items), profile, '2023-10-31');
    };
    // OCR read the printed 1,271.52 as "201752": the total is not known, and certainly not zero.
    const unread = withTotalLine([350, '201752'], [400, '1,500.00']);
    expect(unread.balances?.totalWithdrawalsCents).toBeUndefined();
    expect(unread.balances?.totalDepositsCents).toBe(150000);
    expect(reconcileRunningBalance(unread)).toMatchObject({ ok: true, against: 'closing balance' });
    // Nothing printed under withdrawals: they total nothing, and a withdrawal row would be caught.
    expect(withTotalLine([400, '1,500.00']).balances?.totalWithdrawalsCents).toBe(0);
  });

  it('names the first row whose running balance breaks', () => {
    const misread = readStatementTable(pdf, buildLines(pdf.items), profile, '2023-10-31');
    const [first] = misread.transactions;
    if (first) first.amountCents = 20000;
    expect(reconcileRunningBalance(misread)).toMatchObject({ ok: false, against: 'running balance' });
    // Every later balance disagrees too: the row is misread, not its printed balance.
    expect(reconcileRunningBalance(misread).lonePrintedBalance).toBeUndefined();
  });

  it('tells a lone printed balance that disagrees while the next one agrees with the rows again', () => {
    const misread = readStatementTable(pdf, buildLines(pdf.items), profile, '2023-10-31');
    const salary = misread.transactions[1];
    if (!salary) throw new Error('the table has a salary row');
    misread.balances?.printed.set(salary, 230001);
    expect(reconcileRunningBalance(misread)).toMatchObject({
      ok: false,
      against: 'running balance',
      lonePrintedBalance: { printedCents: 230001, runningCents: 230000 },
    });
  });

  it('takes transfer details one full line below their row when the statement is set in loose line spacing', () => {
    const loose = pdfOf([
      [1, 80, [40, 'Date'], [100, 'Description'], [330, 'WITHDRAWAL'], [415, 'DEPOSIT'], [480, 'BALANCE']],
      [1, 98, [100, 'BALANCE B/F'], [475, '1,000.00']],
      [1, 116, [40, '03 OCT'], [100, 'INTERBANK GIRO'], [350, '200.00'], [475, '  800.00']],
      [1, 134, [100, 'WATER UTILITY BOARD']],
      [1, 152, [100, 'BALANCE C/F'], [475, '  800.00']],
    ]);
    const read = readStatementTable(loose, buildLines(loose.items), profile, '2023-10-31');
    expect(read.transactions.map((row) => row.description)).toEqual(['INTERBANK GIRO WATER UTILITY BOARD']);
  });

  it('continues a row across a page break past the lower line of a header stacked over two lines', () => {
    const broken = pdfOf([
      [1, 80, [40, 'Date'], [100, 'Description'], [330, 'WITHDRAWAL'], [415, 'DEPOSIT'], [480, 'BALANCE']],
      [1, 98, [100, 'BALANCE B/F'], [475, '1,000.00']],
      [1, 790, [40, '03 OCT'], [100, 'INTERBANK GIRO'], [350, '200.00'], [475, '  800.00']],
      [2, 60, [40, 'Posting'], [100, 'Description'], [330, 'WITHDRAWAL'], [415, 'DEPOSIT'], [480, 'BALANCE']],
      [2, 72, [40, 'Date']],
      [2, 90, [100, 'WATER UTILITY BOARD']],
      [2, 104, [100, 'BALANCE C/F'], [475, '  800.00']],
    ]);
    const read = readStatementTable(broken, buildLines(broken.items), profile, '2023-10-31');
    expect(read.transactions.map((row) => row.description)).toEqual(['INTERBANK GIRO WATER UTILITY BOARD']);
  });
});
