// Runs in a worker thread so a hostile or huge PDF can be stopped (time and memory limits) without
// taking the api or worker process down, and so the ESM-only pdf.js loads the same way everywhere.
// pdf.js reads the text: it knows the glyph widths of every font (embedded or one of the standard 14),
// so the gaps between fragments are exact and words drawn piece by piece with tight spacing stay apart,
// where pdfreader (pdf2json) estimates widths from character counts (off by ~5 %, a point or more per
// word). pdf.js also reads invisible OCR text (render mode 3) and AES-256. pdfreader is the second
// engine: a PDF is "no text" only when neither finds any.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { PdfReader } from 'pdfreader';
import { loadPdfjs, markTextOnly } from './pdfjs-patched.mjs';
import { paperTone, removeSpecks } from './scan-specks.mjs';

/** pdfreader reports positions in its own unit: 1/16 of a point-based page unit. */
const PDFREADER_UNIT = 16;

let pdfjsPromise;
function pdfjs() {
  pdfjsPromise ??= loadPdfjs();
  return pdfjsPromise;
}

class ExtractFailure extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/**
 * pdf.js's own copies of the 14 standard fonts, read from disk: a page that uses a font it does not embed
 * draws nothing without them. Only rendering loads them; text is read with pdf.js's built-in metrics.
 */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Open documents and how each is forgotten as a text-only document when closed. */
const openDocuments = new WeakMap();

async function closePdf(document) {
  openDocuments.get(document)?.();
  await document.destroy();
}

async function openWithPdfjs(bytes, password, forRendering = false) {
  const { getDocument, PasswordResponses } = await pdfjs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    password: password || undefined,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
    ...(forRendering ? { standardFontDataUrl: STANDARD_FONTS } : {}),
  });
  // Reading text needs no font programs (see pdfjs-patched.mjs); drawing a page does.
  const forget = forRendering ? () => undefined : markTextOnly(task);
  try {
    const document = await task.promise;
    openDocuments.set(document, forget);
    return document;
  } catch (error) {
    forget();
    if (error?.name === 'PasswordException') {
      if (error.code === PasswordResponses.INCORRECT_PASSWORD)
        throw new ExtractFailure('WRONG_PASSWORD', 'Incorrect password');
      throw new ExtractFailure('PASSWORD_REQUIRED', 'Password required');
    }
    // The caller already checked the %PDF- header, so a PDF pdf.js cannot open is damaged or truncated.
    throw new ExtractFailure('DAMAGED', String(error?.message ?? error));
  }
}

function readWithPdfreader(buffer, password) {
  return new Promise((resolve, reject) => {
    const items = [];
    let page = 0;
    let finished = false;
    new PdfReader(password ? { password } : {}).parseBuffer(buffer, (error, item) => {
      if (finished) return;
      if (error) {
        finished = true;
        reject(error instanceof Error ? error : new Error(String(error?.parserError ?? error)));
        return;
      }
      if (!item) {
        finished = true;
        resolve(items);
        return;
      }
      if (item.page) {
        page = item.page;
        return;
      }
      if (typeof item.text === 'string') {
        items.push({
          page,
          x: item.x * PDFREADER_UNIT,
          y: item.y * PDFREADER_UNIT,
          width: typeof item.w === 'number' ? item.w : item.text.length * 5,
          text: item.text,
        });
      }
    });
  });
}

/** A scanned page is one image of at least ~1 megapixel (an A4 page at 150 dpi is 2.2); logos are far smaller. */
const PAGE_IMAGE_PIXELS = 1_000_000;

/**
 * True when the file carries page-sized images: a scan, whose text (if any) is an OCR layer with
 * approximate positions. Image dictionaries are never inside compressed object streams, so the raw
 * bytes show them even in compressed or encrypted files.
 */
