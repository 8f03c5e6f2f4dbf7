/**
 * Trading hours, full-day holidays and early closes of the exchanges whose market status the app shows.
 *
 * Where the lists come from (all read as published for 2025-2027; they MUST be extended every year, before
 * January, from the same sources):
 * - NYSE and NASDAQ: NYSE "Holidays and Trading Hours" (NASDAQ follows the same calendar), including the
 *   1 pm early closes (the day before Independence Day when it is a weekday, the day after Thanksgiving,
 *   Christmas Eve) and the 9 January 2025 National Day of Mourning.
 * - SGX: Singapore public holidays of the Ministry of Manpower (a Sunday holiday moves to Monday, a Saturday
 *   one is not replaced), on which SGX securities trading is closed; SGX trades a morning session only on the
 *   eves of Chinese New Year, Christmas and New Year.
 * - HKEX: Hong Kong general holidays (gov.hk) on which HKEX is closed; HKEX trades a morning session only on
 *   the eves of Lunar New Year, Christmas and New Year.
 * - LSE: the UK government's bank holidays for England and Wales; the LSE closes early (12:30) on Christmas
 *   Eve and New Year's Eve.
 * Not yet verified against an official list (check them when it is published, and before relying on them):
 * - HKEX 2027: the lunar-calendar holidays (marked "provisional") are computed from the lunar calendar, not read
 *   from the gazette.
 * - SGX 2027: the moveable dates Hari Raya Puasa 2027-03-10, Hari Raya Haji 2027-05-17, Vesak Day 2027-05-20 and
 *   Deepavali 2027-10-28 are the expected dates, to be confirmed against MOM's list for 2027.
 *
 * A day outside the listed years (before 2025 or after 2027) is judged by the weekday rules
 * only: Monday to Friday trade with the normal sessions, since guessing holidays would be worse than
 * reporting a holiday as open (the refresh then merely asks for a price that has not moved).
 */

