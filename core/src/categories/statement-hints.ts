import type { SystemCategoryName } from './system-categories';

/**
 * Statement patterns: the lines every bank prints around the purchases, recognised by their wording
 * families rather than by a merchant — CPF lines per account, salary and other pay, interest and rewards,
 * fees, card payments, refunds. They decide before the knowledge base. Transfer rails (PayNow, FAST,
 * GIRO, bill payment, Zelle …) only say how money moved, not what for, so they are reported apart
 * (transferRail) and decide only when nothing else knows the payee.
 */

const CPF_CONTEXT =
  /\b(?:CPF|CENTRAL PROVIDENT|TOP-UP|TOP UP|CON|CONT|CONTR|CONTRIB|CONTRIBUTIONS?|ALLOCATION|ALLOC|ER|EE|EMPLOYER|EMPLOYEE|INTEREST|RSTU|VOLUNTARY)\b/;
const CPF_ACCOUNTS: [RegExp, SystemCategoryName][] = [
  [/\b(?:MEDISAVE|RNEDISAVE|MEDI SAVE|MEDISHIELD)\b/, 'CPF-MA'],
  [/\bRSTU\b|\bRETIREMENT SUM\b|\bSPECIAL (?:ACCOUNT|ACCOU\w*|A\/?C|ACCT)\b/, 'CPF-SA'],
  [/\bORDINARY (?:ACCOUNT|ACCOU\w*|A\/?C|ACCT)\b|\bCREDITED ORDINARY\b|\bORDINARY$/, 'CPF-OA'],
];
const CPF_CODES: Record<string, SystemCategoryName> = { OA: 'CPF-OA', SA: 'CPF-SA', MA: 'CPF-MA' };

/** A CPF line and the account it moves money in or out of. */
export function cpfAccount(text: string): SystemCategoryName | undefined {
  // "TRANSFER FROM OA TO SA": the account money goes to.
  const toAccount = /\b(?:OA|SA|MA) TO (OA|SA|MA)\b/.exec(text);
  if (toAccount) return CPF_CODES[toAccount[1] ?? ''];
  for (const [pattern, category] of CPF_ACCOUNTS) if (pattern.test(text)) return category;
  if (!CPF_CONTEXT.test(text) && !/^(?:OA|SA|MA)\b/.test(text)) return undefined;
  if (/\bMEDI$/.test(text)) return 'CPF-MA';
  const code = /(?:\bCPF[- ]?|\b)(OA|SA|MA)\b/.exec(text);
  return code ? CPF_CODES[code[1] ?? ''] : undefined;
}

const CARD_ISSUERS =
  /\b(?:DBS|POSB|OCBC|UOB|CITI|CITIBANK|CITICARD|HSBC|SCB|STANDARD CHARTERED|STAN CHART|MAYBANK|AMEX|AMERICAN EXPRESS|CHASE|DISCOVER|CAPITAL ONE|CAPITALONE|BARCLAYCARD|BARCLAYS|SYNCHRONY|WELLS FARGO|BANK OF AMERICA|BK OF AMER|BOFA|US BANK|USBANK|APPLE ?CARD|APPLECARD|GS BANK|GOLDMAN SACHS|TRUST BANK|CIMB|BOC|ICBC)\b/;

