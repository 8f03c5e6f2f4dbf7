import type { Block, Line, Word } from 'tesseract.js';
import { isBandLine, maskCaseFromHeight, ocrTextItems, pageSkew, wordsAtSpaces } from './ocr-words';

/** A scan turned by 1.5 degrees: printed lines fall this many pixels per pixel across. */
const SKEW = Math.tan((1.5 * Math.PI) / 180);
/** 300 dpi: pixels per point. */
const SCALE = 300 / 72;

/** A word standing on the turned baseline that starts at (0, rowY). */
function word(text: string, x0: number, x1: number, rowY: number): Word {
  const foot = rowY + SKEW * ((x0 + x1) / 2);
  return { text, confidence: 90, bbox: { x0, x1, y0: foot - 30, y1: foot }, symbols: [], choices: [], font_name: '' };
}

/** Tesseract's line of some words of a row: its baseline runs along the turned row. */
function line(rowY: number, ...words: Word[]): Line {
  const x0 = Math.min(...words.map((each) => each.bbox.x0));
  const x1 = Math.max(...words.map((each) => each.bbox.x1));
  return {
    words,
    text: words.map((each) => each.text).join(' '),
    confidence: 90,
    baseline: { x0, y0: rowY + SKEW * x0, x1, y1: rowY + SKEW * x1, has_baseline: true },
    rowAttributes: { ascenders: 8, descenders: 8, rowHeight: 30 },
    bbox: { x0, x1, y0: rowY + SKEW * x0 - 30, y1: rowY + SKEW * x1 },
  } as Line;
}

describe('OCR words of a page read as scanned, turned', () => {
  // Each row read as two lines, as Tesseract often does: the date and description, and the amount far right.
  const rows = [600, 650, 700].flatMap((rowY, index) => [
    line(rowY, word('07', 150, 190, rowY), word('APR', 200, 270, rowY), word(`SHOP${index}`, 400, 900, rowY)),
    line(rowY, word(`${index + 1}0.00`, 2100, 2200, rowY)),
  ]);
  const result = { blocks: [{ paragraphs: [{ lines: rows }] } as unknown as Block] };

  it("finds the page's turn from its long lines", () => {
    expect(pageSkew(rows)).toBeCloseTo(SKEW, 6);
  });

  it("puts a row's words, left and right, on one baseline, and rows apart", () => {
    const items = ocrTextItems(1, result, SCALE).filter((item) => item.text.trim() !== '');
    const rowOf = (text: string) => items.find((item) => item.text === text)?.y ?? Number.NaN;
    for (const [left, right] of [
      ['SHOP0', '10.00'],
      ['SHOP1', '20.00'],
      ['SHOP2', '30.00'],
    ] as const) {
      expect(Math.abs(rowOf(left) - rowOf(right))).toBeLessThan(0.5);
    }
    // 50 pixels between rows: 12 points.
    expect(rowOf('SHOP1') - rowOf('SHOP0')).toBeCloseTo(50 / SCALE, 0);
  });
});

describe('a shaded band read as a line of letters', () => {
  const unsure = (each: Word, confidence: number): Word => ({ ...each, confidence });
  const header = line(500, word('DATE', 150, 250, 500), word('DESCRIPTION', 400, 650, 500));
  // Under the header, the band: "letters" 30 pixels tall, read unsure, on a line box 10 pixels flat.
  const bandLine = line(
    540,
    ...[150, 400, 700, 1000].map((x0, at) => unsure(word(['Ee', 'REE', 'En', 'ee'][at] ?? '', x0, x0 + 150, 540), 15)),
  );
  const band = { ...bandLine, bbox: { ...bandLine.bbox, y0: bandLine.bbox.y1 - 10 } };
  const textsOf = (...lines: Line[]): string[] =>
    ocrTextItems(1, { blocks: [{ paragraphs: [{ lines }] } as unknown as Block] }, SCALE)
      .map((item) => item.text)
      .filter((text) => text.trim() !== '');

  it('is dropped; the printed lines around it are kept', () => {
    const wrapped = line(580, unsure(word('From:', 400, 470, 580), 70), word('RAJESH', 480, 590, 580));
    expect(isBandLine(band)).toBe(true);
    expect(textsOf(header, band, wrapped)).toEqual(['DATE', 'DESCRIPTION', 'From:', 'RAJESH']);
  });

  it('is told from a blurred printed line read as unsure, whose box stands as tall as its words', () => {
    const blurred = line(
      580,
      ...['16', 'Jun', 'SOME', 'TEASHOP'].map((text, at) =>
        unsure(word(text, 150 + at * 200, 300 + at * 200, 580), 10),
      ),
    );
    expect(isBandLine(blurred)).toBe(false);
    expect(textsOf(header, blurred)).toEqual(['DATE', 'DESCRIPTION', '16', 'Jun', 'SOME', 'TEASHOP']);
  });
});

