/**
 * Statement lines that are not a purchase from a shop: fees, interest and rewards, salary and other income,
 * transfers, investments, refunds, rent and gifts by transfer, CPF lines per account, and undecidable lines.
 * Written by hand for the categories corpus; each "merchant" is a payer, payee or wording family with a
 * stable key, rendered in the wordings Singapore and US banks print.
 */
/** A merchant whose rows come from wording functions w(t, data) and an amount function. */
function tm(slug, region, kind, amount, wordings, { strength = 0.6, data = {} } = {}) {
  return {
    slug,
    region,
    render: (t) => {
      const description = t.pick(wordings)(t, data);
      const value = amount(t, data, description);
      const k = typeof kind === 'function' ? kind(t) : kind;
      return { description: t.noise(description, strength), amount: value, kind: k };
    },
  };
}

const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const outOf = (min, max) => (t) => t.out(t.money(min, max));
const inOf = (min, max) => (t) => t.fmt(t.money(min, max));
/** Money in when the wording says so (FROM, CASHOUT, an instant transfer out of PayPal), else out. */
const directed = (min, max) => (t, _data, description) =>
  /\bFROM\b|CASHOUT|INST XFER/.test(description) ? t.fmt(t.money(min, max)) : t.out(t.money(min, max));

// ---------------------------------------------------------------- Fees & Charges

const SG_CARD_ISSUERS = ['DBS', 'POSB', 'OCBC', 'UOB', 'CITIBANK', 'HSBC', 'SCB', 'MAYBANK', 'AMEX', 'TRUST', 'CIMB'];
const US_ISSUERS = ['CHASE', 'BANK OF AMERICA', 'WELLS FARGO', 'CITI', 'CAPITAL ONE', 'AMEX', 'DISCOVER', 'US BANK'];

const SG_FEES = {
  'annual-fee': [
    [180, 400],
    [
      () => 'ANNUAL FEE',
      (t) => `ANNUAL FEE ${t.masked()}`,
      () => 'CARD ANNUAL FEE',
      () => 'ANNUAL MEMBERSHIP FEE',
      (t, d) => `${d.bank} ANNUAL FEE`,
      () => 'ANNUAL FEE - PRINCIPAL CARD',
      () => 'ANNUAL FEE SUPPLEMENTARY CARD',
    ],
  ],
  'gst-on-fee': [
    [1, 36],
    [
      () => 'GST ON ANNUAL FEE',
      () => 'GST @ 9% ON ANNUAL FEE',
      () => 'GST ON FEES',
      () => 'GOODS & SERVICES TAX',
      () => 'GST ON LATE CHARGE',
      () => 'GST 9% ON SERVICE CHARGE',
    ],
  ],
  'late-charge': [
    [80, 120],
    [
      () => 'LATE CHARGE',
      () => 'LATE PAYMENT FEE',
      () => 'LATE PAYMENT CHARGE',
      (t) => `LATE CHARGE ${t.dates.ddmm()}`,
      (t, d) => `${d.bank} LATE PAYMENT CHARGE`,
    ],
  ],
  'finance-charge': [
    [3, 180],
    [
      () => 'FINANCE CHARGE',
      () => 'FINANCE CHARGES ON RETAIL',
      () => 'INTEREST CHARGED ON PURCHASES',
      () => 'RETAIL INTEREST',
      () => 'INTEREST ON CASH ADVANCE',
      () => 'PURCHASE INTEREST CHARGE',
    ],
  ],
  'fx-fee': [
    [0.2, 18],
    [
      () => 'CCY CONVERSION FEE',
      () => 'FOREIGN CURRENCY TRANSACTION FEE',
      (t) => `ADMIN FEE - FOREIGN TXN ${t.dates.ddMMM()}`,
      () => 'CROSS BORDER TRANSACTION FEE',
      () => 'OVERSEAS TRANSACTION CHARGE',
      (t) => `FX FEE ${t.pick(['USD', 'JPY', 'MYR', 'EUR'])} TXN`,
      () => 'DCC FEE',
    ],
  ],
  'fall-below-fee': [
    [2, 15],
    [
      () => 'FALL BELOW FEE',
      () => 'SERVICE CHARGE - BELOW MIN BAL',
      () => 'MONTHLY SERVICE FEE',
      () => 'MIN BALANCE SERVICE CHARGE',
      () => 'ACCOUNT SERVICE FEE',
    ],
  ],
  'cash-advance-fee': [
    [15, 60],
    [() => 'CASH ADVANCE FEE', () => 'CASH ADV CHARGE', (t) => `CASH ADVANCE FEE ${t.dates.ddMMM()}`],
  ],
  'tt-charges': [
    [10, 35],
    [
      () => 'TT COMMISSION',
      () => 'CABLE CHARGES',
      () => 'INWARD TT CHARGE',
      () => 'REMITTANCE CHARGES',
      (t) => `AGENT BANK CHARGES ${t.alnum(10)}`,
      () => 'TELEGRAPHIC TRANSFER COMM',
    ],
  ],
  'overlimit-fee': [
    [40, 60],
    [() => 'OVERLIMIT FEE', () => 'OVER LIMIT CHARGE', () => 'OVERLIMIT FEE CHARGED'],
  ],
  'misc-bank-fee': [
    [1, 30],
    [
      () => 'CHEQUE BOOK CHARGE',
      () => 'COIN DEPOSIT FEE',
      () => 'ATM WITHDRAWAL FEE - OVERSEAS',
      () => 'CARD REPLACEMENT FEE',
      () => 'STATEMENT RETRIEVAL FEE',
      () => 'COUNTER SERVICE CHARGE',
    ],
  ],
};

const US_FEES = {
  'monthly-service-fee': [
    [5, 25],
    [
      () => 'MONTHLY SERVICE FEE',
      () => 'MONTHLY MAINTENANCE FEE',
      () => 'SERVICE FEE',
      (t) => `MONTHLY SERVICE FEE ${t.dates.mmdd()}`,
    ],
  ],
  'overdraft-fee': [
    [25, 36],
    [
      () => 'OVERDRAFT FEE',
      (t) => `OVERDRAFT ITEM FEE FOR ACTIVITY OF ${t.dates.mmdd()}`,
      () => 'INSUFFICIENT FUNDS FEE',
      () => 'NSF RETURNED ITEM FEE',
      () => 'EXTENDED OVERDRAFT FEE',
    ],
  ],
  'wire-fee': [
    [15, 50],
    [
      () => 'OUTGOING WIRE TRANSFER FEE',
      () => 'WIRE TRANS SVC CHARGE',
      () => 'DOMESTIC WIRE FEE',
      () => 'INTL WIRE FEE',
    ],
  ],
  'atm-fee': [
    [2, 6],
    [
      () => 'NON-CHASE ATM FEE-WITH',
      () => 'ATM FEE',
      () => 'NON-NETWORK ATM FEE',
      (t) => `ATM SURCHARGE ${t.digits(6)}`,
    ],
  ],
  'foreign-transaction-fee': [
    [0.3, 20],
    [
      () => 'FOREIGN TRANSACTION FEE',
      () => 'INTERNATIONAL TRANSACTION FEE',
      () => 'FOREIGN EXCHANGE RATE ADJUSTMENT FEE',
    ],
  ],
  'late-fee': [
    [25, 41],
    [() => 'LATE FEE', () => 'LATE PAYMENT FEE', () => 'PAST DUE FEE'],
  ],
  'annual-fee-us': [
    [95, 695],
    [() => 'ANNUAL MEMBERSHIP FEE', () => 'ANNUAL FEE', (t) => `ANNUAL FEE ${t.dates.mmdd()} THRU ${t.dates.mmdd()}`],
  ],
  'interest-charge': [
    [2, 160],
    [
      () => 'INTEREST CHARGE ON PURCHASES',
      () => 'PURCHASE INTEREST CHARGE',
      () => 'INTEREST CHARGE ON CASH ADVANCES',
      () => 'INTEREST CHARGED',
    ],
  ],
  'paper-statement-fee': [
    [1, 3],
    [() => 'PAPER STATEMENT FEE', () => 'STATEMENT COPY FEE'],
  ],
};

function feeMerchants(issuers, fees, region) {
  const types = Object.keys(fees);
  const merchants = [];
  issuers.forEach((bank, i) => {
    // Each issuer prints a few of the fee kinds; which ones rotates so every kind appears with several banks.
    const own = [0, 3, 6]
      .map((step) => types[(i + step) % types.length])
      .concat(i % 2 === 0 ? [types[(i + 1) % types.length]] : []);
    for (const type of new Set(own)) {
      const [[min, max], wordings] = fees[type];
      const kind = /annual|late|finance|fx|overlimit|cash-advance|gst|foreign|interest/.test(type) ? 'card' : 'bank';
      merchants.push(tm(`${slugify(bank)}-${type}`, region, kind, outOf(min, max), wordings, { data: { bank } }));
    }
  });
  return merchants;
}