export const EXCHANGES = ['NYSE', 'NASDAQ', 'SGX', 'HKEX', 'LSE'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** Narrows a stock's exchange text (the stocks table allows any) to one with a calendar. */
export const isExchange = (value: unknown): value is Exchange =>
  typeof value === 'string' && (EXCHANGES as readonly string[]).includes(value);

/** A continuous trading session in exchange-local wall time, "HH:MM" from (inclusive) to (exclusive). */
export interface TradingSession {
  open: string;
  close: string;
}

export interface ExchangeCalendar {
  exchange: Exchange;
  /** IANA time zone: local wall time, and so daylight saving, come from it. */
  timeZone: string;
  /** The sessions of a normal trading day, in order; a gap between two is the lunch break. */
  sessions: readonly TradingSession[];
  /** Full-day closures, "YYYY-MM-DD" (local date) to the holiday's name. */
  holidays: Readonly<Record<string, string>>;
  /** Days that end early: local date to the local closing time "HH:MM". */
  earlyCloses: Readonly<Record<string, string>>;
}

/** NYSE calendar, shared by NASDAQ. */
const US_HOLIDAYS: Record<string, string> = {
  '2025-01-01': "New Year's Day",
  '2025-01-09': 'National Day of Mourning (President Carter)',
  '2025-01-20': 'Martin Luther King Jr. Day',
  '2025-02-17': "Washington's Birthday",
  '2025-04-18': 'Good Friday',
  '2025-05-26': 'Memorial Day',
  '2025-06-19': 'Juneteenth',
  '2025-07-04': 'Independence Day',
  '2025-09-01': 'Labor Day',
  '2025-11-27': 'Thanksgiving Day',
  '2025-12-25': 'Christmas Day',
  '2026-01-01': "New Year's Day",
  '2026-01-19': 'Martin Luther King Jr. Day',
  '2026-02-16': "Washington's Birthday",
  '2026-04-03': 'Good Friday',
  '2026-05-25': 'Memorial Day',
  '2026-06-19': 'Juneteenth',
  '2026-07-03': 'Independence Day (observed)',
  '2026-09-07': 'Labor Day',
  '2026-11-26': 'Thanksgiving Day',
  '2026-12-25': 'Christmas Day',
  '2027-01-01': "New Year's Day",
  '2027-01-18': 'Martin Luther King Jr. Day',
  '2027-02-15': "Washington's Birthday",
  '2027-03-26': 'Good Friday',
  '2027-05-31': 'Memorial Day',
  '2027-06-18': 'Juneteenth (observed)',
  '2027-07-05': 'Independence Day (observed)',
  '2027-09-06': 'Labor Day',
  '2027-11-25': 'Thanksgiving Day',
  '2027-12-24': 'Christmas Day (observed)',
};

const US_EARLY_CLOSES: Record<string, string> = {
  '2025-07-03': '13:00',
  '2025-11-28': '13:00',
  '2025-12-24': '13:00',
  '2026-11-27': '13:00',
  '2026-12-24': '13:00',
  '2027-11-26': '13:00',
};

const SGX_HOLIDAYS: Record<string, string> = {
  '2025-01-01': "New Year's Day",
  '2025-01-29': 'Chinese New Year',
  '2025-01-30': 'Chinese New Year',
  '2025-03-31': 'Hari Raya Puasa',
  '2025-04-18': 'Good Friday',
  '2025-05-01': 'Labour Day',
  '2025-05-12': 'Vesak Day',
  '2025-10-20': 'Deepavali',
  '2025-12-25': 'Christmas Day',
  '2026-01-01': "New Year's Day",
  '2026-02-17': 'Chinese New Year',
  '2026-02-18': 'Chinese New Year',
  '2026-04-03': 'Good Friday',
  '2026-05-01': 'Labour Day',
  '2026-05-27': 'Hari Raya Haji',
  '2026-06-01': 'Vesak Day (observed)',
  '2026-08-10': 'National Day (observed)',
  '2026-11-09': 'Deepavali (observed)',
  '2026-12-25': 'Christmas Day',
  '2027-01-01': "New Year's Day",
  '2027-02-08': 'Chinese New Year (observed)',
  '2027-03-10': 'Hari Raya Puasa',
  '2027-03-26': 'Good Friday',
  '2027-05-17': 'Hari Raya Haji',
  '2027-05-20': 'Vesak Day',
  '2027-08-09': 'National Day',
  '2027-10-28': 'Deepavali',
};

/** SGX and HKEX both close at noon on the eves of Lunar New Year, Christmas and New Year. */
const ASIAN_EVE_NOON_CLOSES: Record<string, string> = {
  '2025-01-28': '12:00',
  '2025-12-24': '12:00',
  '2025-12-31': '12:00',
  '2026-02-16': '12:00',
  '2026-12-24': '12:00',
  '2026-12-31': '12:00',
  '2027-02-05': '12:00',
  '2027-12-24': '12:00',
  '2027-12-31': '12:00',
};

const HKEX_HOLIDAYS: Record<string, string> = {
  '2025-01-01': 'The first day of January',
  '2025-01-29': "Lunar New Year's Day",
  '2025-01-30': 'The second day of Lunar New Year',
  '2025-01-31': 'The third day of Lunar New Year',
  '2025-04-04': 'Ching Ming Festival',
  '2025-04-18': 'Good Friday',
  '2025-04-21': 'Easter Monday',
  '2025-05-01': 'Labour Day',
  '2025-05-05': 'The Birthday of the Buddha',
  '2025-07-01': 'HKSAR Establishment Day',
  '2025-10-01': 'National Day',
  '2025-10-07': 'The day following the Chinese Mid-Autumn Festival',
  '2025-10-29': 'Chung Yeung Festival',
  '2025-12-25': 'Christmas Day',
  '2025-12-26': 'The first weekday after Christmas Day',
  '2026-01-01': 'The first day of January',
  '2026-02-17': "Lunar New Year's Day",
  '2026-02-18': 'The second day of Lunar New Year',
  '2026-02-19': 'The third day of Lunar New Year',
  '2026-04-03': 'Good Friday',
  '2026-04-06': 'Easter Monday',
  '2026-04-07': 'The day following Ching Ming Festival',
  '2026-05-01': 'Labour Day',
  '2026-05-25': 'The day following the Birthday of the Buddha',
  '2026-06-19': 'Tuen Ng Festival',
  '2026-07-01': 'HKSAR Establishment Day',
  '2026-10-01': 'National Day',
  '2026-10-19': 'The day following Chung Yeung Festival',
  '2026-12-25': 'Christmas Day',
  // 2026-12-26 (Saturday) is 'the first weekday after Christmas Day': Hong Kong counts Saturday as a weekday, so
  // HKEX trades on Monday 28 December 2026.
  '2027-01-01': 'The first day of January',
  '2027-02-08': 'The third day of Lunar New Year (provisional)',
  '2027-02-09': 'The fourth day of Lunar New Year (provisional)',
  '2027-03-26': 'Good Friday',
  '2027-03-29': 'Easter Monday',
  '2027-04-05': 'Ching Ming Festival (provisional)',
  '2027-05-13': 'The Birthday of the Buddha (provisional)',
  '2027-06-09': 'Tuen Ng Festival (provisional)',
  '2027-07-01': 'HKSAR Establishment Day',
  '2027-09-16': 'The day following the Chinese Mid-Autumn Festival (provisional)',
  '2027-10-01': 'National Day',
  '2027-10-08': 'Chung Yeung Festival (provisional)',
  '2027-12-27': 'The first weekday after Christmas Day',
};

/** England and Wales bank holidays. */
const LSE_HOLIDAYS: Record<string, string> = {
  '2025-01-01': "New Year's Day",
  '2025-04-18': 'Good Friday',
  '2025-04-21': 'Easter Monday',
  '2025-05-05': 'Early May bank holiday',
  '2025-05-26': 'Spring bank holiday',
  '2025-08-25': 'Summer bank holiday',
  '2025-12-25': 'Christmas Day',
  '2025-12-26': 'Boxing Day',
  '2026-01-01': "New Year's Day",
  '2026-04-03': 'Good Friday',
  '2026-04-06': 'Easter Monday',
  '2026-05-04': 'Early May bank holiday',
  '2026-05-25': 'Spring bank holiday',
  '2026-08-31': 'Summer bank holiday',
  '2026-12-25': 'Christmas Day',
  '2026-12-28': 'Boxing Day (substitute day)',
  '2027-01-01': "New Year's Day",
  '2027-03-26': 'Good Friday',
  '2027-03-29': 'Easter Monday',
  '2027-05-03': 'Early May bank holiday',
  '2027-05-31': 'Spring bank holiday',
  '2027-08-30': 'Summer bank holiday',
  '2027-12-27': 'Christmas Day (substitute day)',
  '2027-12-28': 'Boxing Day (substitute day)',
};

const LSE_EARLY_CLOSES: Record<string, string> = {
  '2025-12-24': '12:30',
  '2025-12-31': '12:30',
  '2026-12-24': '12:30',
  '2026-12-31': '12:30',
  '2027-12-24': '12:30',
  '2027-12-31': '12:30',
};

/** A normal trading day from "HH:MM-HH:MM" ranges in order; a gap between two is the lunch break. */
const tradingDay = (...ranges: string[]): readonly TradingSession[] =>
  ranges.map((range) => {
    const [open = '', close = ''] = range.split('-');
    return { open, close };
  });

/** NYSE and NASDAQ share New York's hours, holidays and early closes. */
const US_MARKET = {
  timeZone: 'America/New_York',
  sessions: tradingDay('09:30-16:00'),
  holidays: US_HOLIDAYS,
  earlyCloses: US_EARLY_CLOSES,
} as const;

export const EXCHANGE_CALENDARS: Readonly<Record<Exchange, ExchangeCalendar>> = {
  NYSE: { exchange: 'NYSE', ...US_MARKET },
  NASDAQ: { exchange: 'NASDAQ', ...US_MARKET },
  SGX: {
    exchange: 'SGX',
    timeZone: 'Asia/Singapore',
    sessions: tradingDay('09:00-12:00', '13:00-17:00'),
    holidays: SGX_HOLIDAYS,
    earlyCloses: ASIAN_EVE_NOON_CLOSES,
  },
  HKEX: {
    exchange: 'HKEX',
    timeZone: 'Asia/Hong_Kong',
    sessions: tradingDay('09:30-12:00', '13:00-16:00'),
    holidays: HKEX_HOLIDAYS,
    earlyCloses: ASIAN_EVE_NOON_CLOSES,
  },
  LSE: {
    exchange: 'LSE',
    timeZone: 'Europe/London',
    sessions: tradingDay('08:00-16:30'),
    holidays: LSE_HOLIDAYS,
    earlyCloses: LSE_EARLY_CLOSES,
  },
};