/** Paying a credit card bill: the credit on the card, or the payment from the bank account. */
function isCardPayment(text: string, amountCents: number): boolean {
  if (/\b(?:MORTGAGE|MTG|HOME|LENDING|LOAN|LOANS|INSURANCE|LATE)\b/.test(text)) return false;
  if (
    /\bPA?YMT?\b.{0,6}\bTHANK YOU\b|\bPAYMENT\b.{0,12}\b(?:THANK YOU|RECEIVED)\b|\bTHANK YOU\b.*\bPAYMENT\b/.test(text)
  ) {
    return true;
  }
  if (
    amountCents > 0 &&
    /^(?:PAYMENT|PYMT|PMT|PAYMT)\b.*\b(?:INTERNET|GIRO|IBANKING|AXS|ONLINE|MOBILE|BILL ?PAY|AUTO|E-?BANK|HOMEB|CYBERB)/.test(
      text,
    )
  ) {
    return true;
  }
  const paymentWord =
    /\b(?:PAYMENT|PYMT|PMT|PMNT|AUTOPAY|AUTO PAY|AUTO-PAY|EPAYMENT|E-PAYMENT|EPAY|BILL|BILL PAY|GIRO)\b/.test(text);
  const cardWord = /\b(?:CARD|CARDS|CRD|CREDIT CARD|CARDMEMBER|CARD CENTRE|CARD CENTER|CARDSVC|CARD SERVICES)\b/.test(
    text,
  );
  if (paymentWord && cardWord && CARD_ISSUERS.test(text)) return true;
  // "CITI AUTOPAY", "AMEX EPAYMENT ACH PMT", "DISCOVER E-PAYMENT": an issuer and a payment word, nothing else.
  const rest = text
    .replace(CARD_ISSUERS, ' ')
    .replace(
      /\b(?:AUTOPAY|AUTO PAY|EPAYMENT|E-PAYMENT|EPAY|ONLINE|MOBILE|PAYMENT|PYMT|PMT|ACH|WEB|PPD|ID|DES|CCD|INDN|CO|TRANSFER)\b/g,
      ' ',
    )
    .replace(/[^A-Z]+/g, ' ')
    .trim();
  return (
    /\b(?:AUTOPAY|AUTO PAY|EPAYMENT|E-PAYMENT|EPAY|ONLINE PMT|MOBILE PMT|ACH PMT)\b/.test(text) &&
    CARD_ISSUERS.test(text) &&
    rest.length <= 12
  );
}

const FEE_PHRASES =
  /\b(?:ANNUAL|LATE|LATE PAYMENT|SERVICE|FINANCE|ADMIN|ADMINISTRATIVE|ADMINISTRATION|OVERLIMIT|OVER[- ]LIMIT|CASH ADVANCE|CASH ADV|FOREIGN TRANSACTION|FOREIGN TXN|FOREIGN CURRENCY|FOREIGN EXCHANGE|FX|TRANSFER|WIRE TRANSFER|SVC|CONVERSION|CROSS[- ]BORDER|CCY|CURRENCY|MAINTENANCE|MONTHLY|MONTHLY SERVICE|FALL[- ]BELOW|BELOW MINIMUM|MIN(?:IMUM)? BAL(?:ANCE)?|ATM|WIRE|TT|NSF|OVERDRAFT|OD|RETURNED PAYMENT|RETURNED ITEM|RETURN CHEQUE|STOP PAYMENT|REPLACEMENT|CARD REPLACEMENT|PROCESSING|INTL|INTERNATIONAL|INTL TRANSACTION|INTERNATIONAL TRANSACTION|PAPER STATEMENT|STATEMENT|COUNTER|CHEQUE|CHECK|SMS|COMMITMENT|EARLY REDEMPTION|EARLY TERMINATION|TRANSACTION|TRANS|DCC|EXCESS|DORMANT|DORMANCY|ACCOUNT|ACCT|BANK|MEMBERSHIP|BOOK|CHEQUE BOOK|CHECKBOOK|CABLE|TELEGRAPHIC|REMITTANCE|DRAFT|COMMISSION)\s(?:FEES?|CHARGES?|CHGS?|CHRG)\b|\bSURCHARGE\b/;
const INTEREST_CHARGED =
  /\b(?:INTEREST CHARGED?|INTEREST CHARGES|PURCHASE INTEREST|CASH INTEREST|FINANCE CHARGES?|INT CHARGED?|RETAIL INTEREST|INTEREST ON (?:PURCHASES|CASH|OVERDUE|BALANCE)|OVERDUE INTEREST|LATE INTEREST)\b/;