// ---------------------------------------------------------------- Interest & Rewards

const SG_INTEREST = [
  [
    'dbs-interest',
    [() => 'INTEREST EARNED', () => 'INTEREST CREDIT', (t) => `INTEREST EARNED ${t.dates.mmmYYYY()}`],
    [0.1, 40],
  ],
  ['posb-interest', [() => 'INTEREST CREDIT', () => 'Interest Earned', () => 'POSB INTEREST'], [0.05, 12]],
  [
    'ocbc-360-bonus',
    [
      () => 'BONUS INTEREST - SALARY',
      () => '360 BONUS INT SALARY',
      () => 'BONUS INT - SAVE',
      () => 'BONUS INTEREST SPEND',
      () => 'OCBC 360 BONUS INTEREST',
    ],
    [5, 160],
  ],
  [
    'uob-one-interest',
    [() => 'UOB ONE BONUS INTEREST', () => 'INTEREST CREDIT', () => 'ONE ACCOUNT ADDITIONAL INT'],
    [3, 140],
  ],
  [
    'dbs-multiplier-bonus',
    [() => 'MULTIPLIER BONUS INTEREST', () => 'BONUS INTEREST', (t) => `BONUS INT ${t.dates.MMM()}`],
    [2, 90],
  ],
  ['trust-interest', [() => 'INTEREST PAID', () => 'TRUST SAVINGS INTEREST', () => 'DAILY INTEREST CREDIT'], [0.5, 30]],
  [
    'gxs-interest',
    [() => 'GXS SAVINGS INTEREST', () => 'INTEREST FROM SAVING POCKET', () => 'GXS BOOST POCKET INTEREST'],
    [0.2, 25],
  ],
  ['scb-bonussaver', [() => 'BONUS$AVER INTEREST', () => 'BONUSSAVER BONUS INT', () => 'INTEREST CREDITED'], [2, 110]],
  ['citi-cashback', [() => 'CASH REBATE', () => 'CITI CASH BACK CREDIT', () => 'CASHBACK CREDITED'], [2, 80]],
  [
    'uob-one-card-rebate',
    [() => 'UOB ONE CARD REBATE', () => 'QUARTERLY CASH REBATE', () => 'ONE CARD CASH REBATE'],
    [20, 200],
  ],
  ['dbs-live-fresh-cashback', [() => 'CASHBACK', () => 'LIVE FRESH CASHBACK', () => 'DBS CASHBACK CREDIT'], [1, 60]],
  [
    'amex-statement-credit',
    [() => 'STATEMENT CREDIT REWARDS', () => 'AMEX OFFER CREDIT', () => 'MEMBERSHIP REWARDS CREDIT'],
    [5, 80],
  ],
  [
    'hsbc-rewards-redeem',
    [() => 'REWARD POINTS REDEMPTION CR', () => 'HSBC CASH REBATE', () => 'REDEMPTION OF REWARD POINTS'],
    [10, 120],
  ],
  [
    'shopback-payout',
    [() => 'SHOPBACK CASHBACK PAYOUT', () => 'SHOPBACK PTE LTD', (t) => `FAST INCOMING SHOPBACK ${t.alnum(8)}`],
    [3, 90],
  ],
  ['referral-bonus', [() => 'REFERRAL BONUS', () => 'SIGN UP REWARD', () => 'WELCOME GIFT CASH CREDIT'], [10, 200]],
  [
    'dividend-dbs-group',
    [() => 'DIVIDEND DBS GROUP HOLDINGS', (t) => `CDP DIV DBSGRP ${t.dates.ddmmyy()}`, () => 'DIV DBS GRP HLDGS LTD'],
    [20, 900],
  ],
  [
    'dividend-singtel',
    [() => 'DIVIDEND SINGTEL', () => 'CDP DIVIDEND SINGAPORE TELECOM', () => 'SINGTEL DIV PAYMENT'],
    [10, 400],
  ],
  [
    'dividend-reit',
    [
      () => 'DISTRIBUTION CAPITALAND INTEGRATED COMM TR',
      () => 'CICT DISTRIBUTION',
      () => 'REIT DISTRIBUTION MAPLETREE PAN ASIA',
    ],
    [20, 600],
  ],
  [
    'maribank-interest',
    [() => 'MARIBANK SAVINGS INTEREST', () => 'MARI SAVINGS DAILY INTEREST', () => 'INTEREST - MARI SAVINGS'],
    [0.2, 40],
  ],
  [
    'hsbc-everyday-bonus',
    [() => 'EVERYDAY GLOBAL BONUS INTEREST', () => 'HSBC EGA CASH REWARD', () => 'EVERYDAY+ REWARDS CREDIT'],
    [5, 120],
  ],
  [
    'cimb-fastsaver-interest',
    [() => 'FASTSAVER INTEREST', () => 'CIMB INTEREST CREDIT', () => 'INTEREST - FASTSAVER'],
    [1, 60],
  ],
  [
    'heymax-rewards',
    [() => 'HEYMAX MAX MILES CASH OUT', () => 'KRISPAY REWARDS CREDIT', () => 'KRISFLYER MILES CASH REWARD'],
    [5, 60],
  ],
  [
    'ssb-interest',
    [(t) => `SSB INTEREST GX${t.digits(5)}F`, () => 'SAVINGS BOND INTEREST', () => 'SGS SAVINGS BONDS INT'],
    [10, 400],
  ],
];

const US_INTEREST = [
  ['chase-interest', [() => 'INTEREST PAYMENT', () => 'INTEREST EARNED'], [0.01, 15]],
  ['ally-interest', [() => 'INTEREST PAID', () => 'ALLY BANK INTEREST', () => 'Interest Paid'], [2, 120]],
  ['marcus-interest', [() => 'MARCUS INTEREST', () => 'INTEREST PAID THIS PERIOD'], [3, 150]],
  [
    'discover-cashback',
    [() => 'CASHBACK BONUS REDEMPTION', () => 'CASHBACK BONUS CREDIT', () => 'DISCOVER CASHBACK'],
    [5, 120],
  ],
  [
    'chase-redemption',
    [() => 'REDEMPTION CREDIT', () => 'ULTIMATE REWARDS REDEMPTION', () => 'STATEMENT CREDIT REDEMPTION'],
    [10, 300],
  ],
  [
    'capital-one-rewards',
    [() => 'CAPITAL ONE REWARDS CREDIT', () => 'REWARDS REDEMPTION', () => 'VENTURE MILES CREDIT'],
    [10, 250],
  ],
  ['citi-double-cash', [() => 'CASH REWARD', () => 'DOUBLE CASH REWARD CREDIT'], [5, 150]],
  [
    'dividend-vti',
    [() => 'DIVIDEND RECEIVED VANGUARD TOTAL STOCK', () => 'QUALIFIED DIVIDEND VTI', () => 'DIV VTI'],
    [5, 400],
  ],
  [
    'amex-platinum-credit',
    [() => 'PLATINUM DIGITAL ENTERTAINMENT CREDIT', () => 'AMEX UBER CASH CREDIT', () => 'PLATINUM HOTEL CREDIT'],
    [10, 200],
  ],
  ['sofi-interest', [() => 'SOFI BANK INTEREST', () => 'INTEREST EARNED SOFI VAULT'], [2, 90]],
  ['rakuten-cashback', [() => 'RAKUTEN CASH BACK', () => 'RAKUTEN BIG FAT CHECK', () => 'RAKUTEN INC PAYPAL'], [5, 90]],
];

const interestMerchants = (list, region) =>
  list.map(([slug, wordings, [min, max]]) =>
    tm(
      slug,
      region,
      /cashback|rebate|rewards|redemption|statement|amex|reward/.test(slug) ? 'card' : 'bank',
      inOf(min, max),
      wordings,
    ),
  );

// ---------------------------------------------------------------- Salary & Income