describe('spaces Tesseract left out of a word', () => {
  /** A word of letters each 18 pixels wide, with these gaps after each letter but the last. */
  function spelled(text: string, x0: number, gaps: number[]): Word {
    let x = x0;
    const symbols = [...text].map((char, at) => {
      const symbol = { text: char, confidence: 90, bbox: { x0: x, x1: x + 18, y0: 570, y1: 600 } };
      x += 18 + (gaps[at] ?? 0);
      return symbol;
    });
    return {
      text,
      confidence: 90,
      bbox: { x0, x1: x - (gaps[text.length - 1] ?? 0), y0: 570, y1: 600 },
      symbols,
      choices: [],
      font_name: '',
    } as unknown as Word;
  }
  const rowOf = (...words: Word[]): Line => line(600, ...words);
  const texts = (words: Word[]): string[] => words.map((each) => each.text);

  it('splits a word where its letters stand a space apart, as wide as the gaps between the words', () => {
    // "KOUFUPTELTD SINGAPORE": letters 2-4 pixels apart, the left-out spaces 8 like the one Tesseract kept.
    const merged = spelled('KOUFUPTELTD', 900, [2, 4, 2, 2, 8, 2, 2, 8, -2, 2]);
    const next = spelled('SINGAPORE', merged.bbox.x1 + 8, [4, 2, 4, 2, 4, 4, 2, 4]);
    expect(texts(wordsAtSpaces(rowOf(merged, next)))).toEqual(['KOUFU', 'PTE', 'LTD', 'SINGAPORE']);
  });

  it('never splits digits, nor a word whose letter boxes Tesseract placed roughly', () => {
    const digits = spelled('4119110012', 900, [2, 2, 9, 9, 2, 2, 2, 2, 2]);
    const rough = spelled('OTHR', digits.bbox.x1 + 8, [-20, 2, 9]);
    expect(texts(wordsAtSpaces(rowOf(digits, rough)))).toEqual(['4119110012', 'OTHR']);
  });

  it('puts the space item before the next word even where the boxes overlap', () => {
    const result = {
      blocks: [
        {
          paragraphs: [{ lines: [rowOf(spelled('Payment', 900, [2, 2, 2, 2, 2, 2]), spelled('/', 1020, []))] }],
        } as unknown as Block,
      ],
    };
    const items = ocrTextItems(1, result, SCALE);
    expect(items.map((item) => item.text)).toEqual(['Payment', ' ', '/']);
    const [, space, slash] = items;
    expect(space?.x).toBeLessThanOrEqual(slash?.x ?? Number.NaN);
  });

  it("keeps a lone letter or mark split off a word Tesseract was unsure of, by its own letters' confidence", () => {
    // "GUARDIANHEALTH& BEAUTY" read at 8 as a whole, every letter at 98: the "&" stands a space apart.
    const merged = { ...spelled('HEALTH&', 900, [2, 2, 2, 2, 2, 8]), confidence: 8 };
    merged.symbols = merged.symbols.map((symbol) => ({ ...symbol, confidence: 98 }));
    const next = spelled('BEAUTY', merged.bbox.x1 + 8, [2, 2, 2, 2, 2]);
    const pieces = wordsAtSpaces(rowOf(merged, next));
    expect(pieces.map((piece) => [piece.text, piece.confidence])).toEqual([
      ['HEALTH', 98],
      ['&', 98],
      ['BEAUTY', 90],
    ]);
    const result = { blocks: [{ paragraphs: [{ lines: [rowOf(...pieces)] }] } as unknown as Block] };
    expect(ocrTextItems(1, result, SCALE).map((item) => item.text)).toEqual(['HEALTH', ' ', '&', ' ', 'BEAUTY']);
    // A smudge Tesseract is unsure of glyph by glyph is still no print.
    const smudged = {
      ...merged,
      symbols: merged.symbols.map((symbol, at) => (at === 6 ? { ...symbol, confidence: 10 } : symbol)),
    };
    const kept = ocrTextItems(
      1,
      { blocks: [{ paragraphs: [{ lines: [rowOf(...wordsAtSpaces(rowOf(smudged, next)))] }] } as unknown as Block] },
      SCALE,
    );
    expect(kept.map((item) => item.text)).toEqual(['HEALTH', ' ', 'BEAUTY']);
  });

  it('leaves a line with no gap between words to measure a space by', () => {
    expect(texts(wordsAtSpaces(rowOf(spelled('SPDIGITAL', 900, [2, 8, 2, 2, 2, 2, 2, 2]))))).toEqual(['SPDIGITAL']);
  });
});

