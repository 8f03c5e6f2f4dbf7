import { exchangeStatusAt, marketStatusAt, type MarketSession } from './market-hours';
import { EXCHANGE_CALENDARS, EXCHANGES, type Exchange } from './exchange-calendars';

/** [exchange, UTC instant, expected session, expected exchange-local wall time, why]. */
type Case = [Exchange, string, MarketSession, string, string];

const cases: Case[] = [
  // NYSE / NASDAQ, America/New_York (EST = UTC-5 until 8 Mar 2026 and from 1 Nov 2026, EDT = UTC-4 between)
  ['NYSE', '2026-11-23T15:00:00Z', 'open', '2026-11-23 10:00', 'Monday mid-morning'],
  ['NYSE', '2026-11-23T14:30:00Z', 'open', '2026-11-23 09:30', 'the opening minute is open'],
  ['NYSE', '2026-11-23T14:29:00Z', 'closed', '2026-11-23 09:29', 'a minute before the open'],
  ['NYSE', '2026-11-23T21:00:00Z', 'closed', '2026-11-23 16:00', 'the close itself is closed'],
  ['NYSE', '2026-11-23T20:59:00Z', 'open', '2026-11-23 15:59', 'the last minute is open'],
  ['NASDAQ', '2026-11-23T15:00:00Z', 'open', '2026-11-23 10:00', 'NASDAQ keeps NYSE hours'],
  ['NASDAQ', '2026-11-23T21:30:00Z', 'closed', '2026-11-23 16:30', 'NASDAQ after the close'],
  ['NYSE', '2026-11-21T15:00:00Z', 'weekend', '2026-11-21 10:00', 'Saturday'],
  ['NYSE', '2026-11-26T15:00:00Z', 'holiday', '2026-11-26 10:00', 'Thanksgiving 2026'],
  ['NASDAQ', '2026-11-26T15:00:00Z', 'holiday', '2026-11-26 10:00', 'NASDAQ follows the NYSE calendar'],
  ['NYSE', '2025-01-09T15:00:00Z', 'holiday', '2025-01-09 10:00', 'National Day of Mourning 2025'],
  ['NYSE', '2027-06-18T15:00:00Z', 'holiday', '2027-06-18 11:00', 'Juneteenth 2027 observed on the Friday'],
  // DST: the US switched on Sunday 8 March 2026, so 13:45 UTC is 09:45 the Monday after, 08:45 the Monday before
  ['NYSE', '2026-03-09T13:45:00Z', 'open', '2026-03-09 09:45', 'first Monday of EDT'],
  ['NYSE', '2026-03-02T13:45:00Z', 'closed', '2026-03-02 08:45', 'same UTC time a week earlier, EST'],
  // ... and back on Sunday 1 November 2026
  ['NYSE', '2026-10-30T13:45:00Z', 'open', '2026-10-30 09:45', 'last Friday of EDT'],
  ['NYSE', '2026-11-02T13:45:00Z', 'closed', '2026-11-02 08:45', 'first Monday of EST'],
  // Early close at 13:00 the day after Thanksgiving
  ['NYSE', '2026-11-27T17:30:00Z', 'open', '2026-11-27 12:30', 'before the 1 pm early close'],
  ['NYSE', '2026-11-27T18:30:00Z', 'closed', '2026-11-27 13:30', 'after the 1 pm early close'],
  ['NASDAQ', '2026-12-24T18:00:00Z', 'closed', '2026-12-24 13:00', 'Christmas Eve closes at 13:00'],

  // SGX, Asia/Singapore (UTC+8, no DST): 09:00-12:00 and 13:00-17:00
  ['SGX', '2026-11-23T02:00:00Z', 'open', '2026-11-23 10:00', 'morning session'],
  ['SGX', '2026-11-23T04:00:00Z', 'lunch', '2026-11-23 12:00', 'lunch starts at noon'],
  ['SGX', '2026-11-23T04:30:00Z', 'lunch', '2026-11-23 12:30', 'lunch break'],
  ['SGX', '2026-11-23T05:00:00Z', 'open', '2026-11-23 13:00', 'afternoon session opens at 13:00'],
  ['SGX', '2026-11-23T08:59:00Z', 'open', '2026-11-23 16:59', 'last minute of the day'],
  ['SGX', '2026-11-23T09:30:00Z', 'closed', '2026-11-23 17:30', 'after the close'],
  ['SGX', '2026-11-23T00:30:00Z', 'closed', '2026-11-23 08:30', 'before the open is closed, not lunch'],
  ['SGX', '2026-11-22T02:00:00Z', 'weekend', '2026-11-22 10:00', 'Sunday'],
  ['SGX', '2026-08-10T02:00:00Z', 'holiday', '2026-08-10 10:00', 'National Day 2026 observed on Monday'],
  ['SGX', '2026-02-17T02:00:00Z', 'holiday', '2026-02-17 10:00', 'Chinese New Year 2026'],
  ['SGX', '2026-12-24T03:00:00Z', 'open', '2026-12-24 11:00', 'Christmas Eve morning trades'],
  ['SGX', '2026-12-24T05:30:00Z', 'closed', '2026-12-24 13:30', 'Christmas Eve is a half day: no afternoon'],

  // HKEX, Asia/Hong_Kong (UTC+8): 09:30-12:00 and 13:00-16:00
  ['HKEX', '2026-11-23T02:00:00Z', 'open', '2026-11-23 10:00', 'morning session'],
  ['HKEX', '2026-11-23T01:15:00Z', 'closed', '2026-11-23 09:15', 'before the 09:30 open'],
  ['HKEX', '2026-11-23T04:30:00Z', 'lunch', '2026-11-23 12:30', 'lunch break'],
  ['HKEX', '2026-11-23T06:00:00Z', 'open', '2026-11-23 14:00', 'afternoon session'],
  ['HKEX', '2026-11-23T08:30:00Z', 'closed', '2026-11-23 16:30', 'after the 16:00 close'],
  ['HKEX', '2026-11-21T02:00:00Z', 'weekend', '2026-11-21 10:00', 'Saturday'],
  ['HKEX', '2026-02-17T02:00:00Z', 'holiday', '2026-02-17 10:00', "Lunar New Year's Day 2026"],
  ['HKEX', '2026-02-19T06:00:00Z', 'holiday', '2026-02-19 14:00', 'third day of Lunar New Year 2026'],
  ['HKEX', '2026-02-16T05:00:00Z', 'closed', '2026-02-16 13:00', 'Lunar New Year eve is a half day'],
  [
    'HKEX',
    '2026-12-26T02:00:00Z',
    'weekend',
    '2026-12-26 10:00',
    'the first weekday after Christmas 2026 is a Saturday',
  ],
  ['HKEX', '2026-12-28T02:00:00Z', 'open', '2026-12-28 10:00', 'so HKEX trades on Monday 28 December 2026'],

  // LSE, Europe/London (GMT until 29 Mar 2026 01:00 UTC, BST until 25 Oct 2026): 08:00-16:30
  ['LSE', '2026-11-23T10:00:00Z', 'open', '2026-11-23 10:00', 'Monday morning (GMT)'],
  ['LSE', '2026-11-23T16:30:00Z', 'closed', '2026-11-23 16:30', 'the 16:30 close'],
  ['LSE', '2026-11-23T16:29:00Z', 'open', '2026-11-23 16:29', 'the last minute'],
  ['LSE', '2026-11-22T10:00:00Z', 'weekend', '2026-11-22 10:00', 'Sunday'],
  ['LSE', '2025-12-26T10:00:00Z', 'holiday', '2025-12-26 10:00', 'Boxing Day 2025'],
  ['LSE', '2026-12-28T10:00:00Z', 'holiday', '2026-12-28 10:00', 'Boxing Day 2026 substitute Monday'],
  ['LSE', '2026-03-30T07:30:00Z', 'open', '2026-03-30 08:30', 'first Monday of BST'],
  ['LSE', '2026-03-27T07:30:00Z', 'closed', '2026-03-27 07:30', 'last Friday of GMT'],
  ['LSE', '2026-10-23T07:30:00Z', 'open', '2026-10-23 08:30', 'last Friday of BST'],
  ['LSE', '2026-10-26T07:30:00Z', 'closed', '2026-10-26 07:30', 'first Monday of GMT'],
  ['LSE', '2026-12-24T12:45:00Z', 'closed', '2026-12-24 12:45', 'Christmas Eve closes at 12:30'],
  ['LSE', '2026-12-24T12:15:00Z', 'open', '2026-12-24 12:15', 'Christmas Eve morning trades'],

  // Beyond the listed years only the weekday rules apply
  ['NYSE', '2028-12-25T15:00:00Z', 'open', '2028-12-25 10:00', 'Christmas 2028 is not listed: weekday rules'],
  ['SGX', '2028-12-23T02:00:00Z', 'weekend', '2028-12-23 10:00', 'weekends still close unlisted years'],
];

