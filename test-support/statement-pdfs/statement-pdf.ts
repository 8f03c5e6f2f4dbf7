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
  /** Variation drawn from a seed (see variation.ts): typeface, size, position and how words are drawn. */
  look?: StatementLook;
}

/** How a statement is typeset, so one scenario can be drawn in many realistic ways. */
export interface StatementLook {
  typeface?: 'Helvetica' | 'Times' | 'Courier';
  /** Multiplies every font size (0.85 - 1.1 is realistic). */
  sizeScale?: number;
  /** Moves everything on the page (points), as another template's margins would. */
  shiftX?: number;
  shiftY?: number;
  /**
   * Draw every word as its own text fragment with no space character, the gap between words being this
   * share of a space's width (0.4 = tight), as some bank PDF generators do.
   */
  wordGapSpaces?: number;
}

const TYPEFACES = {
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  Times: { regular: 'Times-Roman', bold: 'Times-Bold' },
  Courier: { regular: 'Courier', bold: 'Courier-Bold' },
} as const;

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
  private readonly look: StatementLook;

  constructor(options: StatementPdfOptions = {}) {
    this.look = options.look ?? {};
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
    this.useFont(options.size ?? 9, options.bold ?? false);
    const gapSpaces = this.look.wordGapSpaces;
    const words = gapSpaces === undefined ? [value] : value.split(/( +)/).filter((part) => part !== '');
    const spaceWidth = this.doc.widthOfString(' ');
    const widthOf = (part: string): number =>
      gapSpaces !== undefined && /^ +$/.test(part)
        ? part.length * spaceWidth * gapSpaces
        : this.doc.widthOfString(part);
    const width = words.reduce((sum, part) => sum + widthOf(part), 0);
    const left = (options.align === 'right' ? x - width : x) + (this.look.shiftX ?? 0);
    const top = y + (this.look.shiftY ?? 0);
    let offset = 0;
    for (const word of words) {
      if (!/^ +$/.test(word)) {
        for (const piece of splitInto(word, gapSpaces === undefined ? (options.fragments ?? 1) : 1)) {
          this.doc.text(piece, left + offset, top, { lineBreak: false });
          offset += this.doc.widthOfString(piece);
        }
      } else offset += widthOf(word);
    }
    return this;
  }

  /** Width of a string in the given size, for laying out columns. */
  measure(value: string, size = 9, bold = false): number {
    return this.useFont(size, bold).widthOfString(value);
  }

  /** Width of a string as text() draws it: with the look's narrower word gaps when it has them. */
  drawnWidth(value: string, size = 9, bold = false): number {
    const gapSpaces = this.look.wordGapSpaces;
    if (gapSpaces === undefined) return this.measure(value, size, bold);
    const spaceWidth = this.measure(' ', size, bold);
    return value
      .split(/( +)/)
      .reduce(
        (sum, part) =>
          sum + (/^ +$/.test(part) ? part.length * spaceWidth * gapSpaces : this.measure(part, size, bold)),
        0,
      );
  }

  line(x1: number, y1: number, x2: number, y2: number): this {
    const [dx, dy] = [this.look.shiftX ?? 0, this.look.shiftY ?? 0];
    this.doc
      .moveTo(x1 + dx, y1 + dy)
      .lineTo(x2 + dx, y2 + dy)
      .lineWidth(0.5)
      .stroke();
    return this;
  }

  private useFont(size: number, bold: boolean): PDFKit.PDFDocument {
    const face = TYPEFACES[this.look.typeface ?? 'Helvetica'];
    return this.doc.font(bold ? face.bold : face.regular).fontSize(size * (this.look.sizeScale ?? 1));
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
