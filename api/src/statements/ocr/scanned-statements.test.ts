import {
  SCAN_LAYOUTS,
  readScannedVariant,
  type ScanLayout,
  type ScanReader,
  type ScanResult,
} from '../../../../test-support/statement-pdfs/scanned-expectations';
import { scanSettings, scanStatement } from '../../../../test-support/statement-pdfs/scanned-statement';
import { freshSeed } from '../../../../test-support/statement-pdfs/variation';
import { PdfReadError, PdfTextReader } from '../pdf/pdf-text';
import { readScannedStatement } from './scanned-reading';

/**
 * Scans made from generated statements (rendered at 150 or 300 dpi, grey paper, noise and specks, turned
 * by up to 1.5 degrees, JPEG, wrapped as an image-only PDF), read with OCR: each is read with its figures
 * exact, or imported for review with the difference the misread rows really make, never wrong as if right.
 * A fixed sample, then one scan of a fresh seed (layout and resolution drawn from it; the seed is in the
 * test's name, STATEMENT_SEEDS=N replays it). The 50-scan sweep is scripts/bench/scanned-statements.bench.ts.
 */
describe('scanned statements read with OCR', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());
  const scans: ScanReader = {
    extract: (bytes, password, options) => reader.extract(bytes, password, options),
    renderPage: (bytes, password, page, dpi) => reader.renderPage(bytes, password, page, dpi),
    readScanned: (scan, extracted) => readScannedStatement(reader, scan, undefined, extracted),
  };
  const results: ScanResult[] = [];

  it('makes scans with no text layer at all', async () => {
    const { pdf } = await SCAN_LAYOUTS['ocbc-account'](5001);
    const scan = await scanStatement(reader, pdf, scanSettings(5001, 150));
    const refused = await reader.extract(scan).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PdfReadError);
    expect((refused as PdfReadError).code).toBe('SCANNED');
  });

  it.each([
    ['citibank-credit', 5655, 150, {}],
    ['ocbc-account', 5001, 150, {}],
    ['dbs-account', 5131, 300, { rotationDegrees: 1.5 }],
    ['dbs-credit', 5700, 300, {}],
  ] as const)('%s variant %i scanned at %i dpi %j', async (layout, seed, dpi, overrides) => {
    const result = await readScannedVariant(scans, layout, seed, dpi, overrides);
    results.push(result);
    expect(result.outcome).not.toBe('silently-wrong');
    if (result.outcome === 'review' && result.rightDifference !== undefined) expect(result.rightDifference).toBe(true);
  });

  const fresh = freshSeed();
  const layouts = Object.keys(SCAN_LAYOUTS) as ScanLayout[];
  const freshLayout = layouts[fresh % layouts.length] ?? 'dbs-credit';
  const freshDpi = Math.floor(fresh / layouts.length) % 2 === 0 ? 300 : 150;

  it(`reads a fresh scan (seed ${fresh}, ${freshLayout} at ${freshDpi} dpi) exactly or for review, never wrong as if right`, async () => {
    const result = await readScannedVariant(scans, freshLayout, fresh, freshDpi);
    expect(result.outcome).not.toBe('silently-wrong');
    if (result.outcome === 'review' && result.rightDifference !== undefined) expect(result.rightDifference).toBe(true);
  }, 240_000);

  it('reads the figures of at least half of the fixed sample exactly', () => {
    const exactFigures = results.filter((result) =>
      ['exact', 'exact-but-spacing', 'figures-exact'].includes(result.outcome),
    );
    expect(results).toHaveLength(4);
    expect(exactFigures.length).toBeGreaterThanOrEqual(2);
    // The decimal point lost on one of them is put back because the totals then agree.
    expect(results.flatMap((result) => result.repairs)).toContainEqual(expect.stringContaining('decimal point lost'));
  });
});
