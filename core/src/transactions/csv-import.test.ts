import { stringify } from 'csv-stringify/sync';
import {
  CSV_IMPORT_MESSAGES,
  CsvImportError,
  TRANSACTIONS_EXPORT_COLUMNS,
  CSV_START_BYTES,
  applyCsvMapping,
  checkCsvStart,
  decodeCsvBytes,
  guessCsvMapping,
  guessDateFormat,
  mapCsvText,
  parseCsvAmount,
  parseCsvDate,
  parseCsvMappingJson,
  readCsv,
  resolveCsvMapping,
} from './csv-import';
import { centsToDecimal } from '../money/money';

describe('CSV import: reading the file', () => {
  it('keeps quoted commas, quotes and line breaks, and numbers each record by the line it starts on', () => {
    const text =
      '\uFEFFDate,Description,Amount\r\n\r\n01/02/2025,"Kopi, kaya ""toast""",-4.50\r\n02/02/2025,"two\r\nlines",-1\r\n,,\r\n';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['Date', 'Description', 'Amount'] },
      { line: 3, cells: ['01/02/2025', 'Kopi, kaya "toast"', '-4.50'] },
      { line: 4, cells: ['02/02/2025', 'two\nlines', '-1'] },
    ]);
  });

  it('reads semicolon and tab separated files', () => {
    expect(readCsv('Date;Amount\n2025-01-01;5')[1]?.cells).toEqual(['2025-01-01', '5']);
    expect(readCsv('Date\tAmount\n2025-01-01\t5')[1]?.cells).toEqual(['2025-01-01', '5']);
  });

  it('refuses an empty file, a binary file and an unclosed quote with clear messages', () => {
    expect(() => readCsv(' \r\n\n')).toThrow(CSV_IMPORT_MESSAGES.empty);
    expect(() => decodeCsvBytes(new Uint8Array())).toThrow(CSV_IMPORT_MESSAGES.empty);
    expect(() => decodeCsvBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]))).toThrow(
      CSV_IMPORT_MESSAGES.notText,
    );
    // The line where the open quote starts, not the end of the file where the reader gave up.
    expect(() => readCsv('a,b\n"x ""y""",1\n1,"open\n2,3\n4,5')).toThrow(
      CSV_IMPORT_MESSAGES.unreadable('a quote is never closed', 3),
    );
  });

  it('decodes UTF-16 with a BOM and falls back to Windows-1252', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from(Buffer.from('a,b', 'utf16le'))]);
    expect(decodeCsvBytes(utf16)).toBe('a,b');
    expect(decodeCsvBytes(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
  });
});

describe('CSV import: dates and amounts', () => {
  it('reads the date formats people meet in Singapore', () => {
    expect(parseCsvDate('16/02/2025', 'DD/MM/YYYY')).toBe('2025-02-16');
    expect(parseCsvDate('16-02-25', 'DD/MM/YYYY')).toBe('2025-02-16');
    expect(parseCsvDate('02/16/2025', 'MM/DD/YYYY')).toBe('2025-02-16');
    expect(parseCsvDate('2025-02-16', 'YYYY-MM-DD')).toBe('2025-02-16');
    expect(parseCsvDate('2025-02-16T08:30:00Z', 'YYYY-MM-DD')).toBe('2025-02-16');
    expect(parseCsvDate('16 Feb 2025', 'D MMM YYYY')).toBe('2025-02-16');
    expect(parseCsvDate('16-Feb-25', 'D MMM YYYY')).toBe('2025-02-16');
    expect(parseCsvDate('Feb 16, 2025', 'D MMM YYYY')).toBe('2025-02-16');
    expect(parseCsvDate('31/02/2025', 'DD/MM/YYYY')).toBeUndefined();
    expect(parseCsvDate('16/02/2025', 'MM/DD/YYYY')).toBeUndefined();
  });

  it('guesses the format, and calls it ambiguous when every date reads both ways', () => {
    expect(guessDateFormat(['13/01/2025', '02/01/2025'])).toEqual({ format: 'DD/MM/YYYY', ambiguous: false });
    expect(guessDateFormat(['01/13/2025', '01/02/2025'])).toEqual({ format: 'MM/DD/YYYY', ambiguous: false });
    expect(guessDateFormat(['01/02/2025', '03/04/2025'])).toEqual({ format: 'DD/MM/YYYY', ambiguous: true });
    expect(guessDateFormat(['2025-01-02'])).toEqual({ format: 'YYYY-MM-DD', ambiguous: false });
    expect(guessDateFormat(['16 Feb 2025', '1 Mar 2025'])).toEqual({ format: 'D MMM YYYY', ambiguous: false });
  });

  it('reads amounts exactly with separators, parentheses, currencies and CR/DR', () => {
    expect(parseCsvAmount('1,234.56')).toBe(123456);
    expect(parseCsvAmount('-1,234.56')).toBe(-123456);
    expect(parseCsvAmount('(412.16)')).toBe(-41216);
    expect(parseCsvAmount('S$22,800.00')).toBe(2280000);
    expect(parseCsvAmount('SGD -12.50')).toBe(-1250);
    expect(parseCsvAmount('12.50 SGD')).toBe(1250);
    expect(parseCsvAmount('-$5')).toBe(-500);
    expect(parseCsvAmount('+0.10')).toBe(10);
    expect(parseCsvAmount('12.00 CR')).toBe(1200);
    expect(parseCsvAmount('12.00 DR')).toBe(-1200);
    expect(parseCsvAmount('0.1')).toBe(10);
    expect(parseCsvAmount('1.234')).toBeUndefined();
    expect(parseCsvAmount('abc')).toBeUndefined();
    expect(parseCsvAmount('')).toBeUndefined();
  });
});

