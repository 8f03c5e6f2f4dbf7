import { AUTH_MESSAGES, LIMITS } from '@garden/core';
import { isRateLimited, startRateLimitBlock, RATE_LIMIT_MESSAGE } from './rate-limit';

/** What the fetch layer needs from the sign-in layer and the router; wired once at start-up. */
export interface ApiSession {
  getToken(forceRefresh: boolean): Promise<string | null>;
  onUnauthorized(): void;
  onRateLimited(): void;
}

let session: ApiSession | null = null;

export function connectApiSession(next: ApiSession | null): void {
  session = next;
}

export class RateLimitedError extends Error {
  constructor() {
    super(RATE_LIMIT_MESSAGE);
    this.name = 'RateLimitedError';
  }
}

async function send(input: RequestInfo | URL, init: RequestInit, forceRefresh: boolean): Promise<Response> {
  const token = await session?.getToken(forceRefresh);
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(LIMITS.requestTimeoutMs) });
}

/**
 * Every api call goes through here: bearer token, 30 s timeout, the local 60 s block after a 429,
 * sign-out on 401, and one token refresh and retry on 403 "Email verification required".
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  if (isRateLimited()) {
    session?.onRateLimited();
    throw new RateLimitedError();
  }
  let response = await send(input, init, false);
  if (response.status === 403 && (await response.clone().text()).includes(AUTH_MESSAGES.emailNotVerified)) {
    response = await send(input, init, true);
  }
  if (response.status === 429) {
    startRateLimitBlock();
    session?.onRateLimited();
  } else if (response.status === 401) {
    session?.onUnauthorized();
  }
  return response;
}