const SG_EMPLOYERS = [
  'SHOPEE SINGAPORE PRIVATE LIMITED',
  'GOVTECH',
  'MINISTRY OF HEALTH',
  'DBS BANK LTD',
  'SINGAPORE AIRLINES LTD',
  'NTUC ENTERPRISE CO-OP',
  'GRAB HOLDINGS SG',
  'KEPPEL LTD',
  'CAPITALAND INVESTMENT',
  'SINGHEALTH SERVICES',
  'TEMASEK POLYTECHNIC',
  'ST ENGINEERING',
  'CHANGI AIRPORT GROUP',
  'PSA CORPORATION',
  'MINISTRY OF EDUCATION',
  'TAN BROS TRADING PTE LTD',
  'LIONCITY LOGISTICS PTE LTD',
  'BRIGHTPATH CONSULTING PTE',
  'HAWKER HERITAGE F&B PTE LTD',
  'SEA GREEN ENGINEERING PTE',
  'NATIONAL UNIVERSITY HOSP',
  'PUB THE NATIONAL WATER AGENCY',
];
const US_EMPLOYERS = [
  'ACME CORP',
  'GOOGLE LLC',
  'AMAZON.COM SERVICES',
  'MICROSOFT CORP',
  'TARGET CORP',
  'KAISER FOUNDATION HOSP',
  'STATE OF TEXAS',
  'CITY OF SEATTLE',
  'UNIV OF MICHIGAN',
  'WALGREEN CO',
  'STARBUCKS CORP',
  'NORTHWIND TRADERS INC',
  'BLUE RIDGE DENTAL LLC',
  'PINE STREET CAPITAL',
];

const SG_SALARY = [
  (t, d) => `GIRO SALARY ${d.who}`,
  (t, d) => `INWARD CREDIT-FAST ${d.who} SALA ${t.alnum(8)}`,
  (t, d) => `INWARD GIRO CREDIT ${d.who} SALA ${t.alnum(10)}`,
  (t, d) => `IBG GIRO ${d.who} SAL ${t.dates.MMM()}${t.int(23, 25)}`,
  (t, d) => `FAST PAYMENT RECEIPT ${d.who} SALA`,
  (t, d) => `FUNDS TRANSFER ${d.who} PAYROLL ${t.dates.mmYYYY()}`,
  (t, d) => `SALARY CREDIT ${d.who}`,
  (t, d) => `GIRO - SALARY ${d.who} ${t.alnum(12)}`,
  (t, d) => `INTERBANK GIRO ${d.who} ${t.digits(8)} SALARY`,
  (t, d) => `ICT ${d.who} SAL ${t.dates.mmmYYYY()}`,
  (t, d) => `CREDIT ${d.who} ${t.dates.MMM()} PAY`,
  (t, d) => `${d.who} ${t.dates.mmmYYYY()} SALARY`,
  (t, d) => `GIRO ${d.who} ${t.digits(10)}`,
  (t, d) => `FAST COLLECTION ${d.who} SALA ${t.alnum(16)}`,
  (t, d) => `Salary ${t.titleCase(d.who)} ${t.dates.monthYYYY()}`,
];
const US_SALARY = [
  (t, d) => `${d.who} DIR DEP PPD ID: ${t.digits(10)}`,
  (t, d) => `DIRECT DEP ${d.who}`,
  (t, d) => `${d.who} PAYROLL PPD ID: ${t.digits(10)}`,
  (t, d) => `ACH CREDIT ${d.who} PAYROLL`,
  (t, d) => `${d.who} DES:PAYROLL ID:${t.alnum(9)} INDN:JORDAN A RIVERA CO ID:${t.digits(10)} PPD`,
  (t, d) => `DEPOSIT ${d.who} DIRECT DEP ${t.dates.mmdd()}`,
  (t, d) => `${d.who} DIRECT DEP ${t.digits(6)}`,
  (t, d) => `ACH DEPOSIT ${d.who} REG.SALARY`,
  (t, d) => `GUSTO DES:NET PAY ID:${t.alnum(8)} INDN:TAYLOR KIM CO ID:${d.who}`,
  (t, d) => `ADP PAYROLL FEES ${d.who} NET PAY`,
];

const SG_OTHER_INCOME = [
  [
    'inward-tt-acme-gmbh',
    [
      (t) => `INWARD TT ACME GMBH ${t.alnum(12)}`,
      (t) => `TELEGRAPHIC TRANSFER CR ${t.alnum(10)} ACME GMBH`,
      (t) => `FOREIGN INWARD REMITTANCE EUR ${t.int(800, 4000)}.00 ACME GMBH`,
    ],
    [1200, 6000],
  ],
  [
    'inward-tt-harbor-labs',
    [
      (t) => `INWARD TELEGRAPHIC TRANSFER HARBOR LABS INC ${t.alnum(10)}`,
      (t) => `TT CREDIT USD ${t.int(1000, 5000)}.00 HARBOR LABS`,
      () => 'INCOMING TT HARBOR LABS INC',
    ],
    [1300, 7000],
  ],
  [
    'inward-tt-family-kl',
    [
      (t) => `INWARD REMITTANCE MYR ${t.int(500, 3000)}.00 ${t.alnum(8)}`,
      (t) => `TT INWARD ${t.alnum(14)} FROM MAYBANK MY`,
      () => 'FOREIGN TT RECEIPT',
    ],
    [150, 1200],
  ],
  [
    'inward-tt-nihon-consulting',
    [
      (t) => `INWARD TT NIHON CONSULTING KK JPY ${t.int(200, 900)}000`,
      (t) => `TT INWARD ${t.alnum(12)} NIHON CONSULTING`,
      () => 'INCOMING TELEGRAPHIC TRF NIHON CONSULTING',
    ],
    [1500, 8000],
  ],
  [
    'inward-tt-kowloon-trading',
    [
      (t) => `INWARD REMITTANCE HKD ${t.int(5, 40)}000.00 KOWLOON TRADING`,
      (t) => `TELEGRAPHIC TRANSFER CR ${t.alnum(10)} KOWLOON TRADING LTD`,
    ],
    [800, 7000],
  ],
  [
    'inward-tt-london-studio',
    [
      (t) => `INWARD TT GBP ${t.int(500, 4000)}.00 THAMES DESIGN STUDIO`,
      () => 'TT CREDIT THAMES DESIGN STUDIO LTD',
      (t) => `REMITTANCE IN ${t.alnum(10)} THAMES DESIGN`,
    ],
    [900, 7000],
  ],
  [
    'western-union-inward',
    [
      (t) => `WESTERN UNION INWARD ${t.digits(10)}`,
      () => 'WU REMITTANCE RECEIVED',
      (t) => `WESTERN UNION MTCN ${t.digits(10)}`,
    ],
    [100, 1500],
  ],
  [
    'wise-client-payout',
    [
      (t) => `WISE PAYMENTS LTD ${t.alnum(10)}`,
      (t) => `FAST INCOMING WISE ASIA-PACIFIC ${t.alnum(12)}`,
      () => 'TRANSFERWISE CLIENT PAYMENT',
    ],
    [300, 4000],
  ],
  [
    'payoneer-payout',
    [() => 'PAYONEER PAYOUT', (t) => `PAYONEER INC ${t.digits(9)}`, () => 'FAST INCOMING PAYONEER'],
    [200, 3000],
  ],
  [
    'upwork-earnings',
    [() => 'UPWORK ESCROW INC', (t) => `UPWORK ${t.digits(9)} EARNINGS`, () => 'UPWORK GLOBAL WITHDRAWAL'],
    [150, 2500],
  ],
  [
    'grab-driver-earnings',
    [() => 'GRAB DRIVER EARNINGS', (t) => `GRAB CASHOUT ${t.alnum(10)}`, () => 'GRABTAXI HOLDINGS DRIVER PAYOUT'],
    [60, 900],
  ],
  [
    'mof-gst-voucher',
    [
      () => 'MOF GST VOUCHER CASH',
      () => 'GSTV - CASH',
      () => 'GOVT PAYOUT GST VOUCHER',
      () => 'MOF ASSURANCE PACKAGE CASH',
    ],
    [100, 850],
  ],
  [
    'workfare-wis',
    [() => 'WORKFARE INCOME SUPPLEMENT', () => 'WIS PAYMENT CPF BOARD', () => 'WORKFARE CASH'],
    [100, 700],
  ],
  [
    'rental-income-tenant',
    [
      (t) => `PAYNOW FROM ${t.pick(['KUMAR RAVI', 'ZHANG WEI'])} RENTAL ${t.dates.MMM()}`,
      () => 'FAST INCOMING RENT ROOM RENTAL',
      () => 'GIRO ROOM RENTAL INCOME',
    ],
    [700, 1800],
  ],
  ['airbnb-host-payout', [() => 'AIRBNB PAYMENTS HOST PAYOUT', (t) => `AIRBNB ${t.digits(10)} PAYOUT`], [200, 2200]],
];
const US_OTHER_INCOME = [
  [
    'doordash-dasher-pay',
    [() => 'DOORDASH INC DASHER PAYOUT', () => 'DOORDASH DES:PAYROLL', () => 'FAST PAY DOORDASH DASHER'],
    [40, 600],
  ],
  [
    'uber-driver-pay',
    [() => 'UBER USA 6787 PAYMENTS', () => 'UBER DRIVER INSTANT PAY', () => 'UBER DES:EDI PYMNTS'],
    [50, 700],
  ],
  ['irs-stimulus', [() => 'IRS TREAS 310 CHILD CTC', () => 'US TREASURY 220 SSA TREAS 310'], [250, 1400]],
  [
    'stripe-freelance',
    [() => 'STRIPE TRANSFER ST-XXXX PAYOUT', (t) => `STRIPE DES:TRANSFER ID:ST-${t.alnum(12)}`],
    [200, 3000],
  ],
  [
    'inward-wire-us',
    [
      (t) => `WIRE TYPE:WIRE IN DATE: ${t.dates.mmdd()} ORIG:GLOBEX LTD`,
      () => 'INCOMING WIRE TRANSFER GLOBEX',
      () => 'FEDWIRE CREDIT GLOBEX LTD',
    ],
    [1500, 9000],
  ],
];

