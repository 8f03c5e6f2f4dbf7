/**
 * Every generated layout family with what any statement drawn from it reads as. A family's tests of chosen
 * months and its tests of seeded variants expect this same reading; a month test adds only what its month
 * prints beyond it (e.g. the product's name).
 */
import type { AccountType, BankId, ParsedAccount, ParsedTransaction } from '@garden/core';
import { boaCheckingVariant, drawBoaCheckingStatement } from './layouts/boa-checking.layout';
import { boaCardVariant, drawBoaCreditStatement } from './layouts/boa-credit.layout';
import { chaseCheckingVariant, drawChaseCheckingStatement } from './layouts/chase-checking.layout';
import { chaseCardVariant, drawChaseCreditStatement } from './layouts/chase-credit.layout';
import { citibankCardVariant, drawCitibankCreditStatement } from './layouts/citibank-credit.layout';
import { dbsAccountVariant, drawDbsAccountStatement } from './layouts/dbs-account.layout';
import { dbsCardVariant, drawDbsCreditStatement } from './layouts/dbs-credit.layout';
import {
  drawGenericAccountStatement,
  drawGenericCardStatement,
  genericAccountVariant,
  genericCardVariant,
} from './layouts/generic.layout';
import { drawHsbcCreditStatement, hsbcCardVariant } from './layouts/hsbc-credit.layout';
import { drawMaybankCreditStatement, maybankCardVariant } from './layouts/maybank-credit.layout';
import { drawOcbcAccountStatement, ocbcAccountVariant } from './layouts/ocbc-account.layout';
import { drawOcbcCreditStatement, ocbcCardVariant } from './layouts/ocbc-credit.layout';
import {
  drawStandardCharteredCreditStatement,
  standardCharteredCardVariant,
} from './layouts/standard-chartered-credit.layout';
import { drawTrustCreditStatement, trustCardVariant } from './layouts/trust-credit.layout';
import { drawUobAccountStatement, uobAccountVariant } from './layouts/uob-account.layout';
import { drawUobCreditStatement, uobCardVariant } from './layouts/uob-credit.layout';
import { lastFourDigits } from './layout-helpers';
import type { ExpectedReading, GeneratedLayout, ProtectedScenario } from './statement-expectations';

type Drawing<Scenario extends ProtectedScenario, Expected> = Pick<
  GeneratedLayout<Scenario, Expected>,
  'draw' | 'variant'
>;

/** A family whose reading is stated in full; the builders below state the shared parts of similar banks. */
const family = <Scenario extends ProtectedScenario, Expected>(
  parserId: string,
  drawing: Drawing<Scenario, Expected>,
  reading: (scenario: Scenario, expected: Expected) => ExpectedReading,
): GeneratedLayout<Scenario, Expected> => ({ parserId, ...drawing, reading });

/** Current accounts read as checking accounts, every other product as savings. */
const accountTypeOf = (product: string): AccountType => (/current/i.test(product) ? 'checking' : 'savings');

/** A Singapore bank account: the product names the account (as the bank names it) and its type. */
function singaporeAccount<Scenario extends ProtectedScenario & { product: string; statementDate: string }>(
  [parserId, bank, institution]: [string, BankId, string],
  drawing: Drawing<Scenario, SingaporeAccountExpected>,
  accountName: (product: string) => string,
): GeneratedLayout<Scenario, SingaporeAccountExpected> {
  return family(parserId, drawing, (scenario, expected) => ({
    bank,
    transactions: expected.transactions,
    openingBalanceCents: expected.openingBalanceCents,
    account: {
      institution,
      name: accountName(scenario.product),
      accountType: accountTypeOf(scenario.product),
      last4: expected.last4,
      currency: 'SGD',
      statementDate: scenario.statementDate,
      balanceCents: expected.closingBalanceCents,
    },
    reconciliation: { against: 'closing balance' },
  }));
}

interface SingaporeAccountExpected {
  transactions: ParsedTransaction[];
  openingBalanceCents: number;
  closingBalanceCents: number;
  last4: string;
}

/** Where a card layout prints the figures its reading needs beyond the ones every card prints. */
interface CardPrints<Scenario, Expected> {
  last4: (card: Scenario) => string | undefined;
  openingBalanceCents: (card: Scenario, expected: Expected) => number;
  /** What the agreeing reconciliation names, where every variant names the same figure. */
  against?: string;
}

/** Where most card layouts print them: the card number, and the previous balance owed (negative). */
const CARD_NUMBER_AND_PREVIOUS_BALANCE = {
  last4: (card: { cardNumber: string }) => card.cardNumber.slice(-4),
  openingBalanceCents: (card: { previousBalanceOwedCents: number }) => -card.previousBalanceOwedCents,
};

