import {
  SCAN_LAYOUTS,
  readScannedVariant,
  type ScanReader,
  type ScanResult,
} from '../../../../test-support/statement-pdfs/scanned-expectations';
import { scanSettings, scanStatement } from '../../../../test-support/statement-pdfs/scanned-statement';
import { PdfReadError, PdfTextReader } from '../pdf/pdf-text';
import { readScannedStatement } from './scanned-reading';

/**
 * Scans made from generated statements (rendered at 150 or 300 dpi, grey paper, noise and specks, turned
 * by up to 1.5 degrees, JPEG, wrapped as an image-only PDF), read with OCR: each is read with its figures
 * exact, or imported for review with the difference the misread rows really make, never wrong as if right.
 * Six pages in all; the 50-scan sweep is scripts/bench/scanned-statements.bench.ts.
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

  it('reads the figures of at least half of them exactly', () => {
    const exactFigures = results.filter((result) =>
      ['exact', 'exact-but-spacing', 'figures-exact'].includes(result.outcome),
    );
    expect(results).toHaveLength(4);
    expect(exactFigures.length).toBeGreaterThanOrEqual(2);
    // The decimal point lost on one of them is put back because the totals then agree.
    expect(results.flatMap((result) => result.repairs)).toContainEqual(expect.stringContaining('decimal point lost'));
  });
});