function salaryMerchants() {
  const merchants = [];
  for (const who of SG_EMPLOYERS)
    merchants.push(tm(`salary-${slugify(who)}`, 'SG', 'bank', inOf(2400, 14000), SG_SALARY, { data: { who } }));
  for (const who of US_EMPLOYERS)
    merchants.push(tm(`salary-${slugify(who)}`, 'US', 'bank', inOf(1400, 8200), US_SALARY, { data: { who } }));
  for (const [slug, wordings, [min, max]] of SG_OTHER_INCOME)
    merchants.push(tm(slug, 'SG', 'bank', inOf(min, max), wordings));
  for (const [slug, wordings, [min, max]] of US_OTHER_INCOME)
    merchants.push(tm(slug, 'US', 'bank', inOf(min, max), wordings));
  return merchants;
}

// ---------------------------------------------------------------- CPF per account (CPF statement and bank lines)

const CPF_EMPLOYERS = [
  'SHOPEE SINGAPORE',
  'GOVTECH',
  'TAN BROS TRADING',
  'DBS BANK',
  'SINGHEALTH',
  'LIONCITY LOGISTICS',
  'KEPPEL LTD',
];

function cpfMerchants(account) {
  const { code, long, alias, min, max } = {
    OA: { code: 'OA', long: 'ORDINARY ACCOUNT', alias: 'ORDINARY A/C', min: 300, max: 1700 },
    SA: { code: 'SA', long: 'SPECIAL ACCOUNT', alias: 'SPECIAL A/C', min: 80, max: 480 },
    MA: { code: 'MA', long: 'MEDISAVE ACCOUNT', alias: 'MEDISAVE A/C', min: 100, max: 700 },
  }[account];
  const employer = (t) => t.pick(CPF_EMPLOYERS);
  const s = (rest) => `cpf-${code.toLowerCase()}-${rest}`;
  const families = [
    [
      s('employer-contribution'),
      [
        () => `EMPLOYER CPF CONTRIBUTION ${code}`,
        (t) => `CPF CONTRIBUTION ${code} ${t.dates.mmmYYYY()}`,
        () => `CPF ${code} CONTRIBUTION`,
      ],
    ],
    [
      s('contribution-long'),
      [
        () => `CPF CONTRIBUTION - ${long}`,
        (t) => `CONTRIBUTION ${long} ${t.dates.monthYYYY()}`,
        (t) => `${long} CONTRIBUTION FOR ${t.dates.mmYYYY()}`,
      ],
    ],
    [
      s('contribution-by-employer'),
      [
        (t) => `CONTRIBUTION FOR ${t.dates.mmmYYYY()} ${alias} (EMPLOYER: ${employer(t)})`,
        (t) => `${code} CONTRIB FOR ${t.dates.mmYYYY()} FROM ${employer(t)}`,
        (t) => `CON ${employer(t)} ${code}`,
      ],
    ],
    [
      s('board-allocation'),
      [
        () => `CPF BOARD - ${code} ALLOCATION`,
        (t) => `CPF BOARD ${alias} CR ${t.digits(8)}`,
        () => `ALLOCATION TO ${long}`,
      ],
    ],
    [
      s('short-code'),
      [
        () => `CPF CON ${code}`,
        (t) => `CPF-${code} ${t.dates.yyyymm()}`,
        (t) => `CPF ${code} CR ${t.dates.ddmmyy()}`,
        (t) => `CONT ${code} ${t.dates.MMM()}`,
      ],
    ],
    [
      s('employer-share'),
      [
        () => `CPF CONTRIBUTION (EMPLOYER SHARE) ${code}`,
        () => `ER SHARE ${alias}`,
        (t) => `CPF ER CONTRIB ${code} ${t.dates.mmYYYY()}`,
      ],
    ],
    [
      // Voluntary contributions paid from a bank account: money out of the bank, into this CPF account.
      s('bank-voluntary'),
      [
        (t) => `CPF BOARD ${code} VOL CONTR ${t.digits(9)}`,
        (t) => `GIRO CPF BOARD ${alias} ${t.dates.MMM()}`,
        (t) => `FAST PAYMENT TO CPF BOARD ${code} ${t.alnum(10)}`,
        () => `CENTRAL PROVIDENT FUND BOARD ${code} TOP-UP`,
      ],
    ],
    [
      s('mixed-case'),
      [
        (t) => `Cpf Contribution (${t.titleCase(long)})`,
        (t) => `Employer contribution - ${t.titleCase(long)}`,
        (t) => `CPF ${t.titleCase(alias)} contribution ${t.dates.mmmYYYY()}`,
      ],
    ],
  ];
  if (account === 'OA')
    families.push(
      [
        s('housing-withdrawal'),
        [
          () => `HDB HOUSING LOAN FROM ${code}`,
          () => 'CPF OA WITHDRAWAL - HOUSING',
          () => `MONTHLY HOUSING INSTALMENT ${long}`,
        ],
      ],
      [
        s('voluntary-housing-refund'),
        [
          () => 'VOLUNTARY HOUSING REFUND TO OA',
          () => 'CPF HOUSING REFUND OA',
          (t) => `REFUND OF CPF HOUSING ${t.dates.mmmYYYY()} OA`,
        ],
      ],
      [
        s('interest'),
        [
          () => 'INTEREST CREDITED ORDINARY ACCOUNT',
          () => 'OA INTEREST 2.5%',
          (t) => `CPF OA INTEREST ${t.int(2023, 2025)}`,
        ],
      ],
    );
  if (account === 'SA')
    families.push(
      [
        s('rstu-topup'),
        [
          () => 'CPF SA TOP UP RSTU',
          () => 'RETIREMENT SUM TOPPING-UP SA',
          (t) => `CPF CASH TOP-UP SPECIAL ACCOUNT ${t.alnum(8)}`,
        ],
      ],
      [
        s('interest'),
        [
          () => 'INTEREST CREDITED SPECIAL ACCOUNT',
          () => 'SA INTEREST 4%',
          (t) => `CPF SA INTEREST ${t.int(2023, 2025)}`,
        ],
      ],
      [
        s('oa-to-sa-transfer'),
        [() => 'TRANSFER FROM OA TO SA', () => 'OA TO SA TRANSFER', () => 'CPF TRANSFER TO SPECIAL ACCOUNT'],
      ],
    );
  if (account === 'MA')
    families.push(
      [
        s('medisave-words'),
        [
          (t) => `MEDISAVE CONTRIBUTION ${t.dates.mmmYYYY()}`,
          () => 'MEDISAVE CONTRIBUTION',
          (t) => `MEDISAVE ${employer(t)}`,
        ],
      ],
      [
        s('voluntary-medisave'),
        [
          () => 'VOLUNTARY CONTRIBUTION TO MEDISAVE',
          () => 'MEDISAVE VC',
          (t) => `CPF BOARD MEDISAVE VOL CONTR ${t.alnum(8)}`,
        ],
      ],
      [
        s('medishield-premium'),
        [
          (t) => `MEDISHIELD LIFE PREMIUM ${t.int(2023, 2025)}`,
          () => 'MEDISAVE DEDUCTION MEDISHIELD LIFE',
          () => 'MA - INTEGRATED SHIELD PREMIUM',
        ],
      ],
      [
        s('interest'),
        [
          () => 'INTEREST CREDITED MEDISAVE ACCOUNT',
          () => 'MA INTEREST 4%',
          (t) => `CPF MA INTEREST ${t.int(2023, 2025)}`,
        ],
      ],
    );
  return families.map(([slug, wordings]) => {
    const negative = /housing-withdrawal|medishield-premium|bank-voluntary/.test(slug);
    const voluntary = /voluntary|rstu/.test(slug);
    const amount = (t) => {
      const value = t.money(min * (negative ? 0.5 : 1), max * (voluntary ? 4 : 1));
      return negative ? t.out(value) : t.fmt(/interest/.test(slug) ? value / 6 : value);
    };
    return tm(slug, 'SG', 'bank', amount, wordings, { strength: 0.5 });
  });
}