describe('exchangeStatusAt at fixed instants', () => {
  it.each(cases)('%s at %s is %s (local %s): %s', (exchange, instant, session, localTime) => {
    const status = exchangeStatusAt(exchange, new Date(instant));
    expect(status).toMatchObject({
      exchange,
      session,
      isOpen: session === 'open',
      localTime,
      timeZone: EXCHANGE_CALENDARS[exchange].timeZone,
    });
  });

  it('names the holiday', () => {
    expect(exchangeStatusAt('SGX', new Date('2026-08-10T02:00:00Z')).holidayName).toBe('National Day (observed)');
    expect(exchangeStatusAt('NYSE', new Date('2026-11-26T15:00:00Z')).holidayName).toBe('Thanksgiving Day');
    expect(exchangeStatusAt('NYSE', new Date('2026-11-25T15:00:00Z')).holidayName).toBeUndefined();
  });
});

describe('marketStatusAt', () => {
  it('lists the five exchanges in a fixed order with their time zones', () => {
    const status = marketStatusAt(new Date('2026-11-23T02:00:00Z'));
    expect(status.exchanges.map((e) => [e.exchange, e.timeZone])).toEqual([
      ['NYSE', 'America/New_York'],
      ['NASDAQ', 'America/New_York'],
      ['SGX', 'Asia/Singapore'],
      ['HKEX', 'Asia/Hong_Kong'],
      ['LSE', 'Europe/London'],
    ]);
    expect(status.exchanges).toHaveLength(EXCHANGES.length);
    expect(status.timestamp.toISOString()).toBe('2026-11-23T02:00:00.000Z');
  });

  it('should update while any exchange trades (Singapore morning: SGX and HKEX open, US and London not)', () => {
    const status = marketStatusAt(new Date('2026-11-23T02:00:00Z'));
    // In New York it is still Sunday 22 November, 21:00; in London 02:00 Monday.
    expect(status.exchanges.map((e) => e.session)).toEqual(['weekend', 'weekend', 'open', 'open', 'closed']);
    expect(status.shouldUpdate).toBe(true);
  });

  it('should not update when every exchange is at lunch, closed or in its weekend', () => {
    const status = marketStatusAt(new Date('2026-11-23T04:30:00Z'));
    expect(status.exchanges.map((e) => e.session)).toEqual(['weekend', 'weekend', 'lunch', 'lunch', 'closed']);
    expect(status.shouldUpdate).toBe(false);
  });

  it('should not update on a Saturday anywhere', () => {
    const status = marketStatusAt(new Date('2026-11-21T15:00:00Z'));
    expect(status.exchanges.every((e) => e.session === 'weekend')).toBe(true);
    expect(status.shouldUpdate).toBe(false);
  });

  it('should update in the London-New York overlap', () => {
    const status = marketStatusAt(new Date('2026-11-23T15:00:00Z'));
    expect(status.exchanges.map((e) => e.isOpen)).toEqual([true, true, false, false, true]);
    expect(status.shouldUpdate).toBe(true);
  });
});
