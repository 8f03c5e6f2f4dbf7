// pdf.js derives the key of an AES-256 (revision 6) PDF with its own JavaScript SHA-2 and AES: about
// 60 ms per derivation and two per opened file, most of the time spent on a protected statement. Node's
// crypto does the same work in well under a millisecond. pdf.js has no hook for it, so its worker module
// (which pdf.js runs in this thread in Node) is loaded from a copy whose PDF20._hash asks Node first. If a
// pdf.js upgrade moves the anchor, the copy is not made and pdf.js runs unpatched: slower, same result.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ANCHOR = '  _hash(password, input, userBytes) {';
const HOOK = `${ANCHOR}\n    if (globalThis.__gardenPdf20Hash) return globalThis.__gardenPdf20Hash(password, input, userBytes);`;

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
 * Makes pdf.js (imported after this call) use pdf20Hash. Returns true when the patched worker is in
 * place, false when pdf.js runs as shipped.
 */
export async function useFastPdf20Hash() {
  if (globalThis.pdfjsWorker) return Boolean(globalThis.__gardenPdf20Hash);
  const require = createRequire(import.meta.url);
  const original = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const source = fs.readFileSync(original, 'utf8');
  if (source.split(ANCHOR).length !== 2) return false;
  const patched = source.replace(ANCHOR, HOOK);
  const digest = crypto.createHash('sha256').update(patched).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `garden-pdfjs-worker-${digest}.mjs`);
  if (!fs.existsSync(file)) {
    // Written whole, then renamed, so a second process never imports a half-written copy.
    const partial = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
    fs.writeFileSync(partial, patched);
    fs.renameSync(partial, file);
  }
  globalThis.__gardenPdf20Hash = pdf20Hash;
  globalThis.pdfjsWorker = await import(pathToFileURL(file).href);
  return true;
}
