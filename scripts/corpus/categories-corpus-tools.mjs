/**
 * Seeded randomness and the statement renderers of the categories corpus: how Singapore and US banks and
 * card issuers print a merchant (location suffixes, processor prefixes, store and reference numbers, masked
 * cards, dates, foreign amounts), then the noise of real statements (truncation, case, OCR slips).
 */

export function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32 seeded from the text, so each merchant has its own repeatable sequence. */
export function rngFor(text) {
  let state = fnv1a(text) || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_NAMES = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];

/** Malls, estates and streets where Singapore chains print their branch. */
export const SG_PLACES = [
  'JURONG POINT',
  'TAMPINES MALL',
  'TAMPINES 1',
  'NEX',
  'VIVOCITY',
  'ION ORCHARD',
  'PLAZA SING',
  'BUGIS JUNCTION',
  'BUGIS+',
  'JEM',
  'WESTGATE',
  'CAUSEWAY POINT',
  'NORTHPOINT',
  'COMPASS ONE',
  'WATERWAY POINT',
  'AMK HUB',
  'BEDOK MALL',
  'CHANGI CITY PT',
  'JEWEL CHANGI',
  'CITY SQUARE',
  'PAYA LEBAR QTR',
  'SUNTEC CITY',
  'MARINA SQ',
  'RAFFLES CITY',
  'FUNAN',
  'NORTHSHORE PLAZA',
  'HILLION MALL',
  'BUKIT PANJANG PLZ',
  'PUNGGOL COAST',
  'CLEMENTI MALL',
  'THE STAR VISTA',
  'HOLLAND V',
  'TIONG BAHRU',
  'TOA PAYOH HUB',
  'BISHAN J8',
  'SERANGOON NEX',
  'HOUGANG 1',
  'YEW TEE POINT',
  'SENGKANG GRAND',
  'GREAT WORLD',
  'TANGLIN MALL',
  'ORCHARD CENTRAL',
  'PARKWAY PARADE',
  'KATONG I12',
  'CHINATOWN PT',
  'THOMSON PLAZA',
  'HARBOURFRONT',
  'WOODLANDS NORTH',
  'SEMBAWANG SC',
  'PASIR RIS MALL',
];

export const HAWKER_CENTRES = [
  'MAXWELL FC',
  'AMOY ST FC',
  'OLD AIRPORT RD FC',
  'TIONG BAHRU MKT',
  'CHOMP CHOMP',
  'NEWTON FC',
  'TEKKA CENTRE',
  'ABC BRICKWORKS',
  'GOLDEN MILE FC',
  'BEDOK 85 FC',
  'ALBERT CENTRE',
  'ZION RIVERSIDE',
  'ADAM RD FC',
  'CHINATOWN COMPLEX',
  'HONG LIM FC',
  'KALLANG ESTATE FC',
  'GHIM MOH MKT',
  'YISHUN PARK HC',
  'BUKIT TIMAH FC',
  'CIRCUIT RD FC',
];

export const US_CITIES = [
  'NEW YORK NY',
  'BROOKLYN NY',
  'SAN FRANCISCO CA',
  'LOS ANGELES CA',
  'SAN DIEGO CA',
  'SAN JOSE CA',
  'OAKLAND CA',
  'SEATTLE WA',
  'BELLEVUE WA',
  'PORTLAND OR',
  'AUSTIN TX',
  'DALLAS TX',
  'HOUSTON TX',
  'CHICAGO IL',
  'EVANSTON IL',
  'BOSTON MA',
  'CAMBRIDGE MA',
  'DENVER CO',
  'PHOENIX AZ',
  'ATLANTA GA',
  'MIAMI FL',
  'ORLANDO FL',
  'TAMPA FL',
  'CHARLOTTE NC',
  'RALEIGH NC',
  'NASHVILLE TN',
  'MINNEAPOLIS MN',
  'COLUMBUS OH',
  'PHILADELPHIA PA',
  'PITTSBURGH PA',
  'ARLINGTON VA',
  'WASHINGTON DC',
  'BALTIMORE MD',
  'JERSEY CITY NJ',
  'HOBOKEN NJ',
  'SALT LAKE CTY UT',
  'LAS VEGAS NV',
  'DETROIT MI',
  'ANN ARBOR MI',
  'MADISON WI',
];

