/**
 * What happened on the account this month, before any bank prints it: dated movements with merchant names,
 * places, foreign amounts and the lines a bank adds under a row. Names and numbers are invented.
 */
import { addDays } from './format';
import type { Rng } from './rng';

export type MovementKind = 'charge' | 'payment' | 'refund' | 'rebate' | 'fee' | 'deposit' | 'withdrawal';

export interface Movement {
  kind: MovementKind;
  /** Transaction date (YYYY-MM-DD): the one a statement's ground truth keeps. */
  date: string;
  /** Posting date, the same or a few days later. */
  postDate: string;
  merchant: string;
  city?: string;
  country?: string;
  /** Foreign currency and amount as printed (`USD`, `100.00`) when the charge was abroad. */
  foreign?: { code: string; amount: string; spelled: string };
  /** Extra description lines the bank prints under the dated line (PayNow details, references). */
  details: string[];
  /** Signed cents from the holder's view: money out or owed negative, money in positive. */
  cents: number;
}

interface Place {
  merchant: string;
  city: string;
  country: string;
}

const SG_SHOPS: readonly string[] = [
  'KOPI CORNER',
  'FAIRPRICE FINEST BUKIT',
  'COLD STORAGE JELITA',
  'GRAB* A-7XKQ2B3',
  'GOJEK SINGAPORE',
  'BUS/MRT 400123987',
  'SHOPEE SINGAPORE MP',
  'LAZADA SG',
  'GUARDIAN ION ORCHARD',
  'WATSONS PLAZA SING',
  'UNIQLO TAMPINES 1',
  'SHENG SIONG-YISHUN',
  'TOAST BOX RAFFLES PL',
  'YA KUN KAYA TOAST',
  'SINGTEL MOBILE BILL',
  'STARHUB ONLINE',
  'SP DIGITAL PTE LTD',
  'POPULAR BOOK CO',
  'COURTS NOVENA',
  'KINOKUNIYA BOOKSTORE',
  'DIN TAI FUNG MARINA',
  'SUSHIRO PLAZA SING',
  'CHALLENGER FUNAN',
  'GOLDEN VILLAGE VIVO',
  'CHARLES & KEITH',
  "MCDONALD'S JURONG PT",
  "SWENSEN'S CAUSEWAY",
  'COMFORTDELGRO TAXI',
  'SHELL PASIR PANJANG',
  'ESSO CLEMENTI',
  'HAWKER STALL #01-23',
  'TAKASHIMAYA S.C.',
  'IKEA TAMPINES',
  'DECATHLON SINGAPORE',
];

const FOREIGN_SHOPS: readonly (Place & { code: string; spelled: string; rate: number })[] = [
  { merchant: 'HOTEL GRACERY', city: 'TOKYO', country: 'JP', code: 'JPY', spelled: 'JAPANESE YEN', rate: 0.0091 },
  { merchant: 'AMAZON.COM*2K4LM9', city: 'SEATTLE', country: 'US', code: 'USD', spelled: 'U. S. DOLLAR', rate: 1.35 },
  { merchant: 'NETFLIX.COM', city: 'LOS GATOS', country: 'US', code: 'USD', spelled: 'U. S. DOLLAR', rate: 1.35 },
  { merchant: 'BOOKING.COM HOTEL', city: 'AMSTERDAM', country: 'NL', code: 'EUR', spelled: 'EURO', rate: 1.46 },
  { merchant: 'PRET A MANGER', city: 'LONDON', country: 'GB', code: 'GBP', spelled: 'POUND STERLING', rate: 1.72 },
  { merchant: 'AIRASIA BERHAD', city: 'SEPANG', country: 'MY', code: 'MYR', spelled: 'MALAYSIAN RINGGIT', rate: 0.3 },
  { merchant: 'SIAM PARAGON', city: 'BANGKOK', country: 'TH', code: 'THB', spelled: 'THAI BAHT', rate: 0.039 },
];

