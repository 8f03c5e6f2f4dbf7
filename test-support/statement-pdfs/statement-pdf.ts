/**
 * Draws realistic statement PDFs for tests and benchmarks: text placed at exact positions, optional
 * splitting of a string into separately drawn fragments (as real bank PDFs arrive), several pages,
 * issuer metadata and AES-128 / AES-256 password protection.
 */
import PDFDocument from 'pdfkit';

export interface StatementPdfOptions {
  /** Info dictionary, used by parsers to recognise issuers. */
  title?: string;
  author?: string;
  creator?: string;
  producer?: string;
  /** Password protection: aes128 (PDF 1.6) or aes256 (PDF 1.7 extension level 3). */
  password?: string;
  encryption?: 'aes128' | 'aes256';
  /** Page size in points; A4 by default, [612, 792] for US letter. */
  size?: [number, number];
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** right: x is the right edge of the text (amount columns). */
  align?: 'left' | 'right';
  /** Draw the string as this many separately positioned pieces (as some bank PDFs do). */
  fragments?: number;
}

export class StatementPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  readonly width: number;
  readonly height: number;

  constructor(options: StatementPdfOptions = {}) {
    const [width, height] = options.size ?? [595.28, 841.89];
    this.width = width;
    this.height = height;
    const pdfVersion = options.password ? (options.encryption === 'aes128' ? '1.6' : '1.7ext3') : '1.7';
    this.doc = new PDFDocument({
      size: [width, height],
      margin: 0,
      autoFirstPage: true,
      pdfVersion,
      compress: true,
      ...(options.password ? { userPassword: options.password, ownerPassword: `${options.password}-owner` } : {}),
      info: definedOnly({
        Title: options.title,
        Author: options.author,
        Creator: options.creator ?? 'Statement Renderer',
        Producer: options.producer ?? 'Statement Renderer',
      }),
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Draws text with its top-left corner at (x, y) in points from the page's top-left. */
  text(x: number, y: number, value: string, options: TextOptions = {}): this {
    const size = options.size ?? 9;
    this.doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const width = this.doc.widthOfString(value);
    const left = options.align === 'right' ? x - width : x;
    const pieces = splitInto(value, options.fragments ?? 1);
    let offset = 0;
    for (const piece of pieces) {
      this.doc.text(piece, left + offset, y, { lineBreak: false });
      offset += this.doc.widthOfString(piece);
    }
    return this;
  }

  /** Width of a string in the given size, for laying out columns. */
  measure(value: string, size = 9, bold = false): number {
    return this.doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .widthOfString(value);
  }

  line(x1: number, y1: number, x2: number, y2: number): this {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(0.5).stroke();
    return this;
  }

  addPage(): this {
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
    return this;
  }

  async toBuffer(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}

function splitInto(value: string, count: number): string[] {
  if (count <= 1 || value.length <= 1) return [value];
  const size = Math.ceil(value.length / count);
  const pieces: string[] = [];
  for (let start = 0; start < value.length; start += size) pieces.push(value.slice(start, start + size));
  return pieces;
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
