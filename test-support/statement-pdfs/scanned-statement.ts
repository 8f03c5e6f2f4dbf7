/**
 * Turns a drawn statement into what a scanner makes of the paper copy: each page rendered to a greyscale
 * image at 150 or 300 dpi, on slightly grey paper, with sensor noise and specks, turned by a small
 * angle, JPEG-compressed, and wrapped as an image-only PDF (no text layer at all).
 */
import { createCanvas, ImageData } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import type { ExtractedPdf } from '@garden/core';
import { Variation } from './variation';

/** What the scanner needs of the API's PdfTextReader (test-support does not depend on the api). */
export interface StatementPageRenderer {
  extract(bytes: Uint8Array, password?: string): Promise<ExtractedPdf>;
  /** The page's grey pixels (one byte each, rows top to bottom) and its pixels per point. */
  renderPage(
    bytes: Uint8Array,
    password: string | undefined,
    page: number,
    dpi: number,
  ): Promise<{ pixels: Uint8Array; width: number; height: number; scale: number }>;
}

export interface ScanSettings {
  dpi: 150 | 300;
  /** Turn of the paper on the glass, degrees (positive: clockwise). */
  rotationDegrees: number;
  /** Standard deviation of the sensor noise, grey levels. */
  noise: number;
  /** Dark specks per million pixels. */
  specks: number;
  /** Paper tone, 0-255. */
  paper: number;
  /** JPEG quality, 0-100. */
  jpegQuality: number;
  seed: number;
}

/** Scan settings drawn from a seed, within what office scanners and phone scanning apps produce. */
export function scanSettings(seed: number, dpi: 150 | 300): ScanSettings {
  const variation = new Variation(seed);
  return {
    dpi,
    rotationDegrees: variation.between(-1.5, 1.5),
    noise: variation.between(3, 10),
    specks: variation.between(0, 30),
    paper: variation.int(232, 252),
    jpegQuality: variation.int(55, 85),
    seed,
  };
}

/** The statement as a scanned, image-only PDF of the same page size and page count. */
export async function scanStatement(
  renderer: StatementPageRenderer,
  pdf: Uint8Array,
  settings: ScanSettings,
  password?: string,
): Promise<Buffer> {
  const { pageCount, pages } = await renderer.extract(pdf, password);
  const random = new Variation(settings.seed ^ 0x5eed);
  const document = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Creator: 'Scanner', Producer: 'Scan to PDF' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  for (let page = 1; page <= pageCount; page += 1) {
    const size = pages[page - 1] ?? { width: 595.28, height: 841.89 };
    const rendered = await renderer.renderPage(pdf, password, page, settings.dpi);
    const jpeg = await scannedImage(rendered, settings, random);
    document.addPage({ size: [size.width, size.height], margin: 0 });
    document.image(jpeg, 0, 0, { width: size.width, height: size.height });
  }
  document.end();
  return done;
}

/** The ink of a rendered page on paper, turned, noisy and JPEG-compressed. */
async function scannedImage(
  rendered: { pixels: Uint8Array; width: number; height: number },
  settings: ScanSettings,
  random: Variation,
): Promise<Buffer> {
  const { pixels, width, height } = rendered;
  const paper = settings.paper;
  const ink = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < pixels.length; index += 1) {
    // White becomes the paper's tone; black stays a little lighter than black, as toner does.
    const grey = 18 + (((pixels[index] ?? 255) * (paper - 18)) >> 8);
    ink[index * 4] = grey;
    ink[index * 4 + 1] = grey;
    ink[index * 4 + 2] = grey;
    ink[index * 4 + 3] = 255;
  }
  const flat = createCanvas(width, height);
  flat.getContext('2d').putImageData(new ImageData(ink, width, height), 0, 0);

  const scan = createCanvas(width, height);
  const context = scan.getContext('2d');
  context.fillStyle = `rgb(${paper},${paper},${paper})`;
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((settings.rotationDegrees * Math.PI) / 180);
  context.drawImage(flat, -width / 2, -height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);

  const image = context.getImageData(0, 0, width, height);
  const data = image.data;
  // Sensor noise: uniform, with the given standard deviation.
  const spread = settings.noise * Math.sqrt(3);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const offset = (random.next() * 2 - 1) * spread;
    const value = (data[pixel * 4] ?? 0) + offset;
    data[pixel * 4] = value;
    data[pixel * 4 + 1] = value;
    data[pixel * 4 + 2] = value;
  }
  const speckCount = Math.round((settings.specks * width * height) / 1_000_000);
  for (let speck = 0; speck < speckCount; speck += 1) {
    const x = random.int(0, width - 3);
    const y = random.int(0, height - 3);
    const radius = random.int(1, settings.dpi === 300 ? 2 : 1);
    for (let dy = 0; dy < radius; dy += 1) {
      for (let dx = 0; dx < radius; dx += 1) {
        const at = ((y + dy) * width + x + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 40;
      }
    }
  }
  context.putImageData(image, 0, 0);
  return scan.encode('jpeg', settings.jpegQuality);
}
