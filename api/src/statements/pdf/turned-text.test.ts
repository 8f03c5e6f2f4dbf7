import PDFDocument from 'pdfkit';
import { PdfTextReader } from './pdf-text';

/** A row of a table and a note printed up the left edge of the page, crossing the row's baseline. */
async function drawRowWithEdgeNote(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Helvetica').fontSize(9);
  doc.text('14 MAR', 30, 400, { lineBreak: false });
  doc.text('HARDWARE DEPOT', 90, 400, { lineBreak: false });
  doc.save().rotate(-90, { origin: [12, 420] });
  doc.fontSize(6).text('Issued by Example Bank Ltd, licence 0042', 12, 420, { lineBreak: false });
  doc.restore();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('text drawn with a turned baseline', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it('is read, and marked as turned so it never joins a line of the page', async () => {
    const { items } = await reader.extract(await drawRowWithEdgeNote());
    const note = items.find((item) => item.text.includes('licence 0042'));
    const row = items.filter((item) => item.text === '14 MAR' || item.text === 'HARDWARE DEPOT');
    expect(note?.rotated).toBe(true);
    expect(row).toHaveLength(2);
    expect(row.every((item) => item.rotated === undefined)).toBe(true);
  });
});
