import * as slip from './ocr-slips';
import { ocrRepairs } from './ocr-repairs';
import { isMarkedDate, isYearOfDate } from './scanned-statement';

describe('OCR slips in figures', () => {
  it('reads O, I and S as the digits they were mistaken for, inside figures only', () => {
    expect(slip.swapLookalikes('1O5.2S')).toBe('105.25');
    expect(slip.swapLookalikes('I,2OO.0l')).toBe('1,200.01');
    expect(slip.swapLookalikes('O5')).toBe('05');
    expect(slip.swapLookalikes('S$1O.5O')).toBe('S$10.50');
    expect(slip.swapLookalikes('(3|.00)')).toBe('(31.00)');
    // Words and dates with a month keep their letters.
    expect(slip.swapLookalikes('OCT')).toBe('OCT');
    expect(slip.swapLookalikes('I05OCT')).toBe('I05OCT');
    expect(slip.swapLookalikes('SGD')).toBe('SGD');
  });

  it('puts back a lost decimal point before the last two digits, or a comma read for it', () => {
    expect(slip.restoreDecimalPoint('286')).toBe('2.86');
    expect(slip.restoreDecimalPoint('123456')).toBe('1,234.56');
    expect(slip.restoreDecimalPoint('1,23456')).toBe('1,234.56');
    expect(slip.restoreDecimalPoint('12,30')).toBe('12.30');
    expect(slip.restoreDecimalPoint('(286)')).toBe('(2.86)');
    expect(slip.restoreDecimalPoint('120042CR')).toBe('1,200.42CR');
    expect(slip.restoreDecimalPoint('28')).toBeUndefined();
    expect(slip.restoreDecimalPoint('2.86')).toBeUndefined();
  });

  it('reads one or two digits alone, a "+" or "." maybe before them, as a small amount whose "0." was lost', () => {
    expect(slip.smallAmountPointLost('99')).toBe('0.99');
    expect(slip.smallAmountPointLost('+99')).toBe('0.99');
    expect(slip.smallAmountPointLost('.99')).toBe('0.99');
    expect(slip.smallAmountPointLost('5')).toBe('0.05');
    expect(slip.smallAmountRival('+99')).toBe('99.00');
    expect(slip.smallAmountRival('05')).toBe('5.00');
    for (const text of ['199', '0.99', '-99', '9a', '99.00']) {
      expect(slip.smallAmountPointLost(text)).toBeUndefined();
      expect(slip.smallAmountRival(text)).toBeUndefined();
    }
  });

  it('reads a colon or semicolon between a figure and its cents as the decimal point', () => {
    expect(slip.colonForDecimalPoint('2:35')).toBe('2.35');
    expect(slip.colonForDecimalPoint('1,200;22 CR')).toBe('1,200.22 CR');
    expect(slip.colonForDecimalPoint('(16:20)')).toBe('(16.20)');
    expect(slip.colonForDecimalPoint('29°21')).toBe('29.21');
    // Times and figures with more than cents after the mark are not amounts.
    expect(slip.colonForDecimalPoint('12:305')).toBeUndefined();
    expect(slip.colonForDecimalPoint('980:1:5')).toBeUndefined();
    expect(slip.colonForDecimalPoint('2.35')).toBeUndefined();
  });

  it("puts back the slash lost from a row's date in figures, where both halves can be a day or a month", () => {
    expect(slip.slashLostFromDate('0523')).toBe('05/23');
    expect(slip.slashLostFromDate('2305')).toBe('23/05');
    expect(slip.slashLostFromDate('1231')).toBe('12/31');
    // Years, card digits and days with no month are no dates.
    expect(slip.slashLostFromDate('2023')).toBeUndefined();
    expect(slip.slashLostFromDate('6520')).toBeUndefined();
    expect(slip.slashLostFromDate('2331')).toBeUndefined();
    expect(slip.slashLostFromDate('0012')).toBeUndefined();
    expect(slip.slashLostFromDate('05/23')).toBeUndefined();
  });

  it('takes a year after a month for part of a date, not a figure left unread', () => {
    const words = (...texts: string[]) =>
      texts.map((text, index) => ({ page: 1, x: index * 30, y: 80, width: 25, text }));
    expect(isYearOfDate(words('valid', 'till', '31', 'Dec', ' ', '2023'), 5)).toBe(true);
    expect(isYearOfDate(words('from', '08', 'May', '2023.'), 3)).toBe(true);
    expect(isYearOfDate(words('Payment', '2023'), 1)).toBe(false);
    expect(isYearOfDate(words('Dec', '1523'), 1)).toBe(false);
  });

  it('drops marks stuck before an amount', () => {
    expect(slip.strayMarksBeforeAmount('+01:21,810.13')).toBe('21,810.13');
    expect(slip.strayMarksBeforeAmount(';(45.00)')).toBe('(45.00)');
    expect(slip.strayMarksBeforeAmount('21,810.13')).toBeUndefined();
    expect(slip.strayMarksBeforeAmount('REF:12.50')).toBeUndefined();
  });

  it('drops marks read after an amount', () => {
    expect(slip.strayMarksAfterAmount('88.41.')).toBe('88.41');
    expect(slip.strayMarksAfterAmount("1,200.22 CR'")).toBe('1,200.22 CR');
    expect(slip.strayMarksAfterAmount('(45.00);')).toBe('(45.00)');
    expect(slip.strayMarksAfterAmount('88.41')).toBeUndefined();
    expect(slip.strayMarksAfterAmount('88.4.')).toBeUndefined();
  });

  it('tells glyphs OCR could not make into a figure from amounts, dates and reference numbers', () => {
    expect(slip.isGarbledFigure('1l(o}ik7/')).toBe(true);
    expect(slip.isGarbledFigure('B2E55')).toBe(true);
    expect(slip.isGarbledFigure('4), ©, Al5')).toBe(true);
    expect(slip.isGarbledFigure('1,234.56')).toBe(false);
    expect(slip.isGarbledFigure('(45.00)')).toBe(false);
    expect(slip.isGarbledFigure('07 JAN')).toBe(false);
    expect(slip.isGarbledFigure('16/02/2026')).toBe(false);
    expect(slip.isGarbledFigure('91230123')).toBe(false);
    expect(slip.isGarbledFigure('SGD')).toBe(false);
  });

  it('reads points between thousands as the commas printed there', () => {
    expect(slip.pointsForThousandsCommas('5.200.03')).toBe('5,200.03');
    expect(slip.pointsForThousandsCommas('1.234.567.89 CR')).toBe('1,234,567.89 CR');
    expect(slip.pointsForThousandsCommas('(17.133.24)')).toBe('(17,133.24)');
    // One point is the decimal point; more digits after the last point are no amount.
    expect(slip.pointsForThousandsCommas('5.20')).toBeUndefined();
    expect(slip.pointsForThousandsCommas('5.200.034')).toBeUndefined();
  });

  it("reads a row's date whose month has a letter read as a digit or a mark stuck to it", () => {
    expect(slip.monthLettersReadAsDigits('010CT')).toBe('01 OCT');
    expect(slip.monthLettersReadAsDigits('01 0CT')).toBe('01 OCT');
    expect(slip.monthLettersReadAsDigits('15 5EP')).toBe('15 SEP');
    expect(slip.monthLettersReadAsDigits('06 0ct')).toBe('06 Oct');
    expect(slip.monthLettersReadAsDigits('03 N0V')).toBe('03 NOV');
    expect(slip.monthLettersReadAsDigits('13. OCT:')).toBe('13 OCT');
    // The O with a speck at its foot.
    expect(slip.monthLettersReadAsDigits('17QCT')).toBe('17 OCT');
    expect(slip.monthLettersReadAsDigits('04 N0V')).toBe('04 NOV');
    // The v of Nov read as a w (tuning uob-account 8393 at 150 dpi lost the row).
    expect(slip.monthLettersReadAsDigits('18 Now')).toBe('18 Nov');
    expect(slip.monthLettersReadAsDigits('18 NOW')).toBe('18 NOV');
    // The J of JAN, JUN and JUL read as a 0.
    expect(slip.monthLettersReadAsDigits('190AN')).toBe('19 JAN');
    expect(slip.monthLettersReadAsDigits('02 0UL')).toBe('02 JUL');
    // A digit of the day read as a letter, a mark stuck before the day.
    expect(slip.monthLettersReadAsDigits('D1JAN')).toBe('01 JAN');
    expect(slip.monthLettersReadAsDigits('1O DEC')).toBe('10 DEC');
    expect(slip.monthLettersReadAsDigits('"30DEC')).toBe('30 DEC');
    expect(slip.monthLettersReadAsDigits("'05 0CT")).toBe('05 OCT');
    expect(slip.monthLettersReadAsDigits('_25APR')).toBe('25 APR');
    expect(slip.monthLettersReadAsDigits('-07 MAY')).toBe('07 MAY');
    // A speck read as a letter inside the month; a month printed in full is read as it is.
    expect(slip.monthLettersReadAsDigits('31 Muay')).toBe('31 May');
    expect(slip.monthLettersReadAsDigits('04 OCTT')).toBeUndefined();
    expect(slip.monthLettersReadAsDigits('02 June')).toBeUndefined();
    expect(slip.monthLettersReadAsDigits('14 Sept')).toBeUndefined();
    // Dates read cleanly, days that cannot be, and words that are no month are left alone.
    expect(slip.monthLettersReadAsDigits('IOJUN')).toBeUndefined();
    expect(slip.monthLettersReadAsDigits('OO DEC')).toBeUndefined();
    expect(slip.monthLettersReadAsDigits('01 OCT')).toBeUndefined();
    expect(slip.monthLettersReadAsDigits('01OCT')).toBeUndefined();
    expect(slip.monthLettersReadAsDigits('2260CT')).toBeUndefined();
    expect(slip.monthLettersReadAsDigits('40 0CT')).toBeUndefined();
    expect(slip.monthLettersReadAsDigits('12 5GD')).toBeUndefined();
    expect(slip.monthLettersReadAsDigits('100')).toBeUndefined();
  });

  it("repairs a row's date read as one word or as a day and a month apart", () => {
    const items = [
      { page: 1, x: 30, y: 200, width: 30, height: 8, text: '010CT', ocr: true },
      { page: 1, x: 80, y: 200, width: 60, height: 8, text: 'SHOPEE', ocr: true },
      { page: 1, x: 30, y: 212, width: 12, height: 8, text: '13.', ocr: true },
      { page: 1, x: 42, y: 212, width: 3, height: 8, text: ' ', ocr: true },
      { page: 1, x: 45, y: 212, width: 18, height: 8, text: 'OCT:', ocr: true },
      { page: 1, x: 80, y: 212, width: 60, height: 8, text: 'KOUFU', ocr: true },
      { page: 1, x: 28, y: 224, width: 14, height: 8, text: '"30', ocr: true },
      { page: 1, x: 42, y: 224, width: 3, height: 8, text: ' ', ocr: true },
      { page: 1, x: 45, y: 224, width: 18, height: 8, text: 'DEC', ocr: true },
      { page: 1, x: 80, y: 224, width: 60, height: 8, text: 'KOUFU', ocr: true },
    ];
    const pdf = { pageCount: 1, pages: [{ width: 595, height: 842 }], items, metadata: {} };
    const repairs = ocrRepairs(pdf);
    expect(repairs.map((repair) => repair.change)).toEqual([
      'letter of a month read as a digit: "010CT" -> "01 OCT"',
      'letter of a month read as a digit: "13." "OCT:" -> "13 OCT"',
      // A speck read as a mark before the day: the row's date all the same.
      'letter of a month read as a digit: ""30" "DEC" -> "30 DEC"',
    ]);
    const joined = repairs[1]?.apply(items) ?? [];
    expect(joined.map((item) => item.text)).toEqual(['010CT', 'SHOPEE', '13 OCT', 'KOUFU', '"30', ' ', 'DEC', 'KOUFU']);
  });

  it('reads one or two digits as a small amount only where they stand alone in an amount column', () => {
    const line = (y: number, words: [number, string][]) =>
      words.map(([x, text]) => ({ page: 1, x, y, width: 6 * text.length, height: 8, text, ocr: true }));
    const items = [
      // A purchase of 0.99 read as "99", far right of its description.
      ...line(200, [
        [30, '06 MAR'],
        [80, 'APPLE.COM/BILL'],
        [180, 'CA'],
        [560, '99'],
      ]),
      // A description's number, its words after it, then the amount.
      ...line(212, [
        [30, '07 MAR'],
        [160, 'HAWKER'],
        [243, 'STALL'],
        [275, '10'],
        [290, 'SINGAPORE'],
        [510, '4.04'],
      ]),
      // A balance read in two: "26,903" "01".
      ...line(224, [
        [30, '08 MAR'],
        [127, 'BALANCE'],
        [490, '26,903'],
        [528, '01'],
      ]),
      // A description's number just before the amount column.
      ...line(236, [
        [30, '09 MAR'],
        [243, 'STALL'],
        [275, '12'],
        [510, '4.38'],
      ]),
    ];
    const pdf = { pageCount: 1, pages: [{ width: 595, height: 842 }], items, metadata: {} };
    const small = ocrRepairs(pdf).filter((repair) => repair.change.startsWith('small amount'));
    expect(small.map((repair) => repair.change)).toEqual(['small amount read without its "0.": "99" -> "0.99"']);
  });

  it('takes a date in figures with a mark stuck after it for a date left unread, when a digit may be missing', () => {
    expect(isMarkedDate('12/1:')).toBe(true);
    expect(isMarkedDate('12/31/202;')).toBe(true);
    // A day or month of two digits, a year of four: the mark after them hides no digit.
    expect(isMarkedDate('09/21;')).toBe(false);
    expect(isMarkedDate('12/27,')).toBe(false);
    expect(isMarkedDate('12/31/2022;')).toBe(false);
    expect(isMarkedDate('12/11')).toBe(false);
    expect(isMarkedDate('12/31/2022')).toBe(false);
    expect(isMarkedDate('1,234.56')).toBe(false);
    // A day and month in letters with marks no repair reads: the row's own date may be lost.
    expect(isMarkedDate('2_5APR')).toBe(true);
    expect(isMarkedDate('25:APR;')).toBe(true);
    expect(isMarkedDate('25APR')).toBe(false);
    expect(isMarkedDate('_25APR')).toBe(false);
    expect(isMarkedDate('25 APR.')).toBe(false);
  });
});