const US_SHOPS: readonly Place[] = [
  { merchant: "TRADER JOE'S #552", city: 'SEATTLE', country: 'WA' },
  { merchant: 'SHELL OIL 57442183', city: 'BELLEVUE', country: 'WA' },
  { merchant: 'AMAZON MKTPL*2K4LM9', city: 'AMZN.COM/BILL', country: 'WA' },
  { merchant: 'STARBUCKS STORE 10442', city: 'PORTLAND', country: 'OR' },
  { merchant: 'UBER *TRIP', city: 'SAN FRANCISCO', country: 'CA' },
  { merchant: 'WHOLEFDS MKT 10233', city: 'AUSTIN', country: 'TX' },
  { merchant: 'TARGET 00012345', city: 'DENVER', country: 'CO' },
  { merchant: 'CVS/PHARMACY #04512', city: 'BOSTON', country: 'MA' },
  { merchant: 'COSTCO WHSE #0112', city: 'ISSAQUAH', country: 'WA' },
  { merchant: 'CHIPOTLE 1842', city: 'CHICAGO', country: 'IL' },
  { merchant: 'SPOTIFY USA', city: 'NEW YORK', country: 'NY' },
  { merchant: 'HOME DEPOT #4702', city: 'PHOENIX', country: 'AZ' },
  { merchant: 'DELTA AIR 0062345', city: 'ATLANTA', country: 'GA' },
  { merchant: 'APPLE.COM/BILL', city: 'CUPERTINO', country: 'CA' },
];

const PEOPLE: readonly string[] = [
  'TAN WEI MING',
  'LIM SU LING',
  'NUR AISYAH',
  'RAJ KUMAR',
  'CHEN JIAHUI',
  'ONG BEE HOON',
];

/** Amount of a purchase: mostly small, sometimes in the thousands so commas are printed. */
function purchaseCents(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.55) return rng.int(150, 4_999);
  if (roll < 0.9) return rng.int(5_000, 39_999);
  if (roll < 0.97) return rng.int(40_000, 149_999);
  return rng.int(150_000, 1_250_000);
}

function dateIn(rng: Rng, from: string, days: number): string {
  return addDays(from, rng.int(0, days));
}

export interface CardMonth {
  statementDate: string;
  previousBalanceCents: number;
  movements: Movement[];
}

export interface CardOptions {
  us: boolean;
  payments: readonly string[];
  rebates: readonly string[];
  /** How many charges; long statements run over several pages. */
  charges: number;
  foreignShare: number;
  feeRows?: (foreign: Movement, rng: Rng) => Movement | undefined;
}