function hasPageImages(raw) {
  for (const match of raw.matchAll(/\/Subtype\s*\/Image(?![A-Za-z])/g)) {
    const start = raw.lastIndexOf('<<', match.index);
    const end = raw.indexOf('stream', match.index);
    const dictionary = raw.slice(Math.max(0, start), end === -1 ? match.index + 400 : end);
    const width = Number(/\/Width\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
    const height = Number(/\/Height\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
    if (width * height >= PAGE_IMAGE_PIXELS) return true;
  }
  return false;
}

/** AES-256 (V 5), which pdfreader cannot decrypt. */
function isAes256(raw) {
  return /\/Filter\s*\/Standard\b[^>]*?\/V\s+5\b|\/V\s+5\b[^>]*?\/Filter\s*\/Standard\b/.test(raw);
}

/** A baseline steeper than this (rise over run) is turned text, not a line of the page (about 10 degrees). */
const ROTATED_SLOPE = 0.18;

async function readWithPdfjs(document, scanned) {
  const items = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (typeof item.str !== 'string' || item.str === '') continue;
      const [scaleX, skewY, , , x, baseline] = item.transform;
      const fontHeight = Math.abs(item.transform[3]) || item.height || 10;
      // A run whose baseline is turned (margin codes printed up the page edge, diagonal watermarks) reads
      // across the lines of the page: its position and width say nothing about the line it overlaps.
      const rotated = Math.abs(skewY) > Math.abs(scaleX) * ROTATED_SLOPE;
      // Top of the glyph box, from the top of the page (pdfreader's convention). Whitespace items are kept:
      // they are pdf.js's own word breaks between separately drawn fragments.
      items.push({
        page: number,
        x,
        y: viewport.height - baseline - fontHeight,
        width: item.width,
        height: fontHeight,
        text: item.str,
        ...(scanned ? { ocr: true } : {}),
        ...(rotated ? { rotated: true } : {}),
      });
    }
    page.cleanup();
  }
  return items;
}

async function extract({ bytes, password, maxPages }) {
  // pdf.js may take over the array it is given, so pdfreader reads its own copy. Buffer.alloc, not
  // Buffer.from: small Buffers share a pool, and pdf2json reads the whole underlying ArrayBuffer.
  const readerCopy = Buffer.alloc(bytes.byteLength);
  readerCopy.set(bytes);
  const document = await openWithPdfjs(bytes, password);
  try {
    const pageCount = document.numPages;
    if (pageCount > maxPages) {
      throw new ExtractFailure('TOO_MANY_PAGES', `${pageCount}`);
    }
    const pages = [];
    for (let number = 1; number <= pageCount; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      pages.push({ width: viewport.width, height: viewport.height });
    }
    const { info } = await document.getMetadata().catch(() => ({ info: {} }));
    const metadata = {
      title: info?.Title || undefined,
      author: info?.Author || undefined,
      creator: info?.Creator || undefined,
      producer: info?.Producer || undefined,
      pdfVersion: info?.PDFFormatVersion || undefined,
    };
    const raw = readerCopy.toString('latin1');
    const scanned = hasPageImages(raw);
    let items = await readWithPdfjs(document, scanned);
    let engine = 'pdfjs';
    if (!items.some((item) => /[A-Za-z0-9]/.test(item.text))) {
      // No text for pdf.js: let pdfreader try before the file is called a scan (it reads a few broken
      // files pdf.js does not). It cannot open AES-256, and it would only decode the page images of a scan.
      const fallback = scanned || isAes256(raw) ? [] : await readWithPdfreader(readerCopy, password).catch(() => []);
      if (fallback.some((item) => /[A-Za-z0-9]/.test(item.text))) {
        items = fallback;
        engine = 'pdfreader';
      }
    }
    return { pageCount, pages, items, metadata, engine };
  } finally {
    await closePdf(document);
  }
}

/**
 * The document pages are being rendered from (one at a time): a scan's pages are asked for one by one,
 * and opening the file again for each would parse (and for AES-256, derive the key) every time.
 */
let rendering;

async function renderingDocument(key, bytes, password) {
  if (rendering?.key === key) return rendering.document;
  await releaseRendering();
  const document = await openWithPdfjs(bytes, password, true);
  rendering = { key, document };
  return document;
}

async function releaseRendering() {
  const open = rendering;
  rendering = undefined;
  if (open) await closePdf(open.document);
}