// ---------------------------------------------------------------- Transfers

const SG_PEOPLE = [
  'TAN WEI MING',
  'LIM HUI SHAN',
  'NUR AISYAH BTE AHMAD',
  'RAJESH S/O KUMAR',
  'ONG JIA HUI',
  'CHUA KAI WEN',
  'MUHAMMAD FAIZAL',
  'LEE XIN YI',
  'KOH BOON HUAT',
  'WONG MEI LING',
  'GOH CHENG KIAT',
  'NG SOK HOON',
  'PRIYA D/O RAMAN',
  'JASON TEO',
  'CHERYL LOW',
  'DANIEL YEO',
];
const US_PEOPLE = [
  'JOHN SMITH',
  'MARIA GARCIA',
  'EMILY NGUYEN',
  'DAVID JOHNSON',
  'SARAH LEE',
  'MICHAEL BROWN',
  'ASHLEY DAVIS',
  'KEVIN PATEL',
];

const SG_PERSON_TRANSFER = [
  (t, d) => `PAYNOW TRANSFER TO ${d.who}`,
  (t, d) => `PAYNOW-FAST ${d.who} OTHR ${t.alnum(12)}`,
  (t, d) => `FAST PAYMENT TO ${d.who}`,
  (t, d) => `FUNDS TRANSFER TO ${d.who} ${t.digits(3)}-${t.digits(5)}-${t.digits(1)}`,
  (t, d) => `PAYNOW TO ${d.who} 9XXX${t.digits(4)}`,
  (t, d) => `I-BANK FUND TRANSFER ${d.who}`,
  (t, d) => `Transfer to ${t.titleCase(d.who)}`,
  (t, d) => `PAYLAH! SEND MONEY TO ${d.who}`,
  (t, d) => `PAYNOW TRANSFER ${d.who} OTHR ${t.pick(['DINNER', 'MAKAN', 'SPLIT BILL', 'THANKS', 'LOAN'])}`,
];
const SG_PERSON_RECEIVE = [
  (t, d) => `PAYNOW FROM ${d.who}`,
  (t, d) => `FAST INCOMING ${d.who} ${t.alnum(10)}`,
  (t, d) => `INCOMING PAYNOW REF ${t.alnum(12)} FROM ${d.who}`,
  (t, d) => `FUNDS TRANSFER FROM ${d.who}`,
  (t, d) => `INWARD CREDIT-FAST ${d.who} OTHR`,
];
const US_PERSON = [
  (t, d) => `ZELLE TO ${d.who}`,
  (t, d) => `ZELLE PAYMENT TO ${d.who} JPM${t.alnum(9)}`,
  (t, d) => `ZELLE PAYMENT FROM ${d.who} ${t.alnum(10)}`,
  (t, d) => `VENMO *${d.who}`,
  (t, d) => `CASH APP*${d.who}`,
  (t, d) => `Zelle Transfer Conf# ${t.alnum(8)} ${t.titleCase(d.who)}`,
];

const SG_TRANSFER_OTHERS = [
  [
    'dbs-card-payment',
    'card',
    inOf(150, 6000),
    [
      () => 'PAYMENT - THANK YOU',
      () => 'PAYMENT BY INTERNET',
      () => 'PAYMENT RECEIVED - DBS INTERNET/WIRELESS',
      () => 'AUTO PAYMENT - THANK YOU',
    ],
  ],
  [
    'ocbc-card-payment',
    'card',
    inOf(150, 5000),
    [() => 'PAYMENT BY GIRO', () => 'PAYMENT RECEIVED FAST', () => 'OCBC ONLINE BANKING PAYMENT'],
  ],
  [
    'uob-card-payment',
    'card',
    inOf(150, 5000),
    [() => 'PAYMT THRU E-BANK/HOMEB/CYBERB', () => 'PAYMENT RECEIVED', () => 'UOB CARD PAYMENT - THANK YOU'],
  ],
  [
    'citi-card-payment',
    'card',
    inOf(150, 5000),
    [() => 'PAYMENT VIA FAST', () => 'CITIBANK PAYMENT RECEIVED', () => 'PAYMENT VIA GIRO THANK YOU'],
  ],
  [
    'bill-pay-to-card',
    'bank',
    outOf(150, 6000),
    [
      (t) => `BILL PAYMENT CITIBANK CARD ${t.masked()}`,
      (t) => `BILL PAYMENT DBS CARDS ${t.masked()}`,
      (t) => `AXS PAYMENT UOB CREDIT CARD ${t.last4()}`,
      (t) => `IBANKING BILL PAYMENT HSBC CARD ${t.last4()}`,
      (t) => `GIRO PAYMENT OCBC CARD ${t.masked()}`,
    ],
  ],
  [
    'own-account-transfer',
    'bank',
    directed(100, 8000),
    [
      (t) => `TRANSFER TO OWN ACCOUNT ${t.digits(3)}-${t.digits(5)}-${t.digits(1)}`,
      () => 'FUNDS TRF TO SAVINGS',
      () => 'INTERNAL TRANSFER',
      (t) => `TO MY ACCOUNT ${t.digits(10)}`,
      () => 'TRF FROM MY SAVINGS ACCOUNT',
      (t) => `FUNDS TRANSFER FROM OWN ACCOUNT ${t.digits(3)}-${t.digits(6)}-${t.digits(3)}`,
    ],
  ],
  [
    'atm-withdrawal-sg',
    'bank',
    outOf(20, 600),
    [
      (t) => `ATM WITHDRAWAL ${t.pick(['ORCHARD', 'TAMPINES', 'JURONG EAST', 'BISHAN', 'NOVENA'])}`,
      (t) => `CASH WITHDRAWAL ${t.alnum(8)} ${t.alnum(12)}`,
      (t) => `ATM CASH WDL ${t.digits(6)} ${t.dates.ddMMM()}`,
      (t) => `POSB ATM ${t.digits(4)} WITHDRAWAL`,
    ],
  ],
  [
    'cash-deposit-sg',
    'bank',
    inOf(50, 3000),
    [() => 'CASH DEPOSIT MACHINE', (t) => `CDM DEPOSIT ${t.digits(6)}`, () => 'CASH DEPOSIT - QUICK CHEQUE'],
  ],
  [
    'paylah-topup',
    'bank',
    outOf(10, 300),
    [(t) => `TOP-UP TO PAYLAH! 9XXX${t.digits(4)}`, () => 'TOP-UP TO PAYLAH!', () => 'DBS PAYLAH TOP UP'],
  ],
  [
    'grabpay-topup',
    'card',
    outOf(10, 300),
    [() => 'GRAB* TOPUP', () => 'GRABPAY WALLET TOP UP', (t) => `GRAB*TOPUP A-${t.alnum(10)}`],
  ],
  [
    'youtrip-topup',
    'card',
    outOf(50, 2000),
    [() => 'YOUTRIP TOP UP', () => 'YOUTRIP SG', (t) => `YOUTRIP*TOPUP ${t.alnum(6)}`],
  ],
  [
    'revolut-topup',
    'card',
    outOf(50, 2000),
    [() => 'REVOLUT*TOP-UP', () => 'REVOLUT LTD', () => 'REVOLUT TECHNOLOGIES SG'],
  ],
  [
    'shopeepay-topup',
    'bank',
    outOf(10, 200),
    [() => 'SHOPEEPAY TOP UP', (t) => `FAST PAYMENT SHOPEEPAY ${t.alnum(10)}`],
  ],
  [
    'wise-topup-sg',
    'bank',
    outOf(100, 5000),
    [() => 'FAST PAYMENT TO WISE ASIA-PACIFIC', (t) => `PAYNOW TRANSFER WISE ${t.alnum(8)}`],
  ],
];
const US_TRANSFER_OTHERS = [
  [
    'chase-card-payment',
    'bank',
    outOf(100, 5000),
    [(t) => `CHASE CREDIT CRD AUTOPAY PPD ID: ${t.digits(10)}`, (t) => `Payment to Chase card ending in ${t.last4()}`],
  ],
  [
    'card-payment-thank-you',
    'card',
    inOf(100, 5000),
    [
      () => 'PAYMENT THANK YOU - WEB',
      () => 'ONLINE PAYMENT THANK YOU',
      () => 'AUTOPAY PAYMENT - THANK YOU',
      () => 'MOBILE PAYMENT - THANK YOU',
    ],
  ],
  [
    'capital-one-payment',
    'bank',
    outOf(100, 3000),
    [(t) => `CAPITAL ONE MOBILE PMT ${t.digits(6)}`, () => 'CAPITAL ONE ONLINE PMT'],
  ],
  [
    'amex-epayment',
    'bank',
    outOf(100, 6000),
    [(t) => `AMEX EPAYMENT ACH PMT ${t.alnum(10)}`, () => 'AMERICAN EXPRESS ACH PMT'],
  ],
  [
    'discover-epayment',
    'bank',
    outOf(100, 3000),
    [() => 'DISCOVER E-PAYMENT', (t) => `DISCOVER DES:E-PAYMENT ID:${t.digits(6)}`],
  ],
  [
    'own-transfer-us',
    'bank',
    directed(100, 6000),
    [
      (t) => `ONLINE TRANSFER TO SAV XXXXXX${t.last4()}`,
      (t) => `ONLINE TRANSFER FROM CHK ...${t.last4()}`,
      (t) => `ALLY BANK TRANSFER ${t.digits(8)}`,
      () => 'INTERNAL TRANSFER TO SAVINGS',
    ],
  ],
  [
    'atm-withdrawal-us',
    'bank',
    outOf(20, 400),
    [
      (t) => `ATM WITHDRAWAL ${t.digits(6)} ${t.digits(3)} MAIN ST`,
      () => 'NON-CHASE ATM WITHDRAW',
      (t) => `ATM CASH WITHDRAWAL ${t.dates.mmdd()}`,
    ],
  ],
  [
    'venmo-cashout',
    'bank',
    directed(20, 900),
    [
      (t) => `VENMO CASHOUT PPD ID: ${t.digits(10)}`,
      (t) => `VENMO PAYMENT ${t.digits(10)} WEB ID: ${t.digits(10)}`,
      () => 'VENMO *PAYMENT',
    ],
  ],
  [
    'paypal-transfer',
    'bank',
    directed(20, 900),
    [() => 'PAYPAL INST XFER', (t) => `PAYPAL TRANSFER PPD ID: PAYPALSI${t.digits(2)}`, () => 'PAYPAL ECHECK'],
  ],
];

