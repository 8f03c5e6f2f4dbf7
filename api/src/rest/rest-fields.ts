import { AppError } from '@garden/core';
import { appErrorOf } from '../server/domain-errors';

/**
 * REST bodies, queries and validation errors use snake_case names, as specified; the services take and
 * name camelCase fields. These helpers translate both ways for one domain's map of names.
 */

/** A domain's REST names: snake_case name -> the service's camelCase field. */
export type RestFieldNames = Readonly<Record<string, string>>;

/** The reverse map (camelCase -> snake_case), to name validation errors the way the client sent them. */
export function snakeNamesOf(fields: RestFieldNames): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([snake, camel]) => [camel, snake]));
}

/**
 * The known fields of a JSON body or query, renamed to the service's camelCase; anything else, and fields sent
 * as undefined, are left out.
 */
export function camelFields(fields: RestFieldNames, source: unknown): Record<string, unknown> {
  const record = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([snake]) => record[snake] !== undefined)
      .map(([snake, name]) => [name, record[snake]]),
  );
}

/** One error field renamed: the whole name if known, else its first segment ("categoryIds.0" -> "categories.0"). */
function snakeKey(snakeNames: Readonly<Record<string, string>>, key: string): string {
  const whole = snakeNames[key];
  if (whole !== undefined) return whole;
  const [head = key, ...rest] = key.split('.');
  return [snakeNames[head] ?? head, ...rest].join('.');
}

/** Awaits the work; an AppError with fields is thrown again with those fields in snake_case. */
export async function withSnakeErrors<T>(snakeNames: Readonly<Record<string, string>>, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const failure = appErrorOf(error);
    if (failure?.fields) {
      const fields = Object.fromEntries(
        Object.entries(failure.fields).map(([key, message]) => [snakeKey(snakeNames, key), message]),
      );
      throw new AppError(failure.code, failure.message, fields);
    }
    throw error;
  }
}

/** Both helpers bound to one domain's names: `camel(request.body)` and `snakeErrors(service.call(...))`. */
export function restFields(fields: RestFieldNames): {
  camel: (source: unknown) => Record<string, unknown>;
  snakeErrors: <T>(work: Promise<T>) => Promise<T>;
} {
  const snakeNames = snakeNamesOf(fields);
  return {
    camel: (source) => camelFields(fields, source),
    snakeErrors: (work) => withSnakeErrors(snakeNames, work),
  };
}

/** A limit query parameter: a whole number, else the fallback, kept between 1 and max. */
export function clampLimit(raw: unknown, fallback: number, max: number): number {
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : fallback;
  return Math.min(Math.max(value, 1), max);
}
