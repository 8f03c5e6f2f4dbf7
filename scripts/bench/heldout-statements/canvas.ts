/**
 * Drawing statement pages with pdfkit: positioned cells, tables that break across pages (repeating their
 * header, sometimes splitting a wrapped row), rotated margin text and "page x of y" footers.
 */
import PDFDocument from 'pdfkit';
import type { Rng } from './rng';

export interface FontSet {
  regular: string;
  bold: string;
  /** Widest average glyph of the family, in ems: layouts size their columns from it. */
  em: number;
}

export const FONT_SETS: readonly FontSet[] = [
  { regular: 'Helvetica', bold: 'Helvetica-Bold', em: 0.56 },
  { regular: 'Times-Roman', bold: 'Times-Bold', em: 0.5 },
  { regular: 'Courier', bold: 'Courier-Bold', em: 0.6 },
];

export interface Cell {
  text: string;
  x: number;
  /** Right-aligned cells end at x (amount columns). */
  align?: 'left' | 'right';
  bold?: boolean;
  size?: number;
}

export type Line = Cell[];

export interface PdfInfo {
  Title?: string;
  Author?: string;
  Subject?: string;
  Creator?: string;
  Producer?: string;
}

export interface CanvasOptions {
  size: 'A4' | 'LETTER';
  font: FontSet;
  fontSize: number;
  /** Distance between baselines of table lines, in points. */
  lineHeight: number;
  info: PdfInfo;
  pdfVersion: '1.4' | '1.5' | '1.6' | '1.7';
  creationDate: Date;
  /** Lowest y a table line may use before the page breaks (the footer lives below it). */
  bottomMargin: number;
}

export class StatementCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  readonly height: number;
  readonly font: FontSet;
  readonly fontSize: number;
  readonly lineHeight: number;
  y = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;
  private readonly bottomMargin: number;

  constructor(options: CanvasOptions) {
    this.doc = new PDFDocument({
      size: options.size,
      margin: 0,
      bufferPages: true,
      pdfVersion: options.pdfVersion,
      info: { ...options.info, CreationDate: options.creationDate, ModDate: options.creationDate },
    });
    this.width = this.doc.page.width;
    this.height = this.doc.page.height;
    this.font = options.font;
    this.fontSize = options.fontSize;
    this.lineHeight = options.lineHeight;
    this.bottomMargin = options.bottomMargin;
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
  }

  get bottom(): number {
    return this.height - this.bottomMargin;
  }

  widthOf(text: string, size = this.fontSize, bold = false): number {
    return this.doc
      .font(bold ? this.font.bold : this.font.regular)
      .fontSize(size)
      .widthOfString(text);
  }

  /** Draws one line of cells with their tops at y (default: the cursor), without moving the cursor. */
  draw(cells: Line, y = this.y): void {
    for (const cell of cells) {
      if (cell.text === '') continue;
      const size = cell.size ?? this.fontSize;
      const width = this.widthOf(cell.text, size, cell.bold);
      const x = cell.align === 'right' ? cell.x - width : cell.x;
      this.doc.text(cell.text, x, y, { lineBreak: false });
    }
  }

  /** Draws a line and moves the cursor down by the line height (or by `advance`). */
  line(cells: Line, advance = this.lineHeight): void {
    this.draw(cells);
    this.y += advance;
  }

  gap(points: number): void {
    this.y += points;
  }

  rule(x1: number, x2: number, weight = 0.5): void {
    this.doc.moveTo(x1, this.y).lineTo(x2, this.y).lineWidth(weight).stroke();
  }

  box(x: number, y: number, width: number, height: number): void {
    this.doc.rect(x, y, width, height).lineWidth(0.6).stroke();
  }

  /** Text running up the left margin, as OCBC and Citibank print registration numbers. */
  verticalText(text: string, x: number, y: number, size = 6): void {
    this.doc.save();
    this.doc.rotate(-90, { origin: [x, y] });
    this.doc.font(this.font.regular).fontSize(size).text(text, x, y, { lineBreak: false });
    this.doc.restore();
  }

  addPage(): void {
    this.doc.addPage();
    this.y = 0;
  }

  /**
   * Lays out table rows (groups of lines: a dated line and its continuation lines) and breaks pages when
   * they run out, calling `continuePage` to draw the next page's top and header. A wrapped row is split
   * across the break with probability `splitRows`, as long statements do.
   */
  table(groups: readonly Line[][], options: { rng: Rng; splitRows: number; continuePage: () => void }): void {
    for (const group of groups) {
      const fits = Math.floor((this.bottom - this.y) / this.lineHeight);
      if (fits >= group.length) {
        for (const line of group) this.line(line);
        continue;
      }
      let rest = group;
      if (group.length > 1 && fits >= 1 && options.rng.chance(options.splitRows)) {
        for (const line of group.slice(0, fits)) this.line(line);
        rest = group.slice(fits);
      }
      this.addPage();
      options.continuePage();
      for (const line of rest) this.line(line);
    }
  }

  /** Starts a new page when fewer than `lines` lines remain. */
  ensure(lines: number, continuePage: () => void): void {
    if (this.y + lines * this.lineHeight > this.bottom) {
      this.addPage();
      continuePage();
    }
  }

  /** Draws each page's footer (it may print "page x of y") and returns the finished file. */
  async finish(footer: (page: number, pages: number) => Line | undefined): Promise<Uint8Array> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const cells = footer(index + 1, range.count);
      if (cells) {
        this.doc.font(this.font.regular);
        this.draw(
          cells.map((cell) => ({ ...cell, size: cell.size ?? Math.max(6, this.fontSize - 1.5) })),
          this.height - this.bottomMargin + 14,
        );
      }
    }
    this.doc.end();
    return this.done;
  }
}