/**
 * A Singapore card: what is owed reads negative, and the account is expected as far as every variant prints
 * it (the credit limit where the layout prints one; the product name only where a month test knows it).
 */
function singaporeCard<
  Scenario extends ProtectedScenario & { statementDate: string; creditLimitCents?: number },
  Expected extends { transactions: ParsedTransaction[]; closingOwedCents: number },
>(
  [parserId, bank, institution]: [string, BankId, string],
  drawing: Drawing<Scenario, Expected>,
  prints: CardPrints<Scenario, Expected>,
): GeneratedLayout<Scenario, Expected> {
  return family(parserId, drawing, (card, expected) => ({
    bank,
    transactions: expected.transactions,
    openingBalanceCents: prints.openingBalanceCents(card, expected),
    accountIncluding: {
      institution,
      accountType: 'credit',
      last4: prints.last4(card),
      currency: 'SGD',
      statementDate: card.statementDate,
      balanceCents: expected.closingOwedCents,
      ...(card.creditLimitCents === undefined ? {} : { creditLimitCents: card.creditLimitCents }),
    },
    ...(prints.against ? { reconciliation: { against: prints.against } } : {}),
  }));
}

/** A US bank's statement: in dollars, its totals agreeing with the printed figure it names. */
const usStatement = (
  bank: BankId,
  against: string,
  figures: { transactions: ParsedTransaction[]; openingBalanceCents: number },
  account: Omit<ParsedAccount, 'currency'>,
): ExpectedReading => ({ bank, ...figures, account: { ...account, currency: 'USD' }, reconciliation: { against } });

export const BOA_CHECKING = family(
  'boa-checking',
  { draw: drawBoaCheckingStatement, variant: boaCheckingVariant },
  (scenario, { transactions, openingCents, closingCents }) =>
    usStatement(
      'bank_of_america',
      'ending balance',
      { transactions, openingBalanceCents: openingCents },
      {
        institution: 'Bank of America',
        name: scenario.productName,
        accountType: 'checking',
        last4: scenario.accountNumber.slice(-4),
        statementDate: scenario.statementDate,
        balanceCents: closingCents,
      },
    ),
);

export const BOA_CARD = family(
  'boa-credit',
  { draw: drawBoaCreditStatement, variant: boaCardVariant },
  (card, { transactions, openingCents, closingCents }) =>
    usStatement(
      'bank_of_america',
      'new balance total',
      { transactions, openingBalanceCents: openingCents },
      {
        institution: 'Bank of America',
        name: card.productName,
        accountType: 'credit',
        last4: card.cardNumber.slice(-4),
        statementDate: card.statementDate,
        balanceCents: closingCents,
        creditLimitCents: card.creditLimitCents,
      },
    ),
);

export const CHASE_CHECKING = family(
  'chase-checking',
  { draw: drawChaseCheckingStatement, variant: chaseCheckingVariant },
  (scenario, { transactions, endingCents }) =>
    usStatement(
      'chase',
      'ending balance',
      { transactions, openingBalanceCents: scenario.beginningCents },
      {
        institution: 'Chase',
        name: scenario.product,
        accountType: 'checking',
        last4: scenario.accountNumber.slice(-4),
        statementDate: scenario.endDate,
        balanceCents: endingCents,
      },
    ),
);

export const CHASE_CARD = family(
  'chase-credit',
  { draw: drawChaseCreditStatement, variant: chaseCardVariant },
  (card, { transactions, closingOwedCents }) =>
    usStatement(
      'chase',
      'new balance',
      { transactions, openingBalanceCents: -card.previousBalanceOwedCents },
      {
        institution: 'Chase',
        name: 'Chase Credit Card',
        accountType: 'credit',
        last4: card.accountNumber.slice(-4),
        statementDate: card.closingDate,
        balanceCents: closingOwedCents,
        creditLimitCents: card.creditLimitCents,
      },
    ),
);

/** "POSB SAVINGS ACCOUNT" -> "POSB Savings Account": the product as the scenario names it, bank kept. */
const dbsProductName = (product: string): string =>
  product
    .split(' ')
    .map((word) => (/^(DBS|POSB)$/.test(word) ? word : `${word[0] ?? ''}${word.slice(1).toLowerCase()}`))
    .join(' ');

export const DBS_ACCOUNT = singaporeAccount(
  ['dbs-account', 'dbs', 'DBS'],
  { draw: drawDbsAccountStatement, variant: dbsAccountVariant },
  dbsProductName,
);

/** The account's name for each product a variant prints: named with the bank, words in title case. */
const OCBC_ACCOUNT_NAMES: Record<string, string> = {
  '360 ACCOUNT': 'OCBC 360 Account',
  'OCBC 360 Account': 'OCBC 360 Account',
  'OCBC CURRENT ACCOUNT': 'OCBC Current Account',
  'STATEMENT SAVINGS ACCOUNT': 'OCBC Statement Savings Account',
  'OCBC Monthly Savings Account': 'OCBC Monthly Savings Account',
};

