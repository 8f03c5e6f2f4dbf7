/**
 * A page drawn for OCR: one byte a pixel, rows top to bottom, as the renderer makes it
 * (pdf-extract.worker.mjs), with the paper's tone it measured there (scan-specks.mjs: the commonest light
 * grey), so the speck remover, the OCR pool and the ink spacer share one measurement.
 */
export interface GreyImage {
  pixels: Uint8Array;
  width: number;
  height: number;
  /** The paper's tone: the commonest light grey. */
  paper: number;
}

/** The image as a binary 8-bit PGM (P5): the smallest form Tesseract reads without decoding work. */
export function pgmFile(image: GreyImage): Uint8Array {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  const file = new Uint8Array(header.length + image.width * image.height);
  file.set(header, 0);
  file.set(image.pixels.subarray(0, image.width * image.height), header.length);
  return file;
}