const FEE_WORD = /\b(?:FEES?|CHARGES?|CHGS?|CHRG|COMMISSION|GST|SURCHARGE)\b/;
const FEE_WAIVER = /\b(?:WAIVER|WAIVED|WAIVE|REVERSAL|REVERSED|REV|REFUND|REFUNDED|RVSL|CREDIT ADJ\w*)\b/;

const REFUND_WORDS =
  /\b(?:REFUNDS?|REFUNDED|RFND|REFUND CR|REVERSAL|REVERSED|RVSL|CHARGEBACK|CHARGE BACK|RETURNS?|RETURNED|MERCHANT CREDIT|CREDIT ADJ\w*|CR ADJ|ADJUSTMENT CR|CANCELLED|CANCELLATION|CREDIT VOUCHER|TAX REF)\b/;

const INTEREST_EARNED =
  /\b(?:INTEREST|INT CR|INT CREDIT|INT EARNED|INT PAID|BONUS INT|BONUS INTEREST|INTEREST CREDIT|CR INT|INT\.)\b|\bINT\b.*\b(?:CR|CREDIT|EARNED|PAID|BONUS)\b/;
const REWARDS =
  /\b(?:CASH ?BACK|CASHBACK|REBATES?|REWARDS?|REDEMPTION OF POINTS|POINTS REDEMPTION|REDEEM\w*|STATEMENT CREDIT|REFERRAL|SIGN[- ]?UP BONUS|WELCOME BONUS|DIVIDENDS?|DIV|DISTRIBUTION|DISTR|SHOPBACK|RAKUTEN|TOPCASHBACK|IBOTTA|FETCH REWARDS|SSB INT\w*|COUPON PAYMENT|MILES|POINTS)\b/;

const SALARY =
  /\b(?:SALARY|SALARIES|SAL|SALA|SALRY|PAYROLL|PAYRL|PAY ?ROLL|WAGES?|DIR DEP|DIRECT DEP\w*|DIRDEP|DIRECT DEPOSIT|REG\.?SALARY|BONUS PAY|COMMISSION PAY|STIPEND|ALLOWANCE|PAYCHECK|PAYSLIP|GUSTO|ADP|PAYCHEX|INTUIT PAYROLL)\b/;
const INWARD =
  /\b(?:INWARD|INCOMING|INWD)\b.*\b(?:TT|TELEGRAPHIC|REMITTANCE|REMIT|WIRE)\b|\bTT (?:CREDIT|CR|INWARD|IN)\b|\bTELEGRAPHIC TRANSFER (?:CR|CREDIT|IN)\b|\bREMITTANCE RECEIVED\b|\bWU REMITTANCE\b|\bTELEGRAPHIC TRANSFER\b.*\bFROM\b|\bWESTERN UNION\b|\bMONEYGRAM\b|\bWIRE (?:IN|CREDIT|TRANSFER IN)\b|\bFED WIRE CREDIT\b|\bFEDWIRE CREDIT\b|\bWIRE TRANSFER (?:IN|INCOMING|CREDIT)\b/;
const GOVERNMENT_PAYOUTS =
  /\b(?:GST ?VOUCHER|GSTV|WORKFARE|WIS|CDC VOUCHER|SILVER SUPPORT|ASSURANCE PACKAGE|SG60|MOE BURSARY|BABY BONUS|IRS TREAS 310|SSA TREAS|SOC SEC|UNEMPLOYMENT|STATE TAX REF)\b/;
const GIG_PAYOUTS =
  /\b(?:PAYOUTS?|CASHOUT|CASH OUT|EARNINGS|INSTANT PAY|DRIVER PAY|HOST PAYOUT|UPWORK|FIVERR|PAYONEER|DEEL|REMOTE COM|TOPTAL|DASHER|DRIVER|PARTNER EARNINGS|STRIPE)\b|\b(?:UBER|LYFT|DOORDASH|GRAB|INSTACART|AIRBNB|DELIVEROO|FOODPANDA|SHIPT|TURO|ETSY|EBAY)\b.*\b(?:PAYMENTS?|PYMNTS|EDI|PAYOUTS?|EARNINGS|TRANSFER|DEPOSIT|DIR DEP)\b/;