describe('CSV import: mapping', () => {
  const bank = [
    'Account,POSB Savings 123-45678-9',
    'Statement period,01/01/2025 to 31/01/2025',
    '',
    'Transaction Date,Reference,Description,Withdrawal (SGD),Deposit (SGD),Balance',
    '02/01/2025,POS,"NTUC FAIRPRICE, TAMPINES","1,234.50",,"8,765.50"',
    '03/01/2025,GIRO,SALARY ACME PTE LTD,,"5,000.00","13,765.50"',
    '32/01/2025,POS,BAD DATE,1.00,,1',
    '05/01/2025,POS,NO AMOUNT,,,1',
    'Total,,,,,',
  ].join('\n');

  it('finds the header below the account lines and guesses debit and credit columns', () => {
    const records = readCsv(bank);
    const guess = guessCsvMapping(records);
    expect(guess.isExport).toBe(false);
    expect(guess.mapping).toMatchObject({ header_line: 4, date: 0, description: 2, debit: 3, credit: 4 });
    expect(guess.columns[3]).toBe('Withdrawal (SGD)');
    const mapped = applyCsvMapping(records, resolveCsvMapping(records, guess.mapping));
    expect(mapped.rows).toEqual([
      { line: 5, date: '2025-01-02', description: 'NTUC FAIRPRICE, TAMPINES', amountCents: -123450 },
      { line: 6, date: '2025-01-03', description: 'SALARY ACME PTE LTD', amountCents: 500000 },
    ]);
    expect(mapped.skipped).toEqual([
      { line: 7, reason: '"32/01/2025" is not a date in DD/MM/YYYY' },
      { line: 8, reason: 'No amount in the debit or credit column' },
      { line: 9, reason: '"Total" is not a date in DD/MM/YYYY' },
    ]);
  });

  it('takes a mapping by header names or positions, joining several description columns', () => {
    const records = readCsv(bank);
    const byName = resolveCsvMapping(records, {
      date: 'transaction date',
      description: ['Reference', 'Description'],
      debit: 'Withdrawal (SGD)',
      credit: 'Deposit (SGD)',
    });
    expect(byName).toMatchObject({ headerIndex: 2, date: 0, description: [1, 2], debit: 3, credit: 4 });
    expect(applyCsvMapping(records, byName).rows[0]?.description).toBe('POS NTUC FAIRPRICE, TAMPINES');
    expect(() => resolveCsvMapping(records, { date: 'When', description: 2, amount: 3 })).toThrow(
      CSV_IMPORT_MESSAGES.unknownColumn('When'),
    );
    expect(() => resolveCsvMapping(records, { date: 0, description: 2 })).toThrow(CSV_IMPORT_MESSAGES.noAmountColumn);
  });

  it("joins DBS's Transaction Ref1-3 columns into the description", () => {
    const records = readCsv(
      [
        'Account Details For:,POSB eSavings Account 123-45678-9',
        '',
        'Transaction Date,Reference,Debit Amount,Credit Amount,Transaction Ref1,Transaction Ref2,Transaction Ref3',
        '16 Feb 2025,POS,12.40,,GRAB*RIDE,SINGAPORE SG,',
        '17 Feb 2025,ICT,,"2,000.00",PAYNOW TRANSFER,FROM: TAN AH KOW,OTHR',
      ].join('\n'),
    );
    const guess = guessCsvMapping(records);
    expect(guess.mapping).toMatchObject({ header_line: 3, description: [4, 5, 6], debit: 2, credit: 3 });
    expect(guess.mapping.date_format).toBe('D MMM YYYY');
    expect(
      applyCsvMapping(records, resolveCsvMapping(records, guess.mapping)).rows.map((row) => row.description),
    ).toEqual(['GRAB*RIDE SINGAPORE SG', 'PAYNOW TRANSFER FROM: TAN AH KOW OTHR']);
  });

  it('reads a file without a header by what its columns hold', () => {
    const records = readCsv('16 Feb 2025,GRAB *RIDE 1234,-12.40,100.00\n17 Feb 2025,KOPITIAM,-3.20,96.80\n');
    const guess = guessCsvMapping(records);
    expect(guess.mapping).toMatchObject({ header_line: null, date: 0, description: 1, amount: 2 });
    expect(guess.mapping.date_format).toBe('D MMM YYYY');
    expect(guess.columns).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4']);
    expect(applyCsvMapping(records, resolveCsvMapping(records, guess.mapping)).rows).toHaveLength(2);
  });

  it('recognises the data export and needs no mapping', () => {
    const text = stringify(
      [
        TRANSACTIONS_EXPORT_COLUMNS,
        [
          'id1',
          '2025-02-16',
          'KOPI, TEH',
          '-4.50',
          'SGD',
          '',
          'Food & Dining',
          'rule',
          'Savings',
          'DBS',
          '',
          '',
          'shared',
          '',
        ],
      ],
      {},
    );
    const result = mapCsvText(text);
    expect(result.guess.isExport).toBe(true);
    expect(result.rows).toEqual([
      {
        line: 2,
        date: '2025-02-16',
        description: 'KOPI, TEH',
        amountCents: -450,
        account: 'Savings',
        accountInstitution: 'DBS',
        category: 'Food & Dining',
        notes: 'shared',
      },
    ]);
  });

  it('reports an ambiguous date column so the person can choose', () => {
    const guess = guessCsvMapping(readCsv('Date,Description,Amount\n01/02/2025,A,1\n03/04/2025,B,2'));
    expect(guess.ambiguousDates).toBe(true);
    const monthFirst = mapCsvText('Date,Description,Amount\n01/02/2025,A,1', {
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      date_format: 'MM/DD/YYYY',
    });
    expect(monthFirst.rows[0]?.date).toBe('2025-01-02');
  });

  it('reads the REST mapping JSON and refuses bad values clearly', () => {
    expect(parseCsvMappingJson('{"date":0,"description":[1,2],"amount":"Amount","date_format":"DD/MM/YYYY"}')).toEqual({
      date: 0,
      description: [1, 2],
      amount: 'Amount',
      date_format: 'DD/MM/YYYY',
    });
    expect(() => parseCsvMappingJson('{')).toThrow(CSV_IMPORT_MESSAGES.badMapping);
    expect(() => parseCsvMappingJson('{"date":0,"description":1,"date_format":"YY"}')).toThrow(
      /mapping is not valid: date_format/,
    );
    expect(() => parseCsvMappingJson('{"date":0,"description":1,"colour":2}')).toThrow(CsvImportError);
  });

  it('says when the file has a header and nothing else', () => {
    expect(() => mapCsvText('Date,Description,Amount\n')).toThrow(CSV_IMPORT_MESSAGES.noRows);
  });
});