export const OCBC_ACCOUNT = singaporeAccount(
  ['ocbc-account', 'ocbc', 'OCBC'],
  { draw: drawOcbcAccountStatement, variant: ocbcAccountVariant },
  (product) => OCBC_ACCOUNT_NAMES[product] ?? `unexpected product ${product}`,
);

export const UOB_ACCOUNT = singaporeAccount(
  ['uob-account', 'uob', 'UOB'],
  { draw: drawUobAccountStatement, variant: uobAccountVariant },
  // Products are named with the bank: "Uniplus Savings Account" is UOB's.
  (product) => (product.startsWith('UOB') ? product : `UOB ${product}`),
);

export const CITIBANK_CARD = singaporeCard(
  ['citibank-credit', 'citibank', 'Citibank'],
  { draw: drawCitibankCreditStatement, variant: citibankCardVariant },
  CARD_NUMBER_AND_PREVIOUS_BALANCE,
);

export const DBS_CARD = singaporeCard(
  ['dbs-credit', 'dbs', 'DBS'],
  { draw: drawDbsCreditStatement, variant: dbsCardVariant },
  CARD_NUMBER_AND_PREVIOUS_BALANCE,
);

export const HSBC_CARD = singaporeCard(
  ['hsbc-credit', 'hsbc', 'HSBC'],
  { draw: drawHsbcCreditStatement, variant: hsbcCardVariant },
  CARD_NUMBER_AND_PREVIOUS_BALANCE,
);

export const MAYBANK_CARD = singaporeCard(
  ['maybank-credit', 'maybank', 'Maybank'],
  { draw: drawMaybankCreditStatement, variant: maybankCardVariant },
  // The first card printed is the primary card: the parsed account.
  {
    last4: (card) => card.cards[0]?.number.slice(-4),
    openingBalanceCents: (_card, expected) => expected.openingBalanceCents,
  },
);

export const OCBC_CARD = singaporeCard(
  ['ocbc-credit', 'ocbc', 'OCBC'],
  { draw: drawOcbcCreditStatement, variant: ocbcCardVariant },
  { ...CARD_NUMBER_AND_PREVIOUS_BALANCE, against: 'total amount due' },
);

export const STANDARD_CHARTERED_CARD = singaporeCard(
  ['standard-chartered-credit', 'standard_chartered', 'Standard Chartered'],
  { draw: drawStandardCharteredCreditStatement, variant: standardCharteredCardVariant },
  CARD_NUMBER_AND_PREVIOUS_BALANCE,
);

export const TRUST_CARD = singaporeCard(
  ['trust-credit', 'trust', 'Trust Bank'],
  { draw: drawTrustCreditStatement, variant: trustCardVariant },
  { ...CARD_NUMBER_AND_PREVIOUS_BALANCE, last4: (card) => card.last4 },
);

export const UOB_CARD = singaporeCard(
  ['uob-credit', 'uob', 'UOB'],
  { draw: drawUobCreditStatement, variant: uobCardVariant },
  CARD_NUMBER_AND_PREVIOUS_BALANCE,
);

/** An unknown bank's statement, read by the generic parser: variants name other banks and currencies. */
const genericStatement = (
  accountType: AccountType,
  scenario: { bank?: string; currency?: string; statementDate: string },
  expected: { transactions: ParsedTransaction[]; openingBalanceCents: number; balanceCents: number },
  account: Pick<ParsedAccount, 'name' | 'last4' | 'creditLimitCents'>,
): ExpectedReading => ({
  bank: 'generic',
  transactions: expected.transactions,
  openingBalanceCents: expected.openingBalanceCents,
  account: {
    institution: scenario.bank ?? '',
    accountType,
    currency: scenario.currency ?? '',
    statementDate: scenario.statementDate,
    balanceCents: expected.balanceCents,
    ...account,
  },
});

export const GENERIC_ACCOUNT = family(
  'generic',
  { draw: drawGenericAccountStatement, variant: genericAccountVariant },
  (scenario, expected) =>
    genericStatement('savings', scenario, expected, {
      name: `${scenario.bank ?? ''} Account`,
      last4: lastFourDigits(scenario.accountNumber),
    }),
);

export const GENERIC_CARD = family(
  'generic',
  { draw: drawGenericCardStatement, variant: genericCardVariant },
  (card, expected) =>
    genericStatement('credit', card, expected, {
      name: `${card.bank ?? ''} Credit Card`,
      last4: lastFourDigits(card.cardNumber),
      creditLimitCents: card.creditLimitCents,
    }),
);
