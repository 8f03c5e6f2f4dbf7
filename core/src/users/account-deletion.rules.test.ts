import { ACCOUNT_DELETION_MESSAGES, deletionDayText, deletionDueAt, inactiveBefore } from './account-deletion.rules';

describe('account deletion rules', () => {
  it('falls due exactly 30 days after it was asked for', () => {
    expect(deletionDueAt(new Date('2026-03-01T02:00:00.000Z')).toISOString()).toBe('2026-03-31T02:00:00.000Z');
    expect(deletionDueAt(new Date('2026-12-15T23:59:59.999Z')).toISOString()).toBe('2027-01-14T23:59:59.999Z');
  });

  it('names the day in Singapore time', () => {
    // 17:00 UTC on 30 March is already 31 March in Singapore.
    expect(deletionDayText(new Date('2026-03-30T17:00:00.000Z'))).toBe('31 March 2026');
    expect(ACCOUNT_DELETION_MESSAGES.pending(new Date('2026-03-31T02:00:00.000Z'))).toBe(
      'This account is scheduled for deletion on 31 March 2026. Cancel the deletion to use it again.',
    );
  });

  it('counts two calendar years of inactivity', () => {
    expect(inactiveBefore(new Date('2028-06-15T08:00:00.000Z')).toISOString()).toBe('2026-06-15T08:00:00.000Z');
    // 29 February has no match two years on: the cut-off moves to 1 March.
    expect(inactiveBefore(new Date('2028-02-29T00:00:00.000Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
