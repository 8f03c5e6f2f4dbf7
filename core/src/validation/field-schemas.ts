import { z } from 'zod';

/**
 * Field schemas every domain's rules share, each with the domain's own message: a person sees the same rule
 * worded for what they were filling in ("Account name is required", "Category name is required").
 */

/** Text that must be given: trimmed, `required` when missing or blank, and `tooLong` past `max` characters. */
export function requiredTextSchema(required: string, limit?: { max: number; tooLong: string }) {
  const present = z.string({ error: required }).trim().min(1, required);
  return limit ? present.max(limit.max, limit.tooLong) : present;
}

/** A three-letter currency code in any case ("sgd"), kept upper case. */
export const currencyCodeSchema = (message: string) => upperCaseCode(/^[A-Za-z]{3}$/, message);

/** A #RRGGBB colour in any case, kept upper case as the preset colours are. */
export const hexColourSchema = (message: string) => upperCaseCode(/^#[0-9A-Fa-f]{6}$/, message);

const upperCaseCode = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(pattern, message)
    .transform((value) => value.toUpperCase());
