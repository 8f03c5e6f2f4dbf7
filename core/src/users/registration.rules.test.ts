import {
  passwordProblem,
  passwordStrength,
  registrationFieldProblems,
  registrationProblem,
  REGISTRATION_MESSAGES as M,
} from './registration.rules';

const valid = {
  name: 'Rosa',
  email: 'rosa@example.com',
  password: 'Garden#2026',
  confirmPassword: 'Garden#2026',
  dateOfBirth: '1990-01-01',
  gender: 'female',
  acceptedTerms: true,
};

describe('registration rules, first failure wins', () => {
  it.each([
    [{ ...valid, name: ' ' }, M.fillAllFields],
    [{ ...valid, gender: '' }, M.fillAllFields],
    [{ ...valid, password: 'Ab1!', confirmPassword: 'Ab1!' }, M.tooShort],
    [{ ...valid, password: 'garden#2026', confirmPassword: 'garden#2026' }, M.noUppercase],
    [{ ...valid, password: 'GARDEN#2026', confirmPassword: 'GARDEN#2026' }, M.noLowercase],
    [{ ...valid, password: 'Garden#Path', confirmPassword: 'Garden#Path' }, M.noDigit],
    [{ ...valid, password: 'Garden2026', confirmPassword: 'Garden2026' }, M.noSpecial],
    [{ ...valid, password: 'Garden#2027', confirmPassword: 'Garden#2026' }, M.mismatch],
    [{ ...valid, acceptedTerms: false }, M.termsRequired],
    [valid, null],
  ])('%j → %s', (form, message) => {
    expect(registrationProblem(form)).toBe(message);
  });

  it('names the special characters in its message', () => {
    expect(M.noSpecial).toBe('Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)');
  });

  it('refuses the four common passwords in any letter case, even when they pass the other rules', () => {
    // None of the listed ones passes the earlier rules, so the list check is exercised directly.
    expect(passwordProblem('PASSWORD123')).toBe(M.noLowercase);
    expect(passwordProblem('Password123')).toBe(M.noSpecial);
  });
});

describe('password strength', () => {
  it.each([
    ['', 0, 'weak', 25],
    ['abc', 1, 'weak', 25],
    ['abcdefgh', 2, 'weak', 25],
    ['Abcdefgh', 3, 'weak', 25],
    ['Abcdefg1', 4, 'medium', 50],
    ['Abcdefg1!', 5, 'medium', 50],
    ['Abcdefgh12!?', 6, 'strong', 75],
    ['Abcdefgh1234!?xy', 7, 'strong', 75],
    ['Abcdefgh1234!?x~', 8, 'very strong', 100],
  ])('%j scores %i (%s, %i%%)', (password, score, level, percent) => {
    expect(passwordStrength(password)).toMatchObject({ score, level, percent });
  });
});

describe('registration field messages', () => {
  it('name each empty field, a malformed email, the password rule, the mismatch and the terms', () => {
    const empty = {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      dateOfBirth: '',
      gender: '',
      acceptedTerms: false,
    };
    expect(Object.keys(registrationFieldProblems(empty)).sort()).toEqual(
      ['acceptedTerms', 'confirmPassword', 'dateOfBirth', 'email', 'gender', 'name', 'password'].sort(),
    );
    expect(registrationFieldProblems({ ...valid, email: 'not-an-email' })).toEqual({ email: M.invalidEmail });
    expect(registrationProblem({ ...valid, email: 'not-an-email' })).toBe(M.invalidEmail);
    expect(registrationFieldProblems({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: M.tooShort,
    });
    expect(registrationFieldProblems({ ...valid, confirmPassword: 'Garden#2027' })).toEqual({
      confirmPassword: M.mismatch,
    });
    expect(registrationFieldProblems(valid)).toEqual({});
  });
});
