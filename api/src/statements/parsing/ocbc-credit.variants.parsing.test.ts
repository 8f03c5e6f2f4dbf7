import { OCBC_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import { itReadsEveryVariant } from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('OCBC credit card statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());
  itReadsEveryVariant(reader, OCBC_CARD);
});