const PAY_MONTH =
  /\b(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC|MONTHLY|BONUS)\s?(?:\d{2,4}\s)?PAY\b|\bPAY$|\bDIRECT D$|\bDIR D$|\bRENTAL INCOME\b|\bINCOME\b/;
const GIFT_MEMO =
  /\b(?:ANGBAO|ANG BAO|ANGPAO|ANG PAO|ANGPOW|ANG POW|ANGBA|HONGBAO|HONG BAO|RED PACKET|WEDDING|BIRTHDAY|GIFT|XMAS GIFT|CNY GIFT)\b/;
const RENT_MEMO = /\b(?:RENT|RENTAL|ROOM RENT)\b/;

const ATM_CASH =
  /\b(?:ATM(?!\/POS)|CASH WITHDRAWAL|CASH WDL|ATM WDL|WITHDRAWAL ATM|CASH DEPOSIT|CDM|CASH DEP|AWL|ATM CASH)\b/;

/** The spending categories: money coming back from one of these is a refund. */
export const SPENDING_CATEGORIES: ReadonlySet<SystemCategoryName> = new Set<SystemCategoryName>([
  'Food & Dining',
  'Groceries',
  'Transport',
  'Shopping',
  'Bills & Utilities',
  'Subscriptions',
  'Entertainment',
  'Health & Wellness',
  'Personal Care',
  'Travel',
  'Education',
  'Gifts & Donations',
  'Fees & Charges',
]);

/**
 * The category a statement pattern gives a line, if its wording is one of the families above.
 * text: the description in upper case with runs of spaces collapsed.
 */
export function statementPattern(description: string, amountCents: number): SystemCategoryName | undefined {
  const text = description.toUpperCase().replace(/\s+/g, ' ').trim();
  const moneyIn = amountCents > 0;

  const cpf =
    /\bCPF|CENTRAL PROVIDENT|RETIREMENT SUM|MEDISAVE|MEDI SAVE|MEDISHIELD|\bRSTU\b|\bORDINARY\b|\bSPECIAL\b|\bMEDI\b|\b(?:OA|SA|MA)\b/.test(
      text,
    )
      ? cpfAccount(text)
      : undefined;
  if (cpf) return cpf;

  if (/\bBONUS INT\w*\b|\bINT(?:EREST)? BONUS\b|\b360 BONUS\b/.test(text)) return 'Interest & Rewards';

  if (FEE_WORD.test(text) || INTEREST_CHARGED.test(text)) {
    if (moneyIn && FEE_WAIVER.test(text)) return 'Refunds';
    if (!moneyIn && (FEE_PHRASES.test(text) || INTEREST_CHARGED.test(text))) return 'Fees & Charges';
    if (!moneyIn && /\bGST\b.*\b(?:FEE|CHARGE)S?\b|\b(?:FEE|CHARGE)S?\b.*\bGST\b/.test(text)) return 'Fees & Charges';
  }

  if (isCardPayment(text, amountCents)) return 'Transfers';

  if (transferRail(text)) {
    if (GIFT_MEMO.test(text)) return 'Gifts & Donations';
    if (RENT_MEMO.test(text)) return moneyIn ? 'Salary & Income' : 'Housing';
  }

  if (moneyIn) {
    if ((SALARY.test(text) || PAY_MONTH.test(text)) && !/\bINTEREST\b/.test(text)) return 'Salary & Income';
    if (INWARD.test(text)) return 'Salary & Income';
    if (GOVERNMENT_PAYOUTS.test(text)) return 'Salary & Income';
    if (REFUND_WORDS.test(text)) return 'Refunds';
    if (INTEREST_EARNED.test(text) || REWARDS.test(text)) return 'Interest & Rewards';
    if (GIG_PAYOUTS.test(text) && !/\b(?:VENMO|PAYPAL|CASH APP|CASHAPP|ZELLE|WISE|REVOLUT|YOUTRIP)\b/.test(text)) {
      return 'Salary & Income';
    }
  } else {
    if (/\bINTEREST\b/.test(text) && !/\bINTEREST FREE\b/.test(text)) return 'Fees & Charges';
  }
  if (ATM_CASH.test(text)) return 'Transfers';
  return undefined;
}

