import path from 'node:path';
import PDFDocument from 'pdfkit';
import { PdfTextReader } from './pdf-text';

/** A TrueType font that ships with pdf.js, so the test needs no system fonts. */
const EMBEDDED_FONT = path.join(
  path.dirname(require.resolve('pdfjs-dist/package.json')),
  'standard_fonts',
  'LiberationSans-Regular.ttf',
);

const LINES = [
  { x: 40, text: '05 OCT' },
  { x: 110, text: 'CAFÉ NAÏVE – “FROSTED” PANTRY Straße' },
  { x: 420, text: '€12.50 (1,234.56) CR' },
];

/** Draws each line with the font embedded (pdfkit writes it as a Type0 font with ToUnicode and /W). */
async function drawWithEmbeddedFont(): Promise<{ pdf: Buffer; widths: number[] }> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font(EMBEDDED_FONT).fontSize(9);
  const widths = LINES.map(({ x, text }) => {
    doc.text(text, x, 100, { lineBreak: false });
    return doc.widthOfString(text);
  });
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), widths };
}

/**
 * Text is read without loading the programs of composite embedded fonts (pdfjs-patched.mjs): what it
 * reads must be what the font's ToUnicode map and widths say, letter for letter and point for point.
 */
describe('text drawn in an embedded composite font', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it('reads every character and its position exactly', async () => {
    const { pdf, widths } = await drawWithEmbeddedFont();
    const { items } = await reader.extract(pdf);
    for (const [index, { x, text }] of LINES.entries()) {
      const next = LINES[index + 1]?.x ?? Number.POSITIVE_INFINITY;
      const parts = items.filter((item) => item.x >= x - 0.5 && item.x < next - 0.5).sort((a, b) => a.x - b.x);
      // pdf.js ends a fragment with a space item where the next one is drawn apart.
      expect(
        parts
          .map((item) => item.text)
          .join('')
          .trimEnd(),
      ).toBe(text);
      const printed = parts.filter((item) => item.text.trim() !== '');
      const first = printed[0];
      const last = printed.at(-1);
      if (!first || !last) throw new Error(`"${text}" was not read`);
      expect(first.x).toBeCloseTo(x, 2);
      expect(last.x + last.width - first.x).toBeCloseTo(widths[index] ?? 0, 1);
    }
  });
});
