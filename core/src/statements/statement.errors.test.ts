import { StatementError, StatementParseError, statementMessage } from './statement.errors';

describe('statement failures by code', () => {
  it('carries its domain, its code and the words a person reads', () => {
    const error = new StatementError('JOB_NOT_FOUND');
    expect(error).toMatchObject({ domain: 'statements', code: 'JOB_NOT_FOUND', message: 'Upload job not found' });
    expect(error.name).toBe('StatementError');
  });

  it('puts the detail a message names into it', () => {
    expect(statementMessage('FILE_NOT_PDF', 'notes.txt')).toBe(
      'notes.txt: Invalid file format. Please upload PDF files only.',
    );
    expect(new StatementParseError('NO_TRANSACTIONS', 'DBS statement').message).toBe(
      'No transactions were found in this DBS statement.',
    );
  });

  it('says how many pages, or which scanned page, only when it is known', () => {
    expect(statementMessage('TOO_MANY_PAGES')).toBe(
      'This PDF has too many pages for a bank statement (the limit is 200).',
    );
    expect(statementMessage('TOO_MANY_PAGES', '250')).toBe(
      'This PDF has 250 pages, too many for a bank statement (the limit is 200).',
    );
    expect(statementMessage('OCR_TIMEOUT', '2 of 3')).toBe(
      'Scanned page 2 of 3 took too long to read. Please upload a clearer scan or the original statement PDF from your bank.',
    );
  });

  it('is a parse failure only when a parser raised it', () => {
    expect(new StatementParseError('UNRECOGNISED')).toBeInstanceOf(StatementError);
    expect(new StatementError('UNRECOGNISED')).not.toBeInstanceOf(StatementParseError);
  });
});
