import { z } from 'zod';

/** Registration: checks run in this order and the first failure is shown. */
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const COMMON_PASSWORDS = ['password123', 'admin123', 'user1234', '12345678'] as const;

export const REGISTRATION_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  tooShort: 'Password must be at least 8 characters long',
  noUppercase: 'Password must contain at least one uppercase letter',
  noLowercase: 'Password must contain at least one lowercase letter',
  noDigit: 'Password must contain at least one number',
  noSpecial: `Password must contain at least one special character (${SPECIAL_CHARACTERS})`,
  tooCommon: 'Password is too common. Please choose a stronger password',
  mismatch: 'Passwords do not match',
  termsRequired: 'Please accept the Terms of Service and Privacy Policy',
  invalidEmail: 'Please enter a valid email address, such as name@example.com',
} as const;

/** What each field says under itself, so a person sees which field needs them (the banner keeps spec wording). */
export const REGISTRATION_FIELD_MESSAGES = {
  name: 'Enter your name',
  email: 'Enter your email address',
  password: 'Choose a password',
  confirmPassword: 'Type the password again',
  dateOfBirth: 'Enter your date of birth',
  gender: 'Choose an option',
} as const;

const EMAIL = z.email();

function hasSpecial(password: string): boolean {
  return [...password].some((char) => SPECIAL_CHARACTERS.includes(char));
}

/** The first password rule that fails, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return REGISTRATION_MESSAGES.tooShort;
  if (!/[A-Z]/.test(password)) return REGISTRATION_MESSAGES.noUppercase;
  if (!/[a-z]/.test(password)) return REGISTRATION_MESSAGES.noLowercase;
  if (!/\d/.test(password)) return REGISTRATION_MESSAGES.noDigit;
  if (!hasSpecial(password)) return REGISTRATION_MESSAGES.noSpecial;
  if ((COMMON_PASSWORDS as readonly string[]).includes(password.toLowerCase())) return REGISTRATION_MESSAGES.tooCommon;
  return null;
}

export interface RegistrationForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  dateOfBirth: string;
  gender: string;
  acceptedTerms: boolean;
}

/** The message the registration form shows for its current values, or null when it may submit. */
export function registrationProblem(form: RegistrationForm): string | null {
  const required = [form.name, form.email, form.password, form.confirmPassword, form.dateOfBirth, form.gender];
  if (required.some((value) => value.trim() === '')) return REGISTRATION_MESSAGES.fillAllFields;
  if (!EMAIL.safeParse(form.email.trim()).success) return REGISTRATION_MESSAGES.invalidEmail;
  const password = passwordProblem(form.password);
  if (password) return password;
  if (form.password !== form.confirmPassword) return REGISTRATION_MESSAGES.mismatch;
  if (!form.acceptedTerms) return REGISTRATION_MESSAGES.termsRequired;
  return null;
}

export type RegistrationField = keyof typeof REGISTRATION_FIELD_MESSAGES | 'acceptedTerms';

/** Every field's own problem (empty fields, a malformed email, the password rules, the mismatch, the terms). */
export function registrationFieldProblems(form: RegistrationForm): Partial<Record<RegistrationField, string>> {
  const problems: Partial<Record<RegistrationField, string>> = {};
  for (const field of Object.keys(REGISTRATION_FIELD_MESSAGES) as (keyof typeof REGISTRATION_FIELD_MESSAGES)[]) {
    if (form[field].trim() === '') problems[field] = REGISTRATION_FIELD_MESSAGES[field];
  }
  if (!problems.email && !EMAIL.safeParse(form.email.trim()).success)
    problems.email = REGISTRATION_MESSAGES.invalidEmail;
  const password = form.password === '' ? null : passwordProblem(form.password);
  if (password) problems.password = password;
  if (!problems.confirmPassword && !problems.password && form.password !== form.confirmPassword) {
    problems.confirmPassword = REGISTRATION_MESSAGES.mismatch;
  }
  if (!form.acceptedTerms) problems.acceptedTerms = REGISTRATION_MESSAGES.termsRequired;
  return problems;
}

export type StrengthLevel = 'weak' | 'medium' | 'strong' | 'very strong';

export interface PasswordStrength {
  score: number;
  level: StrengthLevel;
  percent: 25 | 50 | 75 | 100;
  color: 'error' | 'warning' | 'success';
}

/** Strength score: one point for each of the spec's eight criteria. */
export function passwordStrength(password: string): PasswordStrength {
  const criteria = [
    password.length >= 8,
    password.length >= 12,
    password.length >= 16,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    hasSpecial(password),
    [...password].some((char) => !/[A-Za-z0-9]/.test(char) && !SPECIAL_CHARACTERS.includes(char)),
  ];
  const score = criteria.filter(Boolean).length;
  if (score <= 3) return { score, level: 'weak', percent: 25, color: 'error' };
  if (score <= 5) return { score, level: 'medium', percent: 50, color: 'warning' };
  if (score <= 7) return { score, level: 'strong', percent: 75, color: 'success' };
  return { score, level: 'very strong', percent: 100, color: 'success' };
}