const LONG_PREFIXES =
  /^(?:DEBIT CARD TRANSACTION|PURCHASE AUTHORIZED ON \d\d\/\d\d|POINT-OF-SALE TRANSACTION|DEBIT PURCHASE \S+ \S+|CHECKCARD \d+|IBANKING BILL PAYMENT|INCOMING PAYNOW REF \S+|DEBIT CARD PURCHASE -|CARD PURCHASE \S+|INTERBANK GIRO|NETS QR PAYMENT|FAST PAYMENT TO|PAYNOW TRANSFER TO|ONLINE PAYMENT \d+ TO|ELECTRONIC PMT-WEB|BILL PAYMENT|FUNDS TRANSFER TO|VISA DDA PUR \d+|DBT CRD \d+ \S+|OVERSEAS POS|VISA DEBIT|GIRO PAYMENT|DIRECT DEBIT)/i;

const OCR_SLIPS = [
  ['O', '0'],
  ['0', 'O'],
  ['I', '1'],
  ['1', 'I'],
  ['S', '5'],
  ['5', 'S'],
  ['B', '8'],
  ['E', 'F'],
  ['G', '6'],
  ['Z', '2'],
  ['L', '1'],
  ['M', 'RN'],
];

export function makeTools(rng) {
  const int = (min, max) => min + Math.floor(rng() * (max - min + 1));
  const pick = (list) => list[Math.floor(rng() * list.length)];
  const chance = (p) => rng() < p;
  const digits = (n) => Array.from({ length: n }, (_, i) => (i === 0 ? int(1, 9) : int(0, 9))).join('');
  const alnum = (n) => Array.from({ length: n }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[int(0, 33)]).join('');
  const pad2 = (n) => String(n).padStart(2, '0');
  const day = () => int(1, 28);
  const month = () => int(1, 12);
  const year = () => int(2023, 2025);
  /** A money amount in [min, max]; prices end in .x0/.x5 or .99 more often than not. */
  const money = (min, max) => {
    let value = min + rng() * (max - min);
    if (max >= 20 && chance(0.35)) value = Math.round(value);
    else if (chance(0.3)) value = Math.round(value * 10) / 10;
    else if (chance(0.2)) value = Math.floor(value) + 0.9 + (chance(0.5) ? 0.09 : 0);
    return Math.max(0.01, value);
  };
  const fmt = (value) => value.toFixed(2);
  const out = (value) => `-${fmt(value)}`;
  const dates = {
    ddMMM: () => `${pad2(day())}${MONTHS[month() - 1]}`,
    dd_MMM: () => `${pad2(day())} ${MONTHS[month() - 1]}`,
    ddmm: () => `${pad2(day())}/${pad2(month())}`,
    mmdd: () => `${pad2(month())}/${pad2(day())}`,
    mmddNoSlash: () => `${pad2(month())}${pad2(day())}`,
    ddmmyy: () => `${pad2(day())}/${pad2(month())}/${String(year()).slice(2)}`,
    iso: () => `${year()}-${pad2(month())}-${pad2(day())}`,
    mmmYYYY: () => `${MONTHS[month() - 1]} ${year()}`,
    monthYYYY: () => `${MONTH_NAMES[month() - 1]} ${year()}`,
    mmYYYY: () => `${pad2(month())}/${year()}`,
    yyyymm: () => `${year()}${pad2(month())}`,
    MMM: () => MONTHS[month() - 1],
  };
  const last4 = () => digits(4);
  const masked = () =>
    pick([
      `XXXX-XXXX-XXXX-${last4()}`,
      `4628-XXXX-XXXX-${last4()}`,
      `xx-${last4()}`,
      `************${last4()}`,
      `5123XXXXXXXX${last4()}`,
      `CARD ${last4()}`,
    ]);

  function titleCase(text) {
    return text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
  }

  /** One or two OCR slips: a confused glyph or a dropped letter, never in the first two characters. */
  function ocr(text) {
    let result = text;
    for (let n = int(1, 2); n > 0; n -= 1) {
      if (chance(0.35)) {
        const at = int(2, Math.max(2, result.length - 2));
        if (/[A-Za-z]/.test(result[at] ?? '')) result = result.slice(0, at) + result.slice(at + 1);
        continue;
      }
      const [from, to] = pick(OCR_SLIPS);
      const places = [...result.matchAll(new RegExp(from, 'g'))].map((m) => m.index).filter((i) => i >= 2);
      if (places.length === 0) continue;
      const at = pick(places);
      result = result.slice(0, at) + to + result.slice(at + from.length);
    }
    return result;
  }

  /** Statement noise after rendering; strength 0 leaves the line as printed. */
  function noise(text, strength = 1) {
    let result = text;
    // Statements cut the merchant field, not the bank's own prefix: keep the prefix and some of the name.
    const prefix = LONG_PREFIXES.exec(result)?.[0].length ?? 0;
    const keep = Math.max(23, prefix + 10);
    if (strength > 0 && result.length > keep + 4 && chance(0.14 * strength))
      result = result.slice(0, int(keep, Math.max(keep, Math.min(keep + 17, result.length - 1)))).trimEnd();
    if (strength > 0 && chance(0.07 * strength)) result = ocr(result);
    const c = rng();
    if (c < 0.1 * strength) result = titleCase(result);
    else if (c < 0.13 * strength) result = result.toLowerCase();
    return result;
  }

  /** No commas or quotes, so the CSV needs no quoting; single spaces unless a fixed-width layout asked. */
  function clean(text) {
    return text.replace(/[",]/g, ' ').replace(/\s+$/g, '').replace(/^\s+/g, '').replace(/ {3,}/g, '  ');
  }

  /** A merchant name fitted into a fixed-width card field, as Visa/Mastercard statements print it. */
  const field = (text, width) => (text.length > width ? text.slice(0, width) : text.padEnd(width, ' '));

  return {
    rng,
    int,
    pick,
    chance,
    digits,
    alnum,
    money,
    fmt,
    out,
    dates,
    last4,
    masked,
    titleCase,
    noise,
    ocr,
    clean,
    field,
    pad2,
  };
}

const PROCESSORS = {
  SQ: ['SQ *', 'SQ *', 'SQ*'],
  TST: ['TST* ', 'TST*'],
  SP: ['SP * ', 'SP *', 'SP*'],
  PAYPAL: ['PAYPAL *', 'PAYPAL *'],
  GRAB: ['GRAB*', 'GRAB* ', 'GPAY*'],
  STRIPE: ['STRIPE*', 'STR*'],
  CLOVER: ['CLV*', 'CLOVER '],
  TOAST: ['TST* '],
  SHOPIFY: ['SHOPIFY* ', 'SP *'],
  GOOGLE: ['GOOGLE *', 'GOOGLE*'],
  APPLE: ['APPLE.COM/BILL ', 'APL*'],
  AMZN: ['AMZN DIGITAL*', 'AMAZON '],
  DD: ['DD *DOORDASH ', 'DOORDASH*'],
  UBER: ['UBER EATS ', 'UBR* EATS '],
  FP: ['FOODPANDA*', 'FP*'],
  TWOC2P: ['2C2P*', 'EPAY*'],
};

/**
 * Parses a block of merchant lines, `slug | NAME; OTHER NAME | min-max | flags`, into renderable merchants.
 * Flags: chain, stall, online, bank (bank lines only), card (card lines only), in (money in),
 * pfx:SQ/TST/... (processor prefix on some card lines), @A/B/C (branches or US "CITY ST"),
 * fixed:9.98/14.98 (fixed prices), fx:CUR:CC:CITY/CITY:rate (a Singapore card used abroad), w:N (more rows).
 */
export function parseMerchants(text, region) {
  return text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [slug, names, range, flagText = ''] = line.split('|').map((part) => part.trim());
      const [min, max] = range.split('-').map(Number);
      if (!slug || !names || !(max >= min)) throw new Error(`bad merchant line: ${line}`);
      const flags = flagText.split(/\s+/).filter(Boolean);
      const value = (name) => flags.find((f) => f.startsWith(`${name}:`))?.slice(name.length + 1);
      const places = flags
        .find((f) => f.startsWith('@'))
        ?.slice(1)
        .split('/')
        .map((p) => p.replace(/_/g, ' '));
      const fx = value('fx')?.split(':');
      return {
        slug,
        region,
        names: names.split(';').map((n) => n.trim()),
        min,
        max,
        chain: flags.includes('chain'),
        stall: flags.includes('stall'),
        online: flags.includes('online'),
        onlyBank: flags.includes('bank'),
        payee: flags.includes('payee'),
        onlyCard: flags.includes('card'),
        moneyIn: flags.includes('in'),
        processors: value('pfx')?.split('/') ?? [],
        places,
        fixed: value('fixed')?.split('/').map(Number),
        fx: fx
          ? {
              currency: fx[0],
              country: fx[1],
              cities: fx[2].split('/').map((c) => c.replace(/_/g, ' ')),
              rate: Number(fx[3]),
            }
          : undefined,
        weight: Number(value('w') ?? 0),
        render: region === 'US' ? renderUs : renderSg,
      };
    });
}