function transferMerchants() {
  const merchants = [];
  // Each person: mostly money sent, sometimes received.
  for (const who of SG_PEOPLE)
    merchants.push({
      slug: `person-${slugify(who)}`,
      region: 'SG',
      render: (t) => {
        const receive = t.chance(0.3);
        const description = t.pick(receive ? SG_PERSON_RECEIVE : SG_PERSON_TRANSFER)(t, { who });
        const value = t.money(5, 600);
        return { description: t.noise(description, 0.6), amount: receive ? t.fmt(value) : t.out(value), kind: 'bank' };
      },
    });
  for (const who of US_PEOPLE)
    merchants.push({
      slug: `person-${slugify(who)}`,
      region: 'US',
      render: (t) => {
        const description = t.pick(US_PERSON)(t, { who });
        const value = t.money(5, 500);
        return {
          description: t.noise(description, 0.6),
          amount: /FROM/.test(description) ? t.fmt(value) : t.out(value),
          kind: 'bank',
        };
      },
    });
  for (const [slug, kind, amount, wordings] of SG_TRANSFER_OTHERS)
    merchants.push(tm(slug, 'SG', kind, amount, wordings));
  for (const [slug, kind, amount, wordings] of US_TRANSFER_OTHERS)
    merchants.push(tm(slug, 'US', kind, amount, wordings));
  return merchants;
}

// ---------------------------------------------------------------- Investments

const SG_PLATFORMS = [
  ['syfe', ['SYFE PTE LTD', 'SYFE', 'SYFE CASH+']],
  ['endowus', ['ENDOWUS SINGAPORE PTE', 'ENDOWUS CLIENT MONIES', 'ENDOWUS']],
  ['stashaway', ['STASHAWAY SINGAPORE PTE LTD', 'STASHAWAY', 'STASHAWAY SG']],
  ['tiger-brokers', ['TIGER BROKERS (SINGAPORE) PTE', 'TIGER BROKERS', 'TIGER BROKERS SG']],
  ['moomoo', ['MOOMOO FINANCIAL SINGAPORE', 'MOOMOO SG', 'FUTU SG MOOMOO']],
  ['ibkr', ['INTERACTIVE BROKERS LLC', 'INTERACTIVE BROKERS', 'IBKR CLIENT FUNDS']],
  ['saxo', ['SAXO MARKETS PTE LTD', 'SAXO CAPITAL MARKETS', 'SAXO MARKETS']],
  ['poems', ['PHILLIP SECURITIES PTE LTD', 'POEMS PHILLIP SEC', 'PHILLIP SECURITIES']],
  ['fsmone', ['IFAST FINANCIAL PTE LTD', 'FSMONE', 'IFAST FSMONE']],
  ['dbs-digiportfolio', ['DBS DIGIPORTFOLIO', 'DIGIPORTFOLIO INVESTMENT']],
  ['ocbc-roboinvest', ['OCBC ROBOINVEST', 'ROBOINVEST OCBC']],
  ['dbs-invest-saver', ['POSB INVEST-SAVER', 'DBS INVEST-SAVER RSP', 'INVEST-SAVER']],
  ['webull', ['WEBULL SECURITIES SG', 'WEBULL PTE LTD']],
  ['coinhako', ['COINHAKO', 'COINHAKO PTE LTD', 'HAKO TECHNOLOGY']],
  ['crypto-com', ['CRYPTO.COM', 'FORIS DAX ASIA', 'CRYPTO.COM SG']],
  ['gemini', ['GEMINI TRUST', 'GEMINI SG']],
  ['dbs-vickers', ['DBS VICKERS SECURITIES', 'DBS VICKERS SEC TRADE SETTLEMENT', 'DBSV CONTRA']],
  ['ssb-application', ['SSB APPLICATION GX', 'SAVINGS BOND APPLN', 'SGS SAVINGS BOND']],
  ['ocbc-blue-chip-plan', ['OCBC BLUE CHIP INVESTMENT PLAN', 'OCBC BCIP', 'BCIP MONTHLY']],
  ['uob-kayhian', ['UOB KAY HIAN PTE LTD', 'UOBKH TRADE', 'UOB KAY HIAN']],
  ['lion-global-infinity', ['LION GLOBAL INVESTORS', 'LIONGLOBAL INFINITY FUND']],
  ['tbill-application', ['T-BILL APPLN BS', 'SGS T-BILL APPLICATION', 'TBILL SUBSCRIPTION']],
];
const SG_INVEST_WORDINGS = [
  (t, d) => `FAST PAYMENT TO ${d.name} ${t.alnum(10)}`,
  (t, d) => `PAYNOW TRANSFER ${d.name}`,
  (t, d) => `GIRO ${d.name} RSP`,
  (t, d) => `FUNDS TRANSFER ${d.name} CLIENT A/C`,
  (t, d) => `IBG ${d.name} ${t.digits(8)}`,
  (t, d) => `${d.name} SINGAPORE SG`,
  (t, d) => `${d.name} ${t.alnum(8)}`,
  (t, d) => `FAST PAYMENT via PayNow-UEN ${d.name}`,
  (t, d) => `TRANSFER TO ${d.name} ${t.digits(9)}`,
];
const SG_INVEST_BACK = [
  (t, d) => `FAST INCOMING ${d.name} WITHDRAWAL`,
  (t, d) => `GIRO CREDIT ${d.name} REDEMPTION`,
  (t, d) => `${d.name} WITHDRAWAL ${t.alnum(8)}`,
];
const US_PLATFORMS = [
  [
    'robinhood',
    [
      (t) => `ROBINHOOD DES:FUNDS ID:${t.digits(10)}`,
      () => 'ROBINHOOD MONEY',
      (t) => `ROBINHOOD SECURITIES ${t.digits(8)}`,
    ],
  ],
  [
    'vanguard',
    [
      (t) => `VANGUARD BUY INVESTMENT PPD ID: ${t.digits(10)}`,
      () => 'VANGUARD EDI PYMNTS',
      () => 'VGI-TOTAL STOCK BUY',
    ],
  ],
  [
    'fidelity',
    [
      (t) => `FID BKG SVC LLC MONEYLINE PPD ID: ${t.digits(10)}`,
      () => 'FIDELITY INVESTMENTS TRANSFER',
      () => 'FID BKG SVC LLC',
    ],
  ],
  ['schwab', [() => 'SCHWAB BROKERAGE MONEYLINK TRANSFER', (t) => `CHARLES SCHWAB DES:TRANSFER ID:${t.digits(8)}`]],
  ['etrade', [() => 'E TRADE ACH TRANSFER', (t) => `ETRADE SECURITIES ${t.digits(8)}`]],
  ['webull', [() => 'WEBULL FINANCIAL DEPOSIT', (t) => `APEX CLEARING WEBULL ${t.digits(8)}`]],
  ['acorns', [() => 'ACORNS INVEST', () => 'ACORNS INVEST TRANSFER', (t) => `ACORNS DES:INVEST ID:${t.alnum(9)}`]],
  ['betterment', [() => 'BETTERMENT DEPOSIT', (t) => `BETTERMENT DES:ACH ID:${t.digits(9)}`]],
  ['wealthfront', [() => 'WEALTHFRONT EDI PYMNTS', () => 'WEALTHFRONT INC DEPOSIT']],
  ['m1-finance', [() => 'M1 FINANCE DEPOSIT', () => 'M1 FINANCE LLC ACH']],
  ['public-com', [() => 'PUBLIC.COM DEPOSIT', () => 'OPEN TO THE PUBLIC INVESTING']],
  ['coinbase', [() => 'COINBASE.COM', () => 'COINBASE INC PPD', (t) => `COINBASE ${t.alnum(8)} 888-908-7930 CA`]],
  ['merrill-edge', [() => 'MERRILL EDGE TRANSFER', (t) => `ML DES:BROKERAGE ID:${t.digits(8)}`]],
  ['sofi-invest', [() => 'SOFI INVEST DEPOSIT', () => 'SOFI SECURITIES TRANSFER']],
  ['treasurydirect', [() => 'TREASURY DIRECT TREAS DRCT', (t) => `TREAS DRCT TREASURY DIRECT ${t.digits(10)}`]],
];

