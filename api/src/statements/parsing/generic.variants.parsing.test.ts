import { GENERIC_ACCOUNT, GENERIC_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import { itReadsEveryVariant } from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('statements of banks without their own parser (variants of the generic table family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());
  itReadsEveryVariant(reader, GENERIC_ACCOUNT, 'account variant %i reads exactly');
  itReadsEveryVariant(reader, GENERIC_CARD, 'card variant %i reads exactly');
});