function amountOf(t, m) {
  const value = m.fixed ? t.pick(m.fixed) : t.money(m.min, m.max);
  return m.moneyIn ? t.fmt(value) : t.out(value);
}

function kindOf(t, m, bankShare) {
  if (m.onlyBank) return 'bank';
  if (m.onlyCard) return 'card';
  return t.chance(bankShare) ? 'bank' : 'card';
}

function withProcessor(t, m, name) {
  if (m.processors.length === 0 || !t.chance(0.55)) return name;
  return `${t.pick(PROCESSORS[t.pick(m.processors)] ?? [''])}${name}`;
}

/** A Singapore card or debit line; foreign merchants (fx) print the foreign amount as the statement does. */
function renderSg(t, m) {
  const name = t.pick(m.names).replace('{ref}', t.alnum(t.int(6, 10)));
  if (m.fx) return renderFx(t, m, name);
  const kind = kindOf(t, m, m.payee ? 0.55 : m.online ? 0.2 : 0.35);
  if (m.payee && kind === 'bank') {
    const description = t.pick([
      () => `GIRO ${name} ${t.digits(t.int(6, 10))}`,
      () => `GIRO PAYMENT ${name}`,
      () => `BILL PAYMENT ${name} ${t.alnum(8)}`,
      () => `IBANKING BILL PAYMENT ${name} ${t.digits(8)}`,
      () => `DIRECT DEBIT ${name} ${t.dates.mmmYYYY()}`,
      () => `FAST PAYMENT TO ${name} ${t.alnum(10)}`,
      () => `AXS PAYMENT ${name}`,
      () => `INTERBANK GIRO ${name} ${t.alnum(12)}`,
      () => `Bill Payment ${t.titleCase(name)} ${t.digits(10)}`,
      () => `ADVICE BILL PAYMENT ${name} ${t.alnum(10)}`,
      () => `GIRO-STANDING INSTRUCTION ${name}`,
    ])();
    return { description: t.noise(description), amount: amountOf(t, m), kind };
  }
  let where = '';
  if (m.stall)
    where = t.chance(0.6)
      ? `${t.pick(m.places ?? HAWKER_CENTRES)} #${t.pick(['01', '02'])}-${t.pad2(t.int(1, 180))}`
      : `#01-${t.pad2(t.int(1, 99))}`;
  else if (m.places) where = t.chance(0.8) ? t.pick(m.places) : '';
  else if (m.chain) where = t.chance(0.75) ? t.pick(SG_PLACES) : '';
  const amount = amountOf(t, m);
  const body = [name, where].filter(Boolean).join(t.pick([' ', ' ', ' - ', '-', ' @ ']));
  let description;
  if (kind === 'card') {
    const merchantField = withProcessor(t, m, body);
    description = t.pick([
      () => `${merchantField} SINGAPORE SG`,
      () => `${merchantField} SINGAPORE SG`,
      () => `${merchantField} SINGAPORE`,
      () => `${merchantField} SG`,
      () => `${t.field(merchantField, 23)} SINGAPORE    SG`,
      () => `${merchantField}${m.chain ? ` ${t.digits(t.int(3, 5))}` : ''} SINGAPORE SG`,
      () => `${merchantField} SGP`,
      () =>
        m.online
          ? `${merchantField} ${t.pick(['SINGAPORE SG', 'SG', '+6562' + t.digits(6) + ' SG'])}`
          : `${merchantField} SINGAPORE SG`,
      () => `${merchantField} ${t.dates.ddmm()} SINGAPORE SG`,
    ])();
  } else if (m.online) {
    // Online merchants reach a debit account only through the card network, never NETS or a terminal.
    description = t.pick([
      () => `DEBIT CARD TRANSACTION ${body} SI NG ${t.dates.ddMMM()} ${t.masked()}`,
      () => `Debit Card Transaction ${t.titleCase(body)} SI NG ${t.dates.ddMMM()}`,
      () => `DEBIT PURCHASE ${t.dates.ddmmyy()} ${t.masked()} ${body} SINGAPORE SG`,
      () => `VISA DEBIT ${body} SINGAPORE ${t.dates.dd_MMM()}`,
      () => `MST ${t.digits(4)} ${body} SINGAPORE SG`,
    ])();
  } else {
    const upper = body;
    description = t.pick([
      () => `NETS ${upper}${t.chance(0.5) ? ` ${t.digits(6)}` : ''}`,
      () => `POS ${t.digits(6)} ${upper}`,
      () => `DEBIT CARD TRANSACTION ${upper} SI NG ${t.dates.ddMMM()} ${t.masked()}`,
      () => `Debit Card Transaction ${t.titleCase(upper)} SI NG ${t.dates.ddMMM()}`,
      () => `DEBIT PURCHASE ${t.dates.ddmmyy()} ${t.masked()} ${upper} SINGAPORE SG`,
      () => `NETS QR PAYMENT ${upper} ${t.alnum(10)}`,
      () => `MST ${t.digits(4)} ${upper} SINGAPORE SG`,
      () => `VISA DEBIT ${upper} SINGAPORE ${t.dates.dd_MMM()}`,
      () => `POINT-OF-SALE TRANSACTION ${upper}`,
      () => `ATM/POS ${upper} ${t.dates.ddmm()}`,
      () => `EPS ${upper} ${t.digits(8)}`,
      () => `MISC DR-DEBIT CARD ${upper} ${t.digits(6)}`,
      () => `NETS DEBIT-CONSUMER ${upper}`,
    ])();
  }
  return { description: t.noise(description), amount, kind };
}