/** Rails that move money between people (PayNow, FAST, transfers, Zelle …): Transfers unless the payee says otherwise. */
const PERSON_RAILS =
  /\b(?:PAYNOW|PAY NOW|FAST (?:PAYMENT|TRANSFER|COLLECTION|INCOMING|OUTGOING|RECEIPT|FUND)|TRANSFER|TRANSFERS|TRF|TFR|XFER|FUNDS TRF|ZELLE|VENMO|CASH APP|CASHAPP|WIRE|REMITTANCE|TOP[- ]?UP|TOPUP|RELOAD|E-?WALLET|WALLET)\b/;
/** Rails that pay a biller (bill payment, GIRO, AXS, ACH debits): the payee is a business, never a plain transfer. */
const BILLER_RAILS =
  /\b(?:BILL PAYMENT|BILL PAY|BILL PYMT|BILLPAY|GIRO|IBG|INTERBANK|MEPS|AXS|ACH PMT|ACH DEBIT|DIRECT DEBIT|DIRECT DR|STANDING INSTRUCTION|IBANKING|EPS|DES:BILL PAY|AUTOPAY|AUTO PAY)\b/;

export type TransferRail = 'person' | 'biller';

/** The kind of rail a line names (how the money moved); its payee still decides the category. */
export function transferRail(description: string): TransferRail | undefined {
  const text = description.toUpperCase();
  if (BILLER_RAILS.test(text)) return 'biller';
  if (PERSON_RAILS.test(text)) return 'person';
  return undefined;
}

/**
 * Kept for callers of the earlier API: the statement pattern of a line, else Transfers for a transfer
 * rail, else nothing.
 */
export function statementHint(description: string, amountCents: number): SystemCategoryName | undefined {
  return (
    statementPattern(description, amountCents) ?? (transferRail(description) === 'person' ? 'Transfers' : undefined)
  );
}

/** Words of how a line was paid, never of whom or what for. */
const CHANNEL_WORDS = new Set(
  (
    'TRANSFER TRANSFERS TRF TFR XFER FUNDS FUND POS NETS QR GIRO IBG ITEM CHECK CHEQUE CHQ DEBIT CREDIT CARD CARDS ' +
    'PURCHASE PURCHASES ACH WEB PPD CCD MISC SUNDRY ADJUSTMENT ADJ CR DR ADVICE COUNTER TXN TRANSACTION TRANS ' +
    'ELECTRONIC WITHDRAWAL DEPOSIT EFT REF NO NUMBER VISA DDA PUR CHECKCARD CHECCARD MST EPS POINT OF SALE INST ' +
    'INTERNET ONLINE BANKING IBANKING MOBILE PAYMENT PAYMENTS PMT FROM TO VIA THE A AN AND FOR ON AT BY IN OUT ' +
    'CONSUMER PIN SIGNATURE RECURRING AUTHORIZED BILL MEMO OTHER INCOMING OUTGOING INWARD OUTWARD LOCAL ' +
    'STANDING INSTRUCTION SI ID DES INDN CO MEPS INTERBANK CASH'
  ).split(' '),
);

export function isChannelWord(word: string): boolean {
  return CHANNEL_WORDS.has(word);
}

/** Nothing on the line says who was paid or why (a bare `POS 483920`, `TRANSFER 00123`, `CHECK 1042`). */
export function namesNobody(words: readonly string[]): boolean {
  return words.every(isChannelWord);
}
