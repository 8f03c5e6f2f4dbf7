import { datePresetRange, singaporeToday } from './date-presets';

describe('date presets on Singapore days', () => {
  // 2024-01-31 16:30 UTC is already 1 February 00:30 in Singapore.
  const boundary = new Date('2024-01-31T16:30:00Z');
  const justBefore = new Date('2024-01-31T15:59:59Z');

  it('takes today from Singapore, not from UTC', () => {
    expect(singaporeToday(boundary)).toBe('2024-02-01');
    expect(singaporeToday(justBefore)).toBe('2024-01-31');
  });

  it('switches month at Singapore midnight', () => {
    expect(datePresetRange('this-month', boundary)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(datePresetRange('this-month', justBefore)).toEqual({ startDate: '2024-01-01', endDate: '2024-01-31' });
    expect(datePresetRange('last-month', boundary)).toEqual({ startDate: '2024-01-01', endDate: '2024-01-31' });
    expect(datePresetRange('last-month', justBefore)).toEqual({ startDate: '2023-12-01', endDate: '2023-12-31' });
  });

  it('reads last-3-months as from the first day three months back to the end of this month', () => {
    expect(datePresetRange('last-3-months', new Date('2026-11-15T04:00:00Z'))).toEqual({
      startDate: '2026-08-01',
      endDate: '2026-11-30',
    });
    // Across the new year, at the Singapore boundary.
    expect(datePresetRange('last-3-months', boundary)).toEqual({ startDate: '2023-11-01', endDate: '2024-02-29' });
    expect(datePresetRange('last-3-months', justBefore)).toEqual({ startDate: '2023-10-01', endDate: '2024-01-31' });
  });

  it('covers year-to-date up to today and the whole of last year; all has no bounds', () => {
    const newYear = new Date('2024-12-31T16:00:00Z'); // 1 January 2025, 00:00 in Singapore
    expect(datePresetRange('year-to-date', newYear)).toEqual({ startDate: '2025-01-01', endDate: '2025-01-01' });
    expect(datePresetRange('last-year', newYear)).toEqual({ startDate: '2024-01-01', endDate: '2024-12-31' });
    expect(datePresetRange('year-to-date', new Date('2024-12-31T15:59:00Z'))).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(datePresetRange('all', boundary)).toEqual({});
  });
});
