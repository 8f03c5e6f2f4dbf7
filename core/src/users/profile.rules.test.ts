import { PROFILE_MESSAGES, greetingName, preferredNameSchema, profileUpdateSchema } from './profile.rules';

describe('the name a person is greeted by', () => {
  it('is the preferred name when set, else the name exactly as written (not its first word)', () => {
    expect(greetingName({ name: 'Tan Wei Ming' })).toBe('Tan Wei Ming');
    expect(greetingName({ name: '  Tan Wei Ming ', preferredName: null })).toBe('Tan Wei Ming');
    expect(greetingName({ name: 'Tan Wei Ming', preferredName: '  ' })).toBe('Tan Wei Ming');
    expect(greetingName({ name: 'Tan Wei Ming', preferredName: ' Wei Ming ' })).toBe('Wei Ming');
  });

  it('trims a preferred name, reads blank as none and refuses more than 50 characters', () => {
    expect(preferredNameSchema.parse('  Ming ')).toBe('Ming');
    expect(preferredNameSchema.parse('   ')).toBeNull();
    const tooLong = preferredNameSchema.safeParse('x'.repeat(51));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe(PROFILE_MESSAGES.preferredNameTooLong);
    expect(profileUpdateSchema.parse({ preferred_name: null })).toEqual({ preferred_name: null });
  });
});
