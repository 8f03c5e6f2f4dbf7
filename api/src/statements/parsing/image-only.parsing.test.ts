import jpeg from 'jpeg-js';
import PDFDocument from 'pdfkit';
import { StatementParseError, statementMessage, buildLines, parseStatement, type ExtractedPdf } from '@garden/core';
import { PdfReadError, PdfTextReader } from '../pdf/pdf-text';

const [WIDTH, HEIGHT] = [612, 792];
const DPI = 100;

/**
 * A statement page as a scanner writes it: paper with dark blocks where the heading, the table rows and
 * their amounts were printed. Only pixels: no text of any kind.
 */
function pageImage(rows: number): Buffer {
  const scale = DPI / 72;
  const [width, height] = [Math.round(WIDTH * scale), Math.round(HEIGHT * scale)];
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) data.writeUInt32BE(0xf7f5efff, index * 4);
  const block = (x: number, y: number, w: number, h: number): void => {
    for (let row = Math.round(y * scale); row < Math.round((y + h) * scale); row += 1) {
      for (let column = Math.round(x * scale); column < Math.round((x + w) * scale); column += 1) {
        data.writeUInt32BE(0x303030ff, (row * width + column) * 4);
      }
    }
  };
  block(40, 40, 180, 14);
  block(40, 90, 60, 7);
  block(110, 90, 90, 7);
  block(500, 90, 60, 7);
  for (let row = 0; row < rows; row += 1) {
    const y = 110 + row * 14;
    block(40, y, 36, 6);
    block(110, y, 120 + ((row * 37) % 140), 6);
    block(520 - ((row * 13) % 30), y, 40 + ((row * 13) % 30), 6);
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 60).data);
}

/** A scanned statement: one page image per page, optionally with a scanner's empty text layer. */
async function scannedStatement(
  options: { pages?: number; strayMarks?: string; password?: string } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: 0,
    autoFirstPage: false,
    pdfVersion: options.password ? '1.7ext3' : '1.4',
    info: { Creator: 'HP Smart Scan', Producer: 'HP Scan PDF Writer' },
    ...(options.password ? { userPassword: options.password, ownerPassword: `${options.password}-owner` } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let page = 1; page <= (options.pages ?? 1); page += 1) {
    doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
    doc.image(pageImage(20 + page * 5), 0, 0, { width: WIDTH, height: HEIGHT });
    if (options.strayMarks) {
      // Render mode 3: invisible marks some scanners write, with no letter or digit among them.
      doc.addContent('3 Tr');
      doc.font('Helvetica').fontSize(8).text(options.strayMarks, 40, 770, { lineBreak: false });
    }
  }
  doc.end();
  return done;
}

describe('image-only statements (page images without a text layer)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  const refusedAsScan = async (pdf: Buffer, password?: string): Promise<void> => {
    const refusal = reader.extract(pdf, password);
    await expect(refusal).rejects.toBeInstanceOf(PdfReadError);
    await expect(refusal).rejects.toMatchObject({ code: 'SCANNED', message: statementMessage('SCANNED') });
    await expect(refusal).rejects.toThrow(/no text layer/);
  };

  it('refuses a scanned statement with the no-text-layer message, offering OCR', async () => {
    const pdf = await scannedStatement({ pages: 2 });
    await refusedAsScan(pdf);
    const error = await reader.extract(pdf).catch((caught: unknown) => caught);
    expect(error instanceof PdfReadError && error.offersOcr).toBe(true);
  });

  it("refuses a scan whose text layer holds only a scanner's marks (no letter or digit)", async () => {
    await refusedAsScan(await scannedStatement({ strayMarks: '- . -  ' }));
  });

  it('refuses a password-protected scan the same way once its password opens it', async () => {
    await refusedAsScan(await scannedStatement({ pages: 2, password: 'scan-2024' }), 'scan-2024');
  });

  it('leaves the parsers nothing to read: no lines, and an unrecognised layout rather than a guess', () => {
    // What the text engines give for a page image: its page, and no text items.
    const extracted: ExtractedPdf = {
      pageCount: 1,
      pages: [{ width: WIDTH, height: HEIGHT }],
      items: [{ page: 1, x: 40, y: 770, width: 20, height: 8, text: '  ' }],
      metadata: { creator: 'HP Smart Scan', producer: 'HP Scan PDF Writer' },
    };
    expect(buildLines(extracted.items)).toEqual([]);
    expect(() => parseStatement(extracted)).toThrow(StatementParseError);
    expect(() => parseStatement(extracted)).toThrow(statementMessage('UNRECOGNISED'));
  });
});
