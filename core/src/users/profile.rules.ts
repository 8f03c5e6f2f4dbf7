import { z } from 'zod';

/** The only gender values a profile may hold. */
export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

/** Country options offered (and accepted) for a profile. */
export const COUNTRY_CODES = [
  'SG',
  'MY',
  'US',
  'GB',
  'AU',
  'CA',
  'IN',
  'CN',
  'JP',
  'KR',
  'TH',
  'ID',
  'PH',
  'VN',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'CH',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  SG: 'Singapore',
  MY: 'Malaysia',
  US: 'United States',
  GB: 'United Kingdom',
  AU: 'Australia',
  CA: 'Canada',
  IN: 'India',
  CN: 'China',
  JP: 'Japan',
  KR: 'South Korea',
  TH: 'Thailand',
  ID: 'Indonesia',
  PH: 'Philippines',
  VN: 'Vietnam',
  DE: 'Germany',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  NL: 'Netherlands',
  CH: 'Switzerland',
};

export const DEFAULT_COUNTRY: CountryCode = 'SG';
export const NAME_MIN = 2;
export const NAME_MAX = 100;
/** The name a person asks to be greeted by (optional; the full name as written otherwise). */
export const PREFERRED_NAME_MAX = 50;
export const AGE_MIN = 13;
export const AGE_MAX = 120;

export const PROFILE_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 100 characters',
  countryRequired: 'Country is required',
  countryInvalid: 'Invalid country code',
  birthDateInvalid: 'Please enter a valid birth date',
  genderInvalid: 'Invalid gender',
  nameRequired: 'Please fill in the following required fields: Name',
  preferredNameTooLong: `Preferred name must be ${PREFERRED_NAME_MAX} characters or less`,
  fixErrors: 'Please fix the validation errors before saving.',
  loadFailed: "We couldn't load your profile information. Please check your connection and try again.",
  saveFailed: "We couldn't save your profile changes. Please try again.",
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into its parts when it names a real calendar day. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** The spec measures age as a plain year difference. */
export function ageInYears(dateOfBirth: string, today: Date = new Date()): number | null {
  const parts = parseIsoDate(dateOfBirth);
  return parts ? today.getUTCFullYear() - parts.year : null;
}

export function isValidBirthDate(dateOfBirth: string, today: Date = new Date()): boolean {
  const age = ageInYears(dateOfBirth, today);
  return age !== null && age >= AGE_MIN && age <= AGE_MAX;
}

export const profileNameSchema = z
  .string()
  .trim()
  .min(NAME_MIN, PROFILE_MESSAGES.nameTooShort)
  .max(NAME_MAX, PROFILE_MESSAGES.nameTooLong);

export const countrySchema = z
  .string()
  .trim()
  .min(1, PROFILE_MESSAGES.countryRequired)
  .max(2, PROFILE_MESSAGES.countryInvalid)
  .transform((value) => value.toUpperCase())
  .refine((value) => (COUNTRY_CODES as readonly string[]).includes(value), PROFILE_MESSAGES.countryInvalid);

/** What to call the person: trimmed, blank means none (null), at most 50 characters. */
export const preferredNameSchema = z
  .string()
  .trim()
  .max(PREFERRED_NAME_MAX, PROFILE_MESSAGES.preferredNameTooLong)
  .transform((value) => (value === '' ? null : value));

/** The greeting's name: the preferred name when one is set, else the name exactly as the person wrote it. */
export const greetingName = (user: { name: string; preferredName?: string | null }): string =>
  user.preferredName?.trim() || user.name.trim();

export const birthDateSchema = z.string().refine((value) => isValidBirthDate(value), PROFILE_MESSAGES.birthDateInvalid);

export const genderSchema = z.enum(GENDERS, { message: PROFILE_MESSAGES.genderInvalid });

/** A partial profile change: absent fields stay as they are; null clears an optional field. */
export const profileUpdateSchema = z
  .object({
    name: profileNameSchema.optional(),
    preferred_name: preferredNameSchema.nullable().optional(),
    country: countrySchema.optional(),
    date_of_birth: birthDateSchema.nullable().optional(),
    gender: genderSchema.nullable().optional(),
    onboarding_completed: z.boolean().optional(),
  })
  .strict();

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Profile data a Google sign-in may bring: best effort, invalid parts are dropped, not rejected. */
export const googleProfileSchema = z.object({
  name: z.string().optional(),
  date_of_birth: z.string().nullable().optional(),
  gender: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  locale: z.string().nullable().optional(),
});
export type GoogleProfile = z.infer<typeof googleProfileSchema>;
