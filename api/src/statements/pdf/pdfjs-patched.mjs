// pdf.js, loaded the way this app reads statements with it: its worker module (which pdf.js runs in this
// same thread in Node) comes from a copy with two edits (PATCHES below), and the natives its legacy build
// replaces with slower polyfills are put back.
//
// pdf.js derives the key of an AES-256 (revision 6) PDF with its own JavaScript SHA-2 and AES: about
// 60 ms per derivation and two per opened file, most of the time spent on a protected statement. Node's
// crypto does the same work in well under a millisecond; pdf.js has no hook for it, so the copy's
// PDF20._hash asks Node first.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** ISO 32000-2 algorithm 2.B (the revision 6 hash), as pdf.js computes it, with Node's crypto. */
export function pdf20Hash(password, input, userBytes) {
  const passwordBytes = Buffer.from(password);
  const userBytesBuffer = Buffer.from(userBytes);
  let k = crypto.createHash('sha256').update(input).digest();
  let e = Buffer.from([0]);
  for (let round = 0; round < 64 || e[e.length - 1] > round - 32; round += 1) {
    const combined = Buffer.concat([passwordBytes, k, userBytesBuffer]);
    const repeated = Buffer.alloc(combined.length * 64);
    for (let copy = 0; copy < 64; copy += 1) combined.copy(repeated, copy * combined.length);
    // 64 copies of any length are a whole number of AES blocks: no padding.
    const cipher = crypto.createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    e = Buffer.concat([cipher.update(repeated), cipher.final()]);
    let sum = 0;
    for (let index = 0; index < 16; index += 1) sum += e[index];
    const algorithm = ['sha256', 'sha384', 'sha512'][sum % 3];
    k = crypto.createHash(algorithm).update(e).digest();
  }
  return new Uint8Array(k.subarray(0, 32));
}

/**
 * Edits made to the copy of pdf.js's worker module that this thread runs (pdf.js runs its worker in the
 * same thread in Node). Each is applied only where its anchor is found exactly once: after a pdf.js upgrade
 * that moves one, pdf.js runs without that edit, slower, with the same result.
 */
const PATCHES = [
  {
    // ISO 32000-2 key derivation through Node's crypto (see pdf20Hash).
    anchor: '  _hash(password, input, userBytes) {',
    insert: '\n    if (globalThis.__gardenPdf20Hash) return globalThis.__gardenPdf20Hash(password, input, userBytes);',
  },
  {
    // Reading text, pdf.js still converts every embedded font program to OpenType, which only drawing
    // needs: on an OCR'd scan (a dozen embedded CFF fonts) that is half the time of reading its text. A
    // composite (Type0) font takes its text from its ToUnicode map and its widths from /W, never from the
    // program, so in a document opened for text only such a font is loaded without it. Simple fonts keep
    // theirs: their built-in encoding can change how text is split.
    anchor: '    let systemFontInfo = null;\n    if (fontFile) {',
    before:
      '    if (fontFile && composite && toUnicode instanceof BaseStream && globalThis.__gardenTextOnlyDocuments?.has(this.idFactory.getDocId())) {\n      fontFile = null;\n    }\n',
  },
];

/** Worker-side ids of the documents opened to read text only (see markTextOnly). */
const textOnlyDocuments = new Set();

/** The worker-side id pdf.js gives the document of a loading task. */
const workerDocumentId = (docId) => `g_${docId}`;

/**
 * Marks the document of a loading task (before it loads) as opened to read text, not to draw: its
 * composite fonts are loaded without their font programs. Returns the function that forgets it.
 */
export function markTextOnly(task) {
  const id = workerDocumentId(task.docId);
  textOnlyDocuments.add(id);
  return () => textOnlyDocuments.delete(id);
}

function patchedSource(source) {
  let patched = source;
  for (const { anchor, insert = '', before = '' } of PATCHES) {
    if (patched.split(anchor).length !== 2) continue;
    patched = patched.replace(anchor, `${before}${anchor}${insert}`);
  }
  return patched === source ? undefined : patched;
}

/**
 * pdf.js's legacy build (the one meant for Node) replaces a few built-ins with core-js polyfills for old
 * browsers. On Node 20 (V8 11) that includes Array.prototype.push, which pdf.js calls in every inner loop
 * (font and content-stream parsing): the polyfill costs about a sixth of the time of reading a statement.
 * The natives are right on every Node this runs on, so they are put back after pdf.js loads.
 */
const NATIVES_PDFJS_REPLACES = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
];

/** The legacy pdf.js, loaded once per thread with its patched worker module and the natives kept. */
export async function loadPdfjs() {
  const natives = NATIVES_PDFJS_REPLACES.map(([owner, key]) => [
    owner,
    key,
    Object.getOwnPropertyDescriptor(owner, key),
  ]);
  if (!globalThis.pdfjsWorker) {
    const require = createRequire(import.meta.url);
    const source = fs.readFileSync(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'), 'utf8');
    const patched = patchedSource(source);
    if (patched) {
      const digest = crypto.createHash('sha256').update(patched).digest('hex').slice(0, 16);
      const file = path.join(os.tmpdir(), `garden-pdfjs-worker-${digest}.mjs`);
      if (!fs.existsSync(file)) {
        // Written whole, then renamed, so a second process never imports a half-written copy.
        const partial = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
        fs.writeFileSync(partial, patched);
        fs.renameSync(partial, file);
      }
      globalThis.__gardenPdf20Hash = pdf20Hash;
      globalThis.__gardenTextOnlyDocuments = textOnlyDocuments;
      globalThis.pdfjsWorker = await import(pathToFileURL(file).href);
    }
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  for (const [owner, key, descriptor] of natives) {
    if (descriptor && Object.getOwnPropertyDescriptor(owner, key)?.value !== descriptor.value)
      Object.defineProperty(owner, key, descriptor);
  }
  return pdfjs;
}
