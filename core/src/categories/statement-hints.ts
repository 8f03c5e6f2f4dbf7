import type { SystemCategoryName } from './system-categories';

/**
 * Lines every bank prints around the purchases: payments to the card, interest, fees, refunds, salary.
 * Checked after the merchant knowledge base; the sign of the amount matters for some.
 */
export function statementHint(description: string, amountCents: number): SystemCategoryName | undefined {
  const text = description.toUpperCase();
  if (
    /\b(PAYMENT|PYMT)\b.*\b(THANK YOU|INTERNET|RECEIVED|GIRO|AUTOPAY|AXS|IBANKING)\b|\bAUTOPAY\b|BILL PAYMENT/.test(
      text,
    )
  )
    return 'Transfers';
  if (/\bINTEREST\b/.test(text)) return amountCents > 0 ? 'Interest & Rewards' : 'Fees & Charges';
  if (/\b(FEE|CHARGE|CHG)S?\b/.test(text)) return 'Fees & Charges';
  if (/\b(REFUND|REVERSAL|RETURN)\b/.test(text)) return 'Refunds';
  if (/\b(REBATE|CASHBACK|REWARD)S?\b/.test(text)) return 'Interest & Rewards';
  if (/\b(SALARY|SAL|PAYROLL|WAGES)\b/.test(text)) return 'Salary & Income';
  // FAST only as the transfer scheme ("FAST PAYMENT", "FAST INCOMING ..."), not a merchant named "FAST FEAST".
  if (
    /\b(TRANSFER|TRF|PAYNOW|GIRO|IBG|MEPS)\b|\bFAST (PAYMENT|TRANSFER|COLLECTION|INCOMING|OUTGOING|RECEIPT)\b/.test(
      text,
    )
  )
    return amountCents > 0 && /\b(SAL|SALARY|PAYROLL)\b/.test(text) ? 'Salary & Income' : 'Transfers';
  if (/\b(CASH|ATM)\b/.test(text)) return 'Transfers';
  return undefined;
}