/** mulberry32: a small seeded generator, so a failing case can be replayed from the seed in the test name. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('CSV import: random files read back exactly', () => {
  const WORDS = [
    'KOPI',
    'NTUC, FAIRPRICE',
    'GRAB "RIDE"',
    'caf\u00e9',
    'SHOPEE\nSG',
    ' PAYNOW ',
    'Tampines; 1',
    '#01-23',
  ];
  const seeds = process.env.CSV_SEEDS?.split(',').map(Number) ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, Date.now() % 100_000];

  it.each(seeds)('seed %i', (seed) => {
    const random = seeded(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const expected: { date: string; description: string; amountCents: number }[] = [];
    const lines: string[][] = [['Date', 'Description', 'Amount']];
    const debitCredit = random() < 0.5;
    if (debitCredit) lines[0] = ['Date', 'Description', 'Debit', 'Credit'];
    const count = 1 + Math.floor(random() * 40);
    for (let index = 0; index < count; index += 1) {
      const day = 1 + Math.floor(random() * 28);
      const month = 1 + Math.floor(random() * 12);
      const date = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const description = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WORDS)).join(' ');
      const cents = Math.floor(random() * 2_000_000) - 1_000_000;
      const text = centsToDecimal(Math.abs(cents)).replace(/\B(?=(\d{3})+(?!\d))/, random() < 0.5 ? ',' : '');
      const dayFirst = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2025`;
      const cells = debitCredit
        ? [dayFirst, description, cents < 0 ? text : '', cents < 0 ? '' : text]
        : [dayFirst, description, cents < 0 ? (random() < 0.5 ? `-${text}` : `(${text})`) : text];
      lines.push(cells);
      expected.push({ date, description: description.replace(/\s+/g, ' ').trim(), amountCents: cents });
    }
    const newline = pick(['\n', '\r\n']);
    // Blank lines anywhere, quoting of every field or only where needed, and a BOM sometimes.
    const rows = lines.map((cells) =>
      stringify([cells], { quoted: random() < 0.3, quoted_match: /\n/, record_delimiter: newline }),
    );
    const body = rows.map((row) => (random() < 0.2 ? `${newline}${row}` : row)).join('');
    const text = (random() < 0.5 ? '\uFEFF' : '') + body + (random() < 0.5 ? newline : '');
    const result = mapCsvText(text, {
      date: 'Date',
      description: 'Description',
      date_format: 'DD/MM/YYYY',
      ...(debitCredit ? { debit: 'Debit', credit: 'Credit' } : { amount: 'Amount' }),
    });
    expect(result.skipped).toEqual([]);
    expect(result.rows.map(({ date, description, amountCents }) => ({ date, description, amountCents }))).toEqual(
      expected,
    );
    // Every row's line is where its record starts in the file.
    const fileLines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    for (const row of result.rows) expect(fileLines[row.line - 1]).toMatch(/^"?\d{2}\/\d{2}\/2025/);
  });
});

describe('CSV import: the start of a file, read by the upload call', () => {
  const header = 'Date,Description,Amount\n';
  const row = (index: number) => `2025-01-01,ROW ${index},-1.00\n`;

  it('reads no further than the start, yet refuses what the start already shows', () => {
    const big = header + Array.from({ length: 5_000 }, (_, index) => row(index)).join('') + '2025-01-01,"open,1\n';
    // The unclosed quote is past the start: the job will report it, the upload call cannot know.
    expect(checkCsvStart(big).mapping).toMatchObject({ date: 0, description: [1], amount: 2 });
    expect(() => mapCsvText(big)).toThrow(/a quote is never closed \(line 5002\)/);
    expect(() => checkCsvStart(big, { date: 'When', description: 1, amount: 2 })).toThrow(
      CSV_IMPORT_MESSAGES.unknownColumn('When'),
    );
    expect(() => checkCsvStart(`${header}2025-01-01,"open,1\n`)).toThrow(/never closed/);
  });

  it('accepts a start cut inside a quoted field that closes further on', () => {
    const long = `2025-01-01,"${'A LONG NOTE\n'.repeat(7_000)}",-1.00\n`;
    const text = header + row(0) + long + row(1);
    expect(text.length).toBeGreaterThan(CSV_START_BYTES);
    expect(checkCsvStart(text).mapping).toMatchObject({ date: 0, amount: 2 });
    expect(mapCsvText(text).rows).toHaveLength(3);
  });
});
