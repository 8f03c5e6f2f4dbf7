import { isColumnLabel, isHeaderLine, roleCellIndex, separateGluedLabels } from './table-headers';

describe('table headers by meaning', () => {
  it.each([
    ['DATE DESCRIPTION AMOUNT', ['date', 'description', 'amount']],
    ['DATE DESCRIPTION AMOUNT (SGD)', ['date', 'description', 'amount']],
    ['Date Description Amount (S$)', ['date', 'description', 'amount']],
    ['TRANSACTION DATE DESCRIPTION AMOUNT (SGD)I', ['date', 'description', 'amount']],
    ['Trans Date Transaction Details Amount in SGD', ['date', 'description', 'amount']],
    ['Post Date Trans Date Description Amount S$', ['postingDate', 'date', 'description', 'amount']],
    [
      'Post Date Trans Date Description of Transaction Transaction Amount',
      ['postingDate', 'date', 'description', 'amount'],
    ],
    ['Date Particulars Withdrawals Deposits Balance', ['date', 'description', 'withdrawal', 'deposit', 'balance']],
    ['DATE DETAILS DEBIT CREDIT BALANCE (SGD)', ['date', 'description', 'withdrawal', 'deposit', 'balance']],
    [
      'Date Description Money Out Money In Running Balance',
      ['date', 'description', 'withdrawal', 'deposit', 'balance'],
    ],
    // Money in printed before money out.
    ['Txn Date Narrative Paid In Paid Out Balance', ['date', 'description', 'withdrawal', 'deposit', 'balance']],
  ] as const)('reads "%s" as its columns', (text, roles) => {
    expect(isHeaderLine(text, roles)).toBe(true);
  });

  it.each([
    ['Statement Date 16 Feb 2025', ['date', 'description', 'amount']],
    ['Please pay the amount due by the due date', ['date', 'description', 'amount']],
    ['Update your particulars online', ['date', 'description', 'amount']],
    ['AMOUNT DESCRIPTION DATE', ['date', 'description', 'amount']],
    ['Date Description Amount', ['date', 'description', 'withdrawal', 'deposit', 'balance']],
    ['Date Balance Paid In Paid Out Particulars', ['date', 'description', 'withdrawal', 'deposit', 'balance']],
  ] as const)('does not read "%s" as a header with those columns', (text, roles) => {
    expect(isHeaderLine(text, roles)).toBe(false);
  });

  it('finds the cell that names a column', () => {
    const cells = [{ text: 'DATE' }, { text: 'DESCRIPTION' }, { text: 'AMOUNT (SGD)' }];
    expect(roleCellIndex(cells, 'amount')).toBe(2);
    expect(roleCellIndex(cells, 'balance')).toBe(-1);
    expect(roleCellIndex([{ text: 'Description' }, { text: 'Amount S$' }], 'amount')).toBe(1);
  });

  it('reads stacked labels joined per column as labels, and other words as none', () => {
    for (const label of ['Post Date', 'Trans Date', 'Tran date', 'Txn Date', 'Amount in FCY', 'Amount (SGD)']) {
      expect(isColumnLabel(label)).toBe(true);
    }
    for (const words of ['Description SINGAPORE SG', 'TAN AH KOW', 'Your account summary']) {
      expect(isColumnLabel(words)).toBe(false);
    }
  });

  it('splits labels drawn with no gap between them', () => {
    const text = separateGluedLabels('Txn Date Value Date Description ChequeWithdrawals (SGD) Deposit Balance');
    expect(text).toBe('Txn Date Value Date Description Cheque Withdrawals (SGD) Deposit Balance');
    expect(isHeaderLine(text, ['description', 'withdrawal', 'deposit', 'balance'])).toBe(true);
    expect(separateGluedLabels('ChequeWITHDRAWAL')).toBe('Cheque WITHDRAWAL');
  });
});