function investmentMerchants() {
  const merchants = SG_PLATFORMS.map(([slug, names]) => ({
    slug,
    region: 'SG',
    render: (t) => {
      const back = t.chance(0.15);
      const description = t.pick(back ? SG_INVEST_BACK : SG_INVEST_WORDINGS)(t, { name: t.pick(names) });
      const value = t.chance(0.4) ? t.int(1, 40) * 100 : t.money(50, 5000);
      return {
        description: t.noise(description, 0.6),
        amount: back ? t.fmt(value) : t.out(value),
        kind: /SINGAPORE SG$/.test(description) ? 'card' : 'bank',
      };
    },
  }));
  for (const [slug, wordings] of US_PLATFORMS)
    merchants.push(
      tm(
        slug,
        'US',
        'bank',
        (t) =>
          t.chance(0.15) ? t.fmt(t.money(50, 4000)) : t.out(t.chance(0.4) ? t.int(1, 40) * 50 : t.money(25, 4000)),
        wordings,
      ),
    );
  return merchants;
}

// ---------------------------------------------------------------- Refunds

const SG_REFUNDED = [
  ['shopee', ['SHOPEE', 'SHOPEE SINGAPORE']],
  ['lazada', ['LAZADA', 'LAZADA SG']],
  ['amazon', ['AMAZON.SG', 'AMZ*AMAZON.SG']],
  ['uniqlo', ['UNIQLO', 'UNIQLO SINGAPORE']],
  ['zalora', ['ZALORA', 'ZALORA SINGAPORE']],
  ['agoda', ['AGODA.COM', 'AGODA']],
  ['singapore-airlines', ['SINGAPORE AIRLINES', 'SIA']],
  ['scoot', ['SCOOT', 'FLYSCOOT.COM']],
  ['klook', ['KLOOK TRAVEL', 'KLOOK']],
  ['courts', ['COURTS', 'COURTS MEGASTORE']],
  ['decathlon', ['DECATHLON', 'DECATHLON SINGAPORE']],
  ['taobao', ['TAOBAO', 'ALIPAY*TAOBAO']],
  ['grabfood', ['GRABFOOD', 'GRAB* FOOD']],
  ['foodpanda', ['FOODPANDA', 'FOODPANDA SINGAPORE']],
  ['challenger', ['CHALLENGER', 'CHALLENGER TECHNOLOGIES']],
  ['zara', ['ZARA', 'ZARA SINGAPORE']],
  ['booking-com', ['BOOKING.COM', 'BOOKING.COM BV']],
  ['trip-com', ['TRIP.COM', 'CTRIP']],
];
const US_REFUNDED = [
  ['amazon', ['AMAZON.COM', 'AMZN MKTP US']],
  ['target', ['TARGET', 'TARGET.COM']],
  ['walmart', ['WALMART.COM', 'WALMART']],
  ['best-buy', ['BEST BUY', 'BESTBUY.COM']],
  ['nordstrom', ['NORDSTROM', 'NORDSTROM RACK']],
  ['delta', ['DELTA AIR LINES', 'DELTA.COM']],
  ['expedia', ['EXPEDIA', 'EXPEDIA.COM']],
  ['doordash', ['DOORDASH', 'DD *DOORDASH']],
  ['wayfair', ['WAYFAIR', 'WAYFAIR LLC']],
  ['macys', ["MACY'S", 'MACYS .COM']],
  ['uber-rides', ['UBER *TRIP', 'UBER TRIP']],
  ['costco', ['COSTCO WHSE', 'COSTCO.COM']],
];
const SG_REFUND_WORDINGS = [
  (t, d) => `REFUND - ${d.name}`,
  (t, d) => `${d.name} REFUND`,
  (t, d) => `${d.name} SINGAPORE SG CR`,
  (t, d) => `REVERSAL ${d.name}`,
  (t, d) => `CR ${d.name} ${t.dates.ddMMM()}`,
  (t, d) => `CREDIT ADJUSTMENT ${d.name}`,
  (t, d) => `MERCHANT CREDIT ${d.name} ${t.alnum(8)}`,
  (t, d) => `${d.name} RFND ${t.digits(8)}`,
  (t, d) => `DEBIT CARD REFUND ${d.name} SI NG ${t.dates.ddMMM()}`,
];
const US_REFUND_WORDINGS = [
  (t, d) => `${d.name} REFUND`,
  (t, d) => `RETURN ${d.name}`,
  (t, d) => `MERCHANDISE RETURN ${d.name}`,
  (t, d) => `${d.name} CREDIT ${t.dates.mmdd()}`,
  (t, d) => `PURCHASE RETURN ${d.name} ${t.pick(['SEATTLE WA', 'MINNEAPOLIS MN', 'ATLANTA GA', 'BENTONVILLE AR'])}`,
  (t, d) => `REFUND ${d.name} ${t.alnum(10)}`,
];
const FEE_REVERSALS = [
  [
    'dbs-fee-reversal',
    'SG',
    [() => 'REVERSAL OF LATE CHARGE', () => 'ANNUAL FEE WAIVER', () => 'FEE REVERSAL - ANNUAL FEE'],
  ],
  ['ocbc-fee-reversal', 'SG', [() => 'LATE CHARGE REVERSAL', () => 'REV ANNUAL FEE', () => 'WAIVER OF FINANCE CHARGE']],
  ['citi-fee-reversal', 'SG', [() => 'ANNUAL FEE REVERSAL', () => 'CREDIT - LATE FEE WAIVED']],
  [
    'chase-fee-reversal',
    'US',
    [() => 'OVERDRAFT FEE REVERSAL', () => 'MONTHLY SERVICE FEE REFUND', () => 'LATE FEE REVERSAL'],
  ],
  [
    'iras-tax-refund',
    'SG',
    [() => 'IRAS TAX REFUND', (t) => `IRAS REFUND ${t.digits(10)}`, () => 'GIRO IRAS INCOME TAX REFUND'],
  ],
  ['irs-tax-refund', 'US', [() => 'IRS TREAS 310 TAX REF', () => 'US TREASURY TAX REFUND']],
];

function refundMerchants() {
  const merchants = [];
  const add = (list, region, wordings) =>
    list.forEach(([slug, names]) =>
      merchants.push({
        slug,
        region,
        render: (t) => {
          const description = t.pick(wordings)(t, { name: t.pick(names) });
          return {
            description: t.noise(description, 0.6),
            amount: t.fmt(t.money(5, 400)),
            kind: /DEBIT CARD/.test(description) ? 'bank' : 'card',
          };
        },
      }),
    );
  add(SG_REFUNDED, 'SG', SG_REFUND_WORDINGS);
  add(US_REFUNDED, 'US', US_REFUND_WORDINGS);
  for (const [slug, region, wordings] of FEE_REVERSALS)
    merchants.push(
      tm(slug, region, /tax/.test(slug) ? 'bank' : 'card', inOf(5, /tax/.test(slug) ? 1500 : 200), wordings),
    );
  return merchants;
}