/** A card month: previous balance paid (in full or in part), purchases, refunds, rebates, foreign charges. */
export function drawCardMonth(rng: Rng, statementDate: string, options: CardOptions): CardMonth {
  const start = addDays(statementDate, -rng.int(29, 33));
  const span = Math.max(1, Math.round((Date.parse(statementDate) - Date.parse(start)) / 86_400_000) - 1);
  const previousBalanceCents = rng.chance(0.1) ? 0 : purchaseCents(rng) + rng.int(0, 200_000);
  const movements: Movement[] = [];
  if (previousBalanceCents > 0) {
    const full = rng.chance(0.7);
    const cents = full ? previousBalanceCents : Math.max(5_000, Math.round(previousBalanceCents * 0.4));
    const date = dateIn(rng, start, Math.min(span, 20));
    movements.push({
      kind: 'payment',
      date,
      postDate: addDays(date, rng.int(0, 2)),
      merchant: rng.pick(options.payments),
      details: [],
      cents,
    });
  }
  for (let i = 0; i < options.charges; i += 1) {
    const date = dateIn(rng, start, span);
    const postDate = addDays(date, rng.int(0, 3));
    if (rng.chance(options.foreignShare)) {
      const shop = rng.pick(FOREIGN_SHOPS);
      const cents = purchaseCents(rng);
      const foreignValue = cents / 100 / shop.rate;
      const amount =
        shop.code === 'JPY'
          ? Math.round(foreignValue).toLocaleString('en-US')
          : (Math.round(foreignValue * 100) / 100).toLocaleString('en-US', {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            });
      const charge: Movement = {
        kind: 'charge',
        date,
        postDate,
        merchant: shop.merchant,
        city: shop.city,
        country: shop.country,
        foreign: { code: shop.code, amount, spelled: shop.spelled },
        details: [],
        cents: -cents,
      };
      movements.push(charge);
      const fee = options.feeRows?.(charge, rng);
      if (fee) movements.push(fee);
      continue;
    }
    if (options.us) {
      const shop = rng.pick(US_SHOPS);
      const cents = rng.chance(0.05) ? rng.int(1, 99) : purchaseCents(rng);
      movements.push({ kind: 'charge', date, postDate, ...shop, details: [], cents: -cents });
    } else {
      movements.push({
        kind: 'charge',
        date,
        postDate,
        merchant: rng.pick(SG_SHOPS),
        city: 'SINGAPORE',
        country: 'SG',
        details: [],
        cents: -purchaseCents(rng),
      });
    }
  }
  const charges = movements.filter((m) => m.kind === 'charge');
  if (charges.length > 3 && rng.chance(0.6)) {
    const original = rng.pick(charges);
    const date = addDays(original.date, rng.int(1, 5));
    const capped = date > statementDate ? statementDate : date;
    const partial = rng.chance(0.5);
    movements.push({
      ...original,
      kind: 'refund',
      date: capped,
      postDate: capped,
      merchant: rng.chance(0.5) ? `REFUND ${original.merchant}` : original.merchant,
      foreign: undefined,
      details: [],
      cents: partial ? Math.max(100, Math.round(-original.cents / 2)) : -original.cents,
    });
  }
  if (options.rebates.length > 0 && rng.chance(0.5)) {
    const date = addDays(statementDate, -rng.int(0, 3));
    movements.push({
      kind: 'rebate',
      date,
      postDate: date,
      merchant: rng.pick(options.rebates),
      details: [],
      cents: rng.int(50, 2_500),
    });
  }
  movements.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { statementDate, previousBalanceCents, movements };
}

export interface AccountMonth {
  periodStart: string;
  statementDate: string;
  openingCents: number;
  movements: Movement[];
}

function sgAccountMovement(rng: Rng, date: string, debitCardMask: string): Movement {
  const base = { date, postDate: date };
  const person = rng.pick(PEOPLE);
  const roll = rng.int(0, 9);
  switch (roll) {
    case 0:
      return {
        ...base,
        kind: 'deposit',
        merchant: 'GIRO - SALARY',
        details: ['ACME ANALYTICS PTE LTD', 'SALARY'],
        cents: rng.int(350_000, 980_000),
      };
    case 1:
      return {
        ...base,
        kind: 'deposit',
        merchant: 'FAST PAYMENT',
        details: ['via PayNow-Mobile', `from ${person}`, 'OTHR - OTHR'],
        cents: rng.int(1_000, 80_000),
      };
    case 2:
      return { ...base, kind: 'deposit', merchant: 'INTEREST CREDIT', details: [], cents: rng.int(5, 9_000) };
    case 3:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: 'FAST PAYMENT',
        details: ['via PayNow-Mobile', `to ${person}`],
        cents: -rng.int(500, 60_000),
      };
    case 4:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: 'BILL PAYMENT',
        details: [`INB 4${rng.digits(3)}XXXXXXXX${rng.digits(4)}`, 'CARD BILL'],
        cents: -rng.int(10_000, 300_000),
      };
    case 5:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: 'POS PURCHASE NETS',
        details: [rng.pick(SG_SHOPS)],
        cents: -rng.int(200, 25_000),
      };
    case 6:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: 'DEBIT CARD TRANSACTION',
        details: [`${rng.pick(SG_SHOPS)} SINGAPORE SG`, debitCardMask],
        cents: -rng.int(300, 40_000),
      };
    case 7:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: 'CASH WITHDRAWAL',
        details: [`ATM ${rng.digits(6)} BEDOK`],
        cents: -rng.int(2, 40) * 1_000,
      };
    case 8:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: 'FUNDS TRANSFER',
        details: [`TOP-UP TO PAYLAH! : ${rng.digits(8)}`],
        cents: -rng.int(1_000, 20_000),
      };
    default:
      return {
        ...base,
        kind: 'deposit',
        merchant: 'FUNDS TRANSFER',
        details: [`I-BANK ${rng.digits(10)}`, `from ${person}`],
        cents: rng.int(2_000, 150_000),
      };
  }
}

