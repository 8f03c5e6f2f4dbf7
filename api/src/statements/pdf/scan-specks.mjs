// Dust and sensor specks on a scanned page, removed before OCR. A speck next to a figure is read as part
// of it: a dot before "1,200.22 CR" becomes "11,200.22 CR", one above a decimal point turns "2.35" into
// "2:35". Print never makes a mark this small: at 300 dpi a decimal point or the dot of an "i" in 7-pt
// type covers about 3 by 3 pixels, where a speck covers one or two pixels each way.

/** Ink this much darker than the paper (a share of the paper's tone) counts as a mark. */
const INK_SHARE = 0.55;
/** A mark no wider or taller than this many pixels, at 300 dpi, is a speck. */
const SPECK_SPAN_AT_300 = 2;
/** ... and of no more pixels than this. */
const SPECK_AREA_AT_300 = 4;

/** The commonest light grey: the paper's tone (measured once a page, used by OCR's ink spacer too). */
export function paperTone(grey) {
  const histogram = new Uint32Array(256);
  // Every 7th pixel is plenty for a histogram of a whole page.
  for (let index = 0; index < grey.length; index += 7) histogram[grey[index]] += 1;
  let tone = 255;
  for (let value = 128; value < 256; value += 1) if (histogram[value] > histogram[tone]) tone = value;
  return tone;
}

/**
 * Paints over, with the paper's tone (`paper`, see paperTone), every mark of dark pixels (8-connected) too
 * small to be print, in place. `dpi` is the image's resolution (smaller marks are allowed at lower ones).
 * Returns how many.
 */
export function removeSpecks(grey, width, height, dpi, paper = paperTone(grey)) {
  const ink = Math.round(paper * INK_SHARE);
  const ratio = dpi / 300;
  const maxSpan = Math.max(1, Math.round(SPECK_SPAN_AT_300 * ratio));
  const maxArea = Math.max(1, Math.round(SPECK_AREA_AT_300 * ratio * ratio));
  const seen = new Uint8Array(width * height);
  // Pixels still to visit of the mark being traced; grown when a long rule or a logo needs more.
  let stack = new Int32Array(4096);
  const mark = new Int32Array(maxArea + 1);
  let removed = 0;
  for (let start = 0; start < grey.length; start += 1) {
    if (seen[start] || grey[start] >= ink) continue;
    seen[start] = 1;
    let pending = 0;
    stack[pending++] = start;
    let area = 0;
    let left = width;
    let right = -1;
    let top = height;
    let bottom = -1;
    while (pending > 0) {
      const at = stack[--pending];
      const x = at % width;
      const y = (at - x) / width;
      // Only a small mark's pixels are kept: a glyph or a rule is never painted over.
      if (area <= maxArea) mark[area] = at;
      area += 1;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      for (let dy = -1; dy <= 1; dy += 1) {
        const row = y + dy;
        if (row < 0 || row >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const column = x + dx;
          if (column < 0 || column >= width) continue;
          const next = row * width + column;
          if (seen[next] || grey[next] >= ink) continue;
          seen[next] = 1;
          if (pending === stack.length) {
            const larger = new Int32Array(stack.length * 2);
            larger.set(stack);
            stack = larger;
          }
          stack[pending++] = next;
        }
      }
    }
    if (area <= maxArea && right - left < maxSpan && bottom - top < maxSpan) {
      for (let index = 0; index < area; index += 1) grey[mark[index]] = paper;
      // JPEG leaves a grey halo around a speck, which a local threshold may still take for ink.
      for (let y = Math.max(0, top - 1); y <= Math.min(height - 1, bottom + 1); y += 1) {
        for (let x = Math.max(0, left - 1); x <= Math.min(width - 1, right + 1); x += 1) {
          if (grey[y * width + x] >= ink) grey[y * width + x] = paper;
        }
      }
      removed += 1;
    }
  }
  return removed;
}