/** A Singapore card or debit card used abroad: SGD amount, the foreign amount inside the description. */
function renderFx(t, m, name) {
  const kind = kindOf(t, m, 0.25);
  const foreign = m.fixed ? t.pick(m.fixed) : t.money(m.min, m.max);
  const decimals = ['JPY', 'KRW', 'IDR', 'VND', 'TWD'].includes(m.fx.currency) ? 0 : 2;
  const foreignText = foreign.toFixed(decimals);
  const sgd = (foreign / m.fx.rate) * (1 + (t.rng() - 0.5) * 0.02);
  const city = t.pick(m.fx.cities);
  const cc = m.fx.country;
  const body = withProcessor(t, m, m.chain && t.chance(0.5) ? `${name} ${city}` : name);
  const description =
    kind === 'card'
      ? t.pick([
          () => `${body} ${city} ${cc} ${m.fx.currency} ${foreignText}`,
          () => `${t.field(body, 23)} ${t.field(city, 13)} ${cc} ${m.fx.currency}${foreignText}`,
          () => `${body} ${city} ${cc} FCY ${m.fx.currency} ${foreignText}`,
          () => `${body} ${cc} ${m.fx.currency} ${foreignText} @ ${(1 / m.fx.rate).toFixed(6)}`,
          () => `${body} ${city} ${cc} FOREIGN AMT ${foreignText} ${m.fx.currency}`,
        ])()
      : t.pick([
          () => `DEBIT CARD TRANSACTION ${body} ${city} ${cc} ${t.dates.ddMMM()} ${m.fx.currency} ${foreignText}`,
          () => `VISA DEBIT ${body} ${city} ${m.fx.currency}${foreignText}`,
          () => `OVERSEAS POS ${body} ${cc} ${m.fx.currency} ${foreignText}`,
        ])();
  return { description: t.noise(description), amount: m.moneyIn ? t.fmt(sgd) : t.out(sgd), kind, currency: 'SGD' };
}

