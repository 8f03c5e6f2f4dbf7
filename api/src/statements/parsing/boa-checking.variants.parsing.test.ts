import { BOA_CHECKING } from '../../../../test-support/statement-pdfs/layout-families';
import { itReadsEveryVariant } from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Bank of America checking statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());
  itReadsEveryVariant(reader, BOA_CHECKING);
});
