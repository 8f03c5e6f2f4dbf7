import { MAYBANK_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import { itReadsEveryVariant } from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Maybank Singapore credit card statements (variants of the layout family, OCR quirks included)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());
  itReadsEveryVariant(reader, MAYBANK_CARD);
});
