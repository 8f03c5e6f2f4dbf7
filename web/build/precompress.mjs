// Build step after `vite build`: writes `name.br` and `name.gz` beside each text file of the build, at the
// strongest settings. Done once here, so the server sends them without compressing anything per request.
// Usage: node build/precompress.mjs [directory, default dist]
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads; fonts and images are compressed already. Source maps are left to the server. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below about one TCP packet compression saves nothing worth a second file (the server's threshold too). */
const MIN_BYTES = 1024;

async function precompressFile(file) {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return { bytes: content.length, brotliBytes: br.length };
}

const directory = path.resolve(process.argv[2] ?? 'dist');
const entries = await fs.readdir(directory, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
const results = (await Promise.all(files.map(precompressFile))).filter((result) => result !== null);
const kb = (bytes) => Math.round(bytes / 1024);
console.log(
  `precompressed ${results.length} files in ${path.relative(process.cwd(), directory) || '.'}: ` +
    `${kb(results.reduce((sum, r) => sum + r.bytes, 0))} KB -> ${kb(results.reduce((sum, r) => sum + r.brotliBytes, 0))} KB brotli`,
);
