/**
 * Talks to the Firebase Auth Emulator's REST API the way a browser and the emulator's own tools do,
 * so tests can create real accounts, read verification links and mint real ID tokens.
 */
export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-garden';
const BASE = `http://${EMULATOR_HOST}`;
const API_KEY = 'demo-api-key';

async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function signUp(email: string, password = 'Garden#2026', displayName?: string): Promise<EmulatorAccount> {
  const result = await call<{ localId: string; idToken: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  if (displayName) {
    await call(`/identitytoolkit.googleapis.com/v1/accounts:update?key=${API_KEY}`, {
      idToken: result.idToken,
      displayName,
      returnSecureToken: true,
    });
  }
  const fresh = await signIn(email, password);
  return { uid: result.localId, email, password, idToken: fresh };
}

export async function signIn(email: string, password: string): Promise<string> {
  const result = await call<{ idToken: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return result.idToken;
}

/** Asks the emulator to send the verification email, then follows the link it would contain. */
export async function verifyEmailThroughLink(account: EmulatorAccount): Promise<string> {
  await call(`/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=${API_KEY}`, {
    requestType: 'VERIFY_EMAIL',
    idToken: account.idToken,
  });
  const link = await latestOobLink(account.email, 'VERIFY_EMAIL');
  const response = await fetch(link);
  if (!response.ok) throw new Error(`Verification link failed: ${response.status}`);
  return signIn(account.email, account.password);
}

export async function latestOobLink(email: string, requestType = 'VERIFY_EMAIL'): Promise<string> {
  const response = await fetch(`${BASE}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const match = oobCodes.filter((code) => code.email === email && code.requestType === requestType).pop();
  if (!match) throw new Error(`No ${requestType} link for ${email}`);
  return match.oobLink;
}

/** A signed-up, verified account with a token that carries email_verified. */
export async function verifiedAccount(label: string, displayName?: string): Promise<EmulatorAccount> {
  const account = await signUp(uniqueEmail(label), 'Garden#2026', displayName);
  const idToken = await verifyEmailThroughLink(account);
  return { ...account, idToken };
}

/** An unsigned token of the emulator's shape whose expiry has passed. */
export function expiredToken(uid: string, email: string): string {
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const issuedAt = Math.floor(Date.now() / 1000) - 7200;
  return [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      aud: PROJECT_ID,
      auth_time: issuedAt,
      user_id: uid,
      sub: uid,
      iat: issuedAt,
      exp: issuedAt + 3600,
      email,
      email_verified: true,
      firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
    }),
    '',
  ].join('.');
}

export async function emulatorIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`${BASE}/`);
    return response.ok;
  } catch {
    return false;
  }
}
