import { EXCHANGE_CALENDARS, EXCHANGES, type Exchange, type TradingSession } from './exchange-calendars';

/**
 * Market status per exchange at an instant, from each exchange's own wall clock (Intl with the exchange's
 * time zone, so daylight-saving switches need no table of their own). Shared by api and web: no Node APIs.
 */

export const MARKET_SESSIONS = ['open', 'lunch', 'closed', 'weekend', 'holiday'] as const;
export type MarketSession = (typeof MARKET_SESSIONS)[number];

export interface ExchangeStatus {
  exchange: Exchange;
  isOpen: boolean;
  session: MarketSession;
  timeZone: string;
  /** Exchange-local wall time, "YYYY-MM-DD HH:MM". */
  localTime: string;
  /** The holiday's name when session is 'holiday'. */
  holidayName?: string;
}

export interface MarketStatus {
  exchanges: ExchangeStatus[];
  /** True while any exchange is trading: the only time a price refresh is worth its vendor call. */
  shouldUpdate: boolean;
  timestamp: Date;
}

interface LocalClock {
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  text: string;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Formatters are costly to build; one per time zone is enough.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of a time zone at an instant. */
export function localClock(instant: Date, timeZone: string): LocalClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const hour = parts.hour === '24' ? '00' : (parts.hour ?? '00');
  const minute = parts.minute ?? '00';
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    minutes: Number(hour) * 60 + Number(minute),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    text: `${date} ${hour}:${minute}`,
  };
}

const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The sessions of a trading day, cut at an early close (a half day keeps only what lies before it). */
function sessionsOn(sessions: readonly TradingSession[], earlyClose: string | undefined): Array<[number, number]> {
  const cut = earlyClose === undefined ? Number.POSITIVE_INFINITY : toMinutes(earlyClose);
  return sessions
    .map((s): [number, number] => [toMinutes(s.open), Math.min(toMinutes(s.close), cut)])
    .filter(([open, close]) => open < close);
}

/** One exchange's status at an instant: sessions run from open (inclusive) to close (exclusive). */
export function exchangeStatusAt(exchange: Exchange, instant: Date): ExchangeStatus {
  const calendar = EXCHANGE_CALENDARS[exchange];
  const clock = localClock(instant, calendar.timeZone);
  const base = { exchange, timeZone: calendar.timeZone, localTime: clock.text };
  if (clock.weekday === 0 || clock.weekday === 6) return { ...base, isOpen: false, session: 'weekend' };
  // Outside the listed years the lookups simply find nothing: weekday rules only (see exchange-calendars.ts).
  const holidayName = calendar.holidays[clock.date];
  if (holidayName !== undefined) return { ...base, isOpen: false, session: 'holiday', holidayName };

  const sessions = sessionsOn(calendar.sessions, calendar.earlyCloses[clock.date]);
  if (sessions.some(([open, close]) => clock.minutes >= open && clock.minutes < close)) {
    return { ...base, isOpen: true, session: 'open' };
  }
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  const betweenSessions =
    first !== undefined && last !== undefined && clock.minutes >= first[1] && clock.minutes < last[0];
  return { ...base, isOpen: false, session: betweenSessions ? 'lunch' : 'closed' };
}

/** Every exchange's status at an instant; shouldUpdate when any of them is trading. */
export function marketStatusAt(instant: Date): MarketStatus {
  const exchanges = EXCHANGES.map((exchange) => exchangeStatusAt(exchange, instant));
  return { exchanges, shouldUpdate: exchanges.some((e) => e.isOpen), timestamp: new Date(instant.getTime()) };
}