function usAccountMovement(rng: Rng, date: string): Movement {
  const base = { date, postDate: date };
  const roll = rng.int(0, 8);
  switch (roll) {
    case 0:
      return {
        ...base,
        kind: 'deposit',
        merchant: `ACME CORP PAYROLL PPD ID: ${rng.digits(10)}`,
        details: [],
        cents: rng.int(150_000, 520_000),
      };
    case 1:
      return {
        ...base,
        kind: 'deposit',
        merchant: `Zelle payment from ${rng.pick(['JOHN SMITH', 'MARIA GARCIA', 'DAVID LEE'])}`,
        details: [`Conf# ${rng.digits(9)}`],
        cents: rng.int(1_000, 60_000),
      };
    case 2:
      return {
        ...base,
        kind: 'deposit',
        merchant: 'Online Transfer from SAV ...4421',
        details: [],
        cents: rng.int(5_000, 100_000),
      };
    case 3: {
      const shop = rng.pick(US_SHOPS);
      return {
        ...base,
        kind: 'withdrawal',
        merchant: `Card Purchase ${shop.merchant} ${shop.city} ${shop.country}`,
        details: [],
        cents: -rng.int(300, 25_000),
      };
    }
    case 4:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: `ATM Withdrawal ${rng.digits(6)} 5TH AVE NEW YORK NY`,
        details: [],
        cents: -rng.int(2, 30) * 1_000,
      };
    case 5:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: `COMCAST CABLE COMM PPD ID: ${rng.digits(10)}`,
        details: [],
        cents: -rng.int(5_000, 25_000),
      };
    case 6:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: `Zelle payment to ${rng.pick(['ANNA WHITE', 'KEVIN BROWN'])}`,
        details: [`Conf# ${rng.digits(9)}`],
        cents: -rng.int(1_000, 50_000),
      };
    case 7:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: 'CHASE CREDIT CRD AUTOPAY',
        details: [`PPD ID: ${rng.digits(10)}`],
        cents: -rng.int(20_000, 300_000),
      };
    default:
      return {
        ...base,
        kind: 'withdrawal',
        merchant: `VENMO PAYMENT ${rng.digits(10)} WEB ID: ${rng.digits(10)}`,
        details: [],
        cents: -rng.int(1_000, 30_000),
      };
  }
}

/** A bank-account month: opening balance, dated movements in date order; the balance never goes below zero. */
export function drawAccountMonth(
  rng: Rng,
  statementDate: string,
  options: { us: boolean; count: number; debitCardMask?: string },
): AccountMonth {
  const periodStart = addDays(statementDate, -rng.int(27, 30));
  const span = Math.round((Date.parse(statementDate) - Date.parse(periodStart)) / 86_400_000);
  const openingCents = rng.int(50_000, 2_500_000);
  const dates = Array.from({ length: options.count }, () => addDays(periodStart, rng.int(0, span))).sort();
  const movements: Movement[] = [];
  let balance = openingCents;
  for (const date of dates) {
    let movement = options.us
      ? usAccountMovement(rng, date)
      : sgAccountMovement(rng, date, options.debitCardMask ?? '');
    if (balance + movement.cents < 0) movement = { ...movement, kind: 'deposit', cents: -movement.cents };
    if (movement.kind === 'deposit' && movement.cents < 0) movement = { ...movement, cents: -movement.cents };
    balance += movement.cents;
    movements.push(movement);
  }
  return { periodStart, statementDate, openingCents, movements };
}

export const NAMES = PEOPLE;