/** A US credit card or checking account debit card line. */
function renderUs(t, m) {
  const name = t.pick(m.names).replace('{ref}', t.alnum(t.int(6, 10)));
  const kind = kindOf(t, m, m.payee ? 0.55 : m.online ? 0.25 : 0.4);
  if (m.payee && kind === 'bank') {
    const description = t.pick([
      () => `${name} ACH PMT PPD ID: ${t.digits(10)}`,
      () => `${name} DES:BILL PAY ID:${t.alnum(10)} INDN:SAM CARTER CO ID:${t.digits(10)} WEB`,
      () => `ONLINE PAYMENT ${t.digits(10)} TO ${name} ${t.dates.mmdd()}`,
      () => `${name} AUTOPAY ${t.dates.mmdd()}`,
      () => `BILL PAY ${name} ON-LINE ${t.alnum(8)}`,
      () => `ELECTRONIC PMT-WEB ${name} ${t.digits(8)}`,
    ])();
    return { description: t.noise(description), amount: amountOf(t, m), kind };
  }
  const cityState = m.places ? t.pick(m.places) : t.pick(US_CITIES);
  const store = m.chain ? t.pick([`#${t.digits(t.int(3, 5))}`, t.digits(t.int(4, 6)), `#${t.digits(4)}`, '']) : '';
  const amount = amountOf(t, m);
  // Names written with the start of their store number ("IHOP #", "OLIVE GARDEN 0", "TARGET T-") take its digits.
  const glued = m.chain && /(?:#|\b\d+|-)$/.test(name);
  const withStore = glued ? `${name}${t.digits(t.int(3, 5))}` : [name, store].filter(Boolean).join(' ');
  const merchant = withProcessor(t, m, withStore);
  const st = cityState.slice(-2);
  const phone = `${t.pick(['800', '888', '866', '877', '855'])}-${t.digits(3)}-${t.digits(4)}`;
  const where = m.online
    ? t.pick([
        `${phone} ${st}`,
        st,
        `${t.pick(['HTTPSWWW', 'WWW'])}.${name
          .replace(/[^A-Z]/gi, '')
          .toUpperCase()
          .slice(0, 12)}.COM ${st}`,
      ])
    : cityState;
  let description;
  if (kind === 'card') {
    description = t.pick([
      () => `${merchant} ${where}`,
      () => `${merchant} ${where}`,
      () => `${t.field(merchant, 23)} ${m.online ? where : `${t.field(cityState.slice(0, -3), 13)} ${st}`}`,
      () => `${merchant} ${m.online ? where : cityState.slice(0, -3)}`,
      () => `${merchant} ${where} ${t.dates.mmdd()}`,
    ])();
  } else {
    description = t.pick([
      () => `PURCHASE AUTHORIZED ON ${t.dates.mmdd()} ${merchant} ${where} S${t.digits(15)} CARD ${t.last4()}`,
      () => `DEBIT CARD PURCHASE - ${merchant} ${where}`,
      () => `CHECKCARD ${t.dates.mmddNoSlash()} ${merchant} ${where} ${t.digits(23)}`,
      () => `POS DEBIT ${merchant} ${where}`,
      () => `${merchant} ${t.dates.mmdd()} #${t.digits(6)} PURCHASE ${where}`,
      () => `VISA DDA PUR ${t.digits(6)} ${merchant} ${where}`,
      () => `DBT CRD ${t.digits(4)} ${t.dates.mmdd()} ${merchant} ${where}`,
      () =>
        `Card Purchase ${t.dates.mmdd()} ${t.titleCase(merchant)} ${t.titleCase(cityState.slice(0, -3))} ${st} Card ${t.last4()}`,
    ])();
  }
  return { description: t.noise(description), amount, kind };
}