/**
 * The resolution of the widest image drawn on the page (dots per inch across the page's width): what a
 * scanner or phone made the page at. Undefined when the page draws no image.
 */
async function scannedResolution(page, pageWidthPoints) {
  const { OPS } = await pdfjs();
  const operators = await page.getOperatorList();
  let widest = 0;
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index];
    if (fn === OPS.paintImageXObject) widest = Math.max(widest, Number(args?.[1]) || 0);
    else if (fn === OPS.paintInlineImageXObject) widest = Math.max(widest, Number(args?.[0]?.width) || 0);
  });
  return widest > 0 ? (widest / pageWidthPoints) * 72 : undefined;
}

/**
 * Draws one page on white at the given resolution (lowered so the image stays under maxPixels) and
 * returns its 8-bit grey pixels (rows top to bottom) and the paper's tone, measured once for the speck
 * remover and OCR. `forOcr`: the page is a scan about to be read, so its specks are removed first.
 */
async function renderPage({ key, bytes, password, page: number, dpi, maxPixels, forOcr }) {
  const document = await renderingDocument(key, bytes, password);
  if (number < 1 || number > document.numPages) throw new ExtractFailure('DAMAGED', `No page ${number}`);
  const page = await document.getPage(number);
  const size = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / (size.width * size.height)));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const factory = document.canvasFactory;
  const surface = factory.create(width, height);
  try {
    const { context } = surface;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context, viewport }).promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    const pixels = new Uint8Array(width * height);
    for (let source = 0, target = 0; source < rgba.length; source += 4, target += 1) {
      pixels[target] = (rgba[source] * 77 + rgba[source + 1] * 150 + rgba[source + 2] * 29) >> 8;
    }
    const paper = paperTone(pixels);
    if (forOcr) {
      // Specks are judged at the scan's own resolution: a 150-dpi scan drawn at 300 dpi has decimal points
      // as small as a 300-dpi scan's specks, and removing them lost figures' points.
      const scanned = await scannedResolution(page, size.width);
      removeSpecks(pixels, width, height, Math.min(scale * 72, scanned ?? scale * 72), paper);
    }
    return { pixels, width, height, paper, scale };
  } finally {
    factory.destroy(surface);
    page.cleanup();
  }
}

async function isEncrypted({ bytes, password }) {
  try {
    const document = await openWithPdfjs(bytes, undefined);
    await closePdf(document);
    return { encrypted: false, passwordOk: true };
  } catch (error) {
    if (error.code !== 'PASSWORD_REQUIRED' && error.code !== 'WRONG_PASSWORD') throw error;
  }
  if (!password) return { encrypted: true, passwordOk: false };
  try {
    const document = await openWithPdfjs(bytes, password);
    await closePdf(document);
    return { encrypted: true, passwordOk: true };
  } catch (error) {
    if (error.code === 'WRONG_PASSWORD' || error.code === 'PASSWORD_REQUIRED')
      return { encrypted: true, passwordOk: false };
    throw error;
  }
}

/** Renders and releases run one after another, so one file's pages never close another's document. */
let renderQueue = Promise.resolve();
function inRenderQueue(work) {
  const run = renderQueue.then(work);
  renderQueue = run.catch(() => undefined);
  return run;
}

async function handle(message) {
  switch (message.kind) {
    case 'probe':
      return isEncrypted(message);
    case 'render':
      return inRenderQueue(() => renderPage(message));
    case 'release':
      return inRenderQueue(async () => {
        if (rendering?.key === message.key) await releaseRendering();
        return {};
      });
    default:
      return extract(message);
  }
}

parentPort.on('message', async (message) => {
  try {
    const result = await handle(message);
    // A rendered page moves to the caller instead of being copied.
    const transfer = result.pixels ? [result.pixels.buffer] : [];
    parentPort.postMessage({ id: message.id, ok: true, result }, transfer);
  } catch (error) {
    parentPort.postMessage({
      id: message.id,
      ok: false,
      code: error instanceof ExtractFailure ? error.code : 'DAMAGED',
      message: String(error?.message ?? error),
    });
  }
});
