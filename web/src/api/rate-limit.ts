import { LIMITS } from '@garden/core';

/** After a 429 every call is refused locally for 60 s. */
const STORAGE_KEY = 'garden.rateLimitedUntil';

export function rateLimitedUntil(): number {
  const value = Number(sessionStorage.getItem(STORAGE_KEY) ?? '0');
  return Number.isFinite(value) ? value : 0;
}

export function isRateLimited(now = Date.now()): boolean {
  return rateLimitedUntil() > now;
}

export function startRateLimitBlock(now = Date.now()): void {
  sessionStorage.setItem(STORAGE_KEY, String(now + LIMITS.rateLimitBlockSeconds * 1000));
}

export function clearRateLimitBlock(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

export const RATE_LIMIT_MESSAGE =
  'Too many requests have been made. This is a temporary restriction to ensure fair usage for all gardeners.';