describe("a masked number's x's, capital or small by their height", () => {
  /** A word whose letters stand on y = 600, each as tall as given. */
  function standing(text: string, heights: number[]): Word {
    const symbols = [...text].map((char, at) => ({
      text: char,
      confidence: 90,
      bbox: { x0: 900 + at * 20, x1: 918 + at * 20, y0: 600 - (heights[at] ?? 24), y1: 600 },
    }));
    return {
      text,
      confidence: 90,
      bbox: { x0: 900, x1: 898 + text.length * 20, y0: 576, y1: 600 },
      symbols,
      choices: [],
      font_name: '',
    } as unknown as Word;
  }

  it("reads x-height x's as small and digit-height ones as capitals", () => {
    expect(maskCaseFromHeight(standing('XXXX5678', [16, 16, 16, 16, 24, 24, 24, 24]))).toBe('xxxx5678');
    expect(maskCaseFromHeight(standing('xxxx-4821', [24, 24, 23, 24, 24, 24, 24, 24, 24]))).toBe('XXXX-4821');
  });

  // Tesseract's readings of UOB's "xxxxxxxxxxxx5678" at 150 dpi (tuning uob-account 30000, 5131).
  it("reads the x's of a mask whose other x's were misread by their height too", () => {
    const small = (text: string): number[] => [...text].map((char) => (/\d/.test(char) ? 24 : 16));
    expect(maskCaseFromHeight(standing('XXXXXOOXXX5678', small('XXXXXOOXXX5678')))).toBe('xxxxxOOxxx5678');
    expect(maskCaseFromHeight(standing('HOOOOOOOONXXX56', small('HOOOOOOOONXXX56')))).toBe('HOOOOOOOONxxx56');
  });

  it('leaves other words, and masks with no digit to measure by', () => {
    expect(maskCaseFromHeight(standing('OCT15', [16, 16, 16, 24, 24]))).toBe('OCT15');
    expect(maskCaseFromHeight(standing('XXXX', [16, 16, 16, 16]))).toBe('XXXX');
    expect(
      maskCaseFromHeight(standing('TAXABLEXXX1234', [24, 24, 16, 24, 24, 24, 24, 16, 16, 16, 24, 24, 24, 24])),
    ).toBe('TAXABLEXXX1234');
  });
});

describe('marks Tesseract is unsure of', () => {
  /** A one-character mark with its own symbol box, as split off a word read at a low confidence. */
  function mark(text: string, x0: number, x1: number, symbolTop: number, symbolBottom: number): Word {
    const base = word(text, x0, x1, 600);
    return {
      ...base,
      confidence: 4,
      symbols: [{ text, confidence: 4, bbox: { x0, x1, y0: symbolTop, y1: symbolBottom } }],
    } as unknown as Word;
  }
  const textsOf = (...words: Word[]): string[] =>
    ocrTextItems(1, { blocks: [{ paragraphs: [{ lines: [line(600, ...words)] }] } as unknown as Block] }, SCALE)
      .map((item) => item.text)
      .filter((text) => text.trim() !== '');
  const foot = 600 + SKEW * 700;

  it('keeps a slash that stands as tall as print: "Payment / Receipt" read unsure at 150 dpi', () => {
    const slash = mark('/', 702, 712, foot - 24, foot);
    expect(textsOf(word('Payment', 560, 696, 600), slash, word('Receipt', 720, 838, 600))).toEqual([
      'Payment',
      '/',
      'Receipt',
    ]);
  });

  it('drops a slash or other mark no taller than a speck', () => {
    const speck = mark('/', 702, 706, foot - 4, foot);
    const colon = mark(':', 702, 706, foot - 24, foot);
    expect(textsOf(word('Payment', 560, 696, 600), speck, word('Receipt', 720, 838, 600))).toEqual([
      'Payment',
      'Receipt',
    ]);
    expect(textsOf(word('Payment', 560, 696, 600), colon, word('Receipt', 720, 838, 600))).toEqual([
      'Payment',
      'Receipt',
    ]);
  });
});
