/**
 * A statement that does not add up has its figures read again: each figure's word cut from the page,
 * magnified, and all of them stacked one under another with paper between, so that one reading of a small
 * image (a block of figures, only the characters of amounts allowed) reads every one on its own, away
 * from the words and rules around it. Read at more than one magnification, a figure gets several
 * readings: candidates that only the statement's arithmetic may confirm (core readingsConfirmed).
 */
import type { Block } from 'tesseract.js';
import { linesOf } from './figure-columns';
import type { GreyImage } from './grey-image';

/** A word's box in the page image, in pixels. */
interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Magnifications each figure is read at: as scanned, twice and three times its size. */
export const READING_SCALES = [1, 2, 3] as const;
/** Paper kept around a figure (a share of its height): its first and last glyphs whole, no neighbour's. */
const MARGIN_ACROSS = 0.4;
const MARGIN_DOWN = 0.2;
/** Paper between two stacked figures, a share of a figure's height: enough to read them as lines apart. */
const GAP = 1;

/** The stacked image and where each figure stands in it, top to bottom. */
interface StackedFigures {
  image: GreyImage;
  bands: { top: number; bottom: number }[];
}

/** Bilinear grey level of the page at a point (paper outside the page). */
function greyAt(page: GreyImage, x: number, y: number, paper: number): number {
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  const [fx, fy] = [x - x0, y - y0];
  const at = (px: number, py: number): number =>
    px < 0 || py < 0 || px >= page.width || py >= page.height ? paper : (page.pixels[py * page.width + px] ?? paper);
  return (
    at(x0, y0) * (1 - fx) * (1 - fy) +
    at(x0 + 1, y0) * fx * (1 - fy) +
    at(x0, y0 + 1) * (1 - fx) * fy +
    at(x0 + 1, y0 + 1) * fx * fy
  );
}

/**
 * The tallest stacked image read at once: Tesseract refuses (and its engine aborts on) an image over 32,767
 * pixels in either direction, and a page of many figures read at three times their size goes past that.
 */
export const MAX_STACK_HEIGHT = 16_000;

/** What is cut from the page around a figure's box: the box with paper around it, in page pixels. */
function cutOf(box: PixelBox): { left: number; top: number; width: number; height: number } {
  const height = box.y1 - box.y0;
  return {
    left: box.x0 - height * MARGIN_ACROSS,
    top: box.y0 - height * MARGIN_DOWN,
    width: box.x1 - box.x0 + 2 * height * MARGIN_ACROSS,
    height: height * (1 + 2 * MARGIN_DOWN),
  };
}

/**
 * The boxes (by index) in runs whose stacked image, at `scale`, stays within MAX_STACK_HEIGHT: one run for
 * a page of a few figures, several for a long one.
 */
export function stackRuns(boxes: readonly PixelBox[], scale: number): number[][] {
  // As stackFigures lays them out: each cut, paper as tall as the tallest between them.
  const heights = boxes.map((box) => cutOf(box).height * scale);
  const gap = Math.ceil(Math.max(0, ...heights) * GAP);
  const runs: number[][] = [];
  let run: number[] = [];
  let height = gap;
  heights.forEach((cutHeight, at) => {
    const band = Math.ceil(cutHeight) + gap;
    if (run.length > 0 && height + band > MAX_STACK_HEIGHT) {
      runs.push(run);
      run = [];
      height = gap;
    }
    run.push(at);
    height += band;
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The figures' boxes cut from the page, each magnified `scale` times, stacked with paper between. */
export function stackFigures(page: GreyImage, boxes: readonly PixelBox[], scale: number): StackedFigures {
  // White between the cuts (as measured on the tuning scans), whatever the page's own paper tone.
  const paper = 255;
  const cuts = boxes.map(cutOf);
  const gap = Math.ceil(Math.max(0, ...cuts.map((cut) => cut.height)) * GAP * scale);
  const width = Math.ceil(Math.max(1, ...cuts.map((cut) => cut.width)) * scale) + 2 * gap;
  const bands: StackedFigures['bands'] = [];
  let top = gap;
  for (const cut of cuts) {
    const bandHeight = Math.ceil(cut.height * scale);
    bands.push({ top, bottom: top + bandHeight });
    top += bandHeight + gap;
  }
  const height = Math.max(1, top);
  const pixels = new Uint8Array(width * height).fill(paper);
  cuts.forEach((cut, at) => {
    const band = bands[at];
    if (!band) return;
    const across = Math.ceil(cut.width * scale);
    for (let y = band.top; y < band.bottom; y += 1) {
      for (let x = 0; x < across; x += 1) {
        const value = greyAt(
          page,
          cut.left + (x + 0.5) / scale - 0.5,
          cut.top + (y - band.top + 0.5) / scale - 0.5,
          paper,
        );
        pixels[y * width + gap + x] = Math.round(value);
      }
    }
  });
  return { image: { pixels, width, height, paper }, bands };
}

/** What was read in each band of a stacked image: the words of the lines whose middle falls in it. */
export function readingsOfBands(blocks: readonly Block[], bands: StackedFigures['bands']): (string | undefined)[] {
  const lines = linesOf(blocks);
  return bands.map((band) => {
    const words = lines
      .filter((line) => {
        const middle = (line.bbox.y0 + line.bbox.y1) / 2;
        return middle >= band.top && middle <= band.bottom;
      })
      .flatMap((line) => line.words)
      .sort((a, b) => a.bbox.x0 - b.bbox.x0)
      .map((word) => word.text.trim())
      .filter((text) => text !== '');
    return words.length > 0 ? words.join(' ') : undefined;
  });
}