// ---------------------------------------------------------------- Housing and gifts by transfer

const RENT_LANDLORDS = ['CHEONG KWOK ENG', 'SOH LAY PENG', 'ABDUL RAHMAN BIN ISA', 'PROPNEX REALTY'];
const rentMerchants = () => [
  ...RENT_LANDLORDS.map((who) =>
    tm(
      `rent-${slugify(who)}`,
      'SG',
      'bank',
      outOf(1400, 4200),
      [
        (t) => `PAYNOW TRANSFER TO ${who} RENT ${t.dates.MMM()}`,
        (t) => `RENT ${t.dates.mmmYYYY()} TO ${who}`,
        (t) => `FAST PAYMENT ${who} OTHR RENTAL ${t.dates.MMM()}`,
        (t) => `GIRO RENTAL ${who} ${t.digits(8)}`,
      ],
      { data: { who } },
    ),
  ),
  tm('zelle-rent-landlord', 'US', 'bank', outOf(1200, 3400), [
    (t) => `ZELLE TO ${t.pick(['GREENLEAF PROPERTIES', 'R MARTINEZ'])} RENT ${t.dates.MMM()}`,
    () => 'ZELLE PAYMENT TO GREENLEAF PROPERTIES RENT',
  ]),
];
const GIFT_PEOPLE = ['LAU SIEW LING', 'KAMAL BIN OMAR', 'YAP JUN JIE', 'HO PEI WEN'];
const giftMerchants = () => [
  ...GIFT_PEOPLE.map((who) =>
    tm(`gift-${slugify(who)}`, 'SG', 'bank', outOf(20, 888), [
      () => `PAYNOW TO ${who} ANGBAO`,
      () => `PAYNOW TRANSFER ${who} WEDDING GIFT`,
      (t) => `FAST PAYMENT ${who} RED PACKET ${t.int(2024, 2025)}`,
      () => `TRANSFER TO ${who} BIRTHDAY GIFT`,
    ]),
  ),
  tm('venmo-gift', 'US', 'bank', outOf(20, 300), [
    () => 'VENMO *WEDDING GIFT',
    () => 'ZELLE TO SARAH LEE BDAY GIFT',
    () => 'VENMO BABY SHOWER GIFT',
  ]),
];

// ---------------------------------------------------------------- Uncategorized: nothing in the line says what it was

const UNDECIDABLE = [
  [
    'bare-pos',
    'SG',
    'bank',
    [(t) => `POS ${t.digits(6)}`, (t) => `POS TXN ${t.digits(8)}`, (t) => `POS ${t.digits(6)} ${t.dates.ddmm()}`],
  ],
  [
    'bare-transfer',
    'SG',
    'bank',
    [(t) => `TRANSFER ${t.digits(5)}`, (t) => `TRF ${t.digits(8)}`, (t) => `TRANSFER ${t.alnum(10)}`],
  ],
  [
    'bare-debit',
    'SG',
    'bank',
    [(t) => `DEBIT ${t.digits(7)}`, (t) => `DR ${t.digits(8)}`, () => 'DR ADVICE', () => 'DEBIT ADVICE'],
  ],
  [
    'bare-misc',
    'SG',
    'bank',
    [() => 'MISC DEBIT', () => 'MISC CREDIT', () => 'ADJUSTMENT', () => 'CR ADVICE', () => 'SUNDRY DEBIT'],
  ],
  [
    'bare-cheque',
    'SG',
    'bank',
    [
      (t) => `CHQ ${t.digits(6)}`,
      (t) => `CHEQUE ${t.digits(6)}`,
      (t) => `CLEARING CHQ ${t.digits(6)}`,
      () => 'INWARD CLEARING CHEQUE',
    ],
  ],
  [
    'bare-nets',
    'SG',
    'bank',
    [(t) => `NETS ${t.digits(6)}`, (t) => `NETS QR ${t.alnum(12)}`, (t) => `EPS ${t.digits(8)}`],
  ],
  [
    'bare-qr',
    'SG',
    'bank',
    [(t) => `QR PAYMENT ${t.digits(5)}`, (t) => `SGQR ${t.alnum(14)}`, (t) => `PAYNOW QR ${t.digits(10)}`],
  ],
  ['bare-ibg', 'SG', 'bank', [(t) => `IBG ${t.digits(5)}`, (t) => `GIRO ${t.digits(8)}`, (t) => `IBG ${t.alnum(12)}`]],
  [
    'ocr-gibberish',
    'SG',
    'card',
    [
      (t) => `Point-of-Sale Transaction ${t.alnum(8)} ${t.alnum(18).replace(/\d/g, 'X')}`,
      (t) => `${t.alnum(6)} ${t.alnum(14)} SG`,
      (t) => `XX${t.alnum(4)} ${t.alnum(9)}`,
    ],
  ],
  ['ref-only', 'SG', 'bank', [(t) => `REF ${t.digits(10)}`, (t) => `TXN ${t.digits(5)} SG`, (t) => `${t.alnum(16)}`]],
  [
    'masked-only',
    'SG',
    'card',
    [
      (t) => `VISA ${t.digits(4)}XXXX ${t.dates.ddmm()}`,
      (t) => `PURCHASE ${t.dates.mmddNoSlash()} ${t.masked()}`,
      (t) => `CARD TXN ${t.masked()}`,
    ],
  ],
  [
    'us-check',
    'US',
    'bank',
    [(t) => `CHECK ${t.digits(4)}`, (t) => `CHECK #${t.digits(4)}`, (t) => `CHECK PAID ${t.digits(4)}`],
  ],
  [
    'us-ach-bare',
    'US',
    'bank',
    [
      (t) => `ACH DEBIT ${t.digits(6)} WEB`,
      (t) => `ACH CREDIT ${t.digits(6)}`,
      (t) => `ELECTRONIC WITHDRAWAL ${t.digits(9)}`,
    ],
  ],
  [
    'us-pos-bare',
    'US',
    'bank',
    [
      (t) => `POS PURCHASE ${t.digits(6)}`,
      (t) => `DEBIT CARD PURCHASE ${t.digits(8)}`,
      (t) => `PURCHASE ${t.dates.mmdd()} CARD ${t.last4()}`,
    ],
  ],
  [
    'us-misc',
    'US',
    'bank',
    [() => 'MISCELLANEOUS DEBIT', () => 'DEPOSIT', (t) => `ITEM ${t.digits(3)}`, () => 'COUNTER CREDIT'],
  ],
];

const undecidableMerchants = () =>
  UNDECIDABLE.map(([slug, region, kind, wordings]) => ({
    slug,
    region,
    render: (t) => {
      const description = t.pick(wordings)(t, {});
      // A line that says it is a credit or deposit is money in; the rest mostly out.
      const moneyIn = /CREDIT|DEPOSIT|CR ADVICE/.test(description) || (!/DEBIT|DR/.test(description) && t.chance(0.15));
      const value = t.money(1, 900);
      return { description: t.noise(description, 0.3), amount: moneyIn ? t.fmt(value) : t.out(value), kind };
    },
  }));

export const TEMPLATE_BLOCKS = [
  {
    category: 'Fees & Charges',
    merchants: [...feeMerchants(SG_CARD_ISSUERS, SG_FEES, 'SG'), ...feeMerchants(US_ISSUERS, US_FEES, 'US')],
  },
  {
    category: 'Interest & Rewards',
    merchants: [...interestMerchants(SG_INTEREST, 'SG'), ...interestMerchants(US_INTEREST, 'US')],
  },
  { category: 'Salary & Income', merchants: salaryMerchants() },
  { category: 'CPF-OA', merchants: cpfMerchants('OA') },
  { category: 'CPF-SA', merchants: cpfMerchants('SA') },
  { category: 'CPF-MA', merchants: cpfMerchants('MA') },
  { category: 'Transfers', merchants: transferMerchants() },
  { category: 'Investments', merchants: investmentMerchants() },
  { category: 'Refunds', merchants: refundMerchants() },
  { category: 'Housing', merchants: rentMerchants() },
  { category: 'Gifts & Donations', merchants: giftMerchants() },
  { category: 'Uncategorized', merchants: undecidableMerchants() },
];
