import { buildLines } from './statement-lines';
import type { TextItem } from './statement.types';

describe('lines of a page', () => {
  it('keeps text printed up the page edge out of the line it crosses', () => {
    // A registration note drawn bottom-to-top in the left margin: its run starts at the margin and, read
    // as if it were horizontal, would reach over the date and description of the row at its baseline.
    const items: TextItem[] = [
      { page: 1, x: 30, y: 400, width: 30, text: '14 MAR' },
      { page: 1, x: 90, y: 400, width: 120, text: 'HARDWARE DEPOT' },
      { page: 1, x: 480, y: 400, width: 30, text: '18.25' },
      { page: 1, x: 12, y: 400, width: 210, text: 'Issued by Example Bank Ltd, licence 0042', rotated: true },
    ];
    const lines = buildLines(items);
    expect(lines.map((line) => line.text)).toEqual(['14 MAR HARDWARE DEPOT 18.25']);
    expect(lines[0]?.cells.map((cell) => cell.x)).toEqual([30, 90, 480]);
  });

  it("keeps OCR's space between two words whose boxes overlap", () => {
    // "Payment / Receipt": Tesseract read three words, the first box reaching over the narrow slash.
    const word = (x: number, width: number, text: string): TextItem => ({
      page: 1,
      x,
      y: 300,
      width,
      height: 8.4,
      text,
      ocr: true,
    });
    const items = [
      word(116.6, 34.6, 'Payment'),
      word(148.8, 0, ' '),
      word(148.8, 3.8, '/'),
      word(152.6, 1, ' '),
      word(153.6, 26.4, 'Receipt'),
    ];
    expect(buildLines(items).map((line) => line.text)).toEqual(['Payment / Receipt']);
  });
});
