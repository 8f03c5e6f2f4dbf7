import { UOB_ACCOUNT } from '../../../../test-support/statement-pdfs/layout-families';
import { itReadsEveryVariant } from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('UOB account statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());
  itReadsEveryVariant(reader, UOB_ACCOUNT);
});
