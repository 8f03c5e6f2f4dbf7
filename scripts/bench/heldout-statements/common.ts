/** Choices every layout draws the same way: type, metadata, footers, panels and marketing text. */
import { FONT_SETS, type CanvasOptions, type Line, type PdfInfo, type StatementCanvas } from './canvas';
import { formatDate, addDays, type DateStyle } from './format';
import type { Rng } from './rng';

export interface Typography {
  canvas: Omit<CanvasOptions, 'info' | 'pdfVersion' | 'creationDate' | 'size'>;
  note: string;
  /** Points per character of the widest text at this size, for placing columns. */
  charWidth: number;
}

export function typography(rng: Rng, sizes: readonly number[] = [7.5, 8, 8.5, 9, 9.5]): Typography {
  const font = rng.pick(FONT_SETS);
  const fontSize = rng.pick(sizes);
  const lineHeight = Math.round(fontSize * (1.25 + rng.next() * 0.35) * 10) / 10;
  return {
    canvas: { font, fontSize, lineHeight, bottomMargin: rng.int(50, 70) },
    note: `${font.regular} ${fontSize}pt, line ${lineHeight}pt`,
    charWidth: fontSize * font.em,
  };
}

/** The bank's own metadata most of the time; otherwise the file was re-saved or printed to PDF. */
export function metadata(rng: Rng, bankInfo: PdfInfo): { info: PdfInfo; note: string } {
  if (rng.chance(0.75)) return { info: bankInfo, note: 'bank metadata' };
  const resaved = rng.pick<PdfInfo>([
    { Creator: 'Microsoft: Print To PDF', Producer: 'Microsoft: Print To PDF' },
    { Creator: 'Preview', Producer: 'macOS Version 14.6 Quartz PDFContext' },
    { Producer: 'Skia/PDF m129' },
  ]);
  return { info: resaved, note: `re-saved (${resaved.Producer ?? ''})` };
}

export function canvasOptions(
  type: Typography,
  size: 'A4' | 'LETTER',
  info: PdfInfo,
  pdfVersion: CanvasOptions['pdfVersion'],
  statementDate: string,
): CanvasOptions {
  return { ...type.canvas, size, info, pdfVersion, creationDate: new Date(`${statementDate}T02:00:00Z`) };
}

/** Page footers: "Page 1 of 3", "1/3", a document code with "PAGE 1 OF 3", or nothing. */
export function footerStyle(
  rng: Rng,
  width: number,
  code: string,
): { footer: (page: number, pages: number) => Line | undefined; note: string } {
  const style = rng.int(0, 4);
  const right = width - 40;
  switch (style) {
    case 0:
      return {
        footer: (page, pages) => [{ text: `Page ${page} of ${pages}`, x: right, align: 'right' }],
        note: 'footer Page x of y',
      };
    case 1:
      return { footer: (page, pages) => [{ text: `${page}/${pages}`, x: width / 2 }], note: 'footer x/y' };
    case 2:
      return {
        footer: (page, pages) => [
          { text: code, x: 40 },
          { text: `${code.slice(0, 6)} - PAGE ${page} OF ${pages}`, x: right, align: 'right' },
        ],
        note: 'footer code PAGE x OF y',
      };
    case 3:
      return {
        footer: (page, pages) => [
          { text: 'Please examine this statement and notify us of any discrepancy within 14 days.', x: 40 },
          { text: `Page ${page} / ${pages}`, x: right, align: 'right' },
        ],
        note: 'footer notice + Page x / y',
      };
    default:
      return { footer: () => undefined, note: 'no footer' };
  }
}

/** Writes a paragraph, breaking lines at about `chars` characters. */
export function paragraph(canvas: StatementCanvas, text: string, x: number, chars: number, size?: number): void {
  const words = text.split(' ');
  let line = '';
  for (const word of words) {
    if (line.length + word.length + 1 > chars && line !== '') {
      canvas.line([{ text: line, x, size }], (size ?? canvas.fontSize) * 1.3);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') canvas.line([{ text: line, x, size }], (size ?? canvas.fontSize) * 1.3);
}

/** A rewards table: big integers and an expiry date, which must never become rows. */
export function rewardsPanel(
  canvas: StatementCanvas,
  rng: Rng,
  statementDate: string,
  dateStyle: DateStyle,
  name: string,
): void {
  const x = 40;
  const right = canvas.width - 60;
  canvas.gap(canvas.lineHeight);
  canvas.line([{ text: name, x, bold: true }]);
  canvas.line([
    { text: 'Balance b/f', x, bold: true },
    { text: 'Earned', x: x + 150, bold: true },
    { text: 'Redeemed', x: x + 230, bold: true },
    { text: 'Balance', x: right, align: 'right', bold: true },
  ]);
  const previous = rng.int(1_000, 80_000);
  const earned = rng.int(10, 4_000);
  const redeemed = rng.chance(0.3) ? rng.int(1, 1_000) : 0;
  canvas.line([
    { text: previous.toLocaleString('en-US'), x },
    { text: earned.toLocaleString('en-US'), x: x + 150 },
    { text: redeemed.toLocaleString('en-US'), x: x + 230 },
    { text: (previous + earned - redeemed).toLocaleString('en-US'), x: right, align: 'right' },
  ]);
  canvas.line([
    { text: `${formatDate(addDays(statementDate, rng.int(60, 300)), dateStyle)}  POINTS EXPIRING`, x },
    { text: rng.int(100, 5_000).toLocaleString('en-US'), x: right, align: 'right' },
  ]);
}

const PROMOS: readonly string[] = [
  'Enjoy up to 8% cashback on dining and groceries with a minimum spend of S$800 per month. Terms apply.',
  'Pay your bill on time to avoid a late payment charge of S$100 and interest at 27.9% per annum.',
  'Travel insurance is included when you charge your full air fare to your card. Visit our website for details.',
  'Go paperless: switch to e-Statements today and receive 1,000 bonus points.',
  'Instalment plans from 0% interest for purchases of S$500 and above. A processing fee may apply.',
];

/** A page of marketing and notices after the statement, with numbers, dates and percentages in the text. */
export function marketingPage(canvas: StatementCanvas, rng: Rng, bankName: string, statementDate: string): void {
  canvas.addPage();
  canvas.y = 60;
  canvas.line([{ text: `Important information from ${bankName}`, x: 40, bold: true, size: canvas.fontSize + 3 }], 24);
  for (const promo of rng.shuffle(PROMOS).slice(0, rng.int(2, 4))) {
    paragraph(canvas, promo, 40, 95);
    canvas.gap(8);
  }
  canvas.line([
    {
      text: `Promotion period ${formatDate(addDays(statementDate, 3), 'DD Mon YYYY')} to ${formatDate(addDays(statementDate, 90), 'DD Mon YYYY')}.`,
      x: 40,
    },
  ]);
  canvas.line([{ text: 'Effective interest rate        27.90% p.a.', x: 40 }]);
  canvas.line([{ text: 'Cash advance fee               8% or S$15, whichever is higher', x: 40 }]);
}
