/** The sign-in layer's error codes mapped to the messages a person sees, word for word as specified. */
const SIGN_IN_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'This email is already registered',
  'auth/invalid-email': 'Invalid email address',
  'auth/operation-not-allowed': 'Operation not allowed',
  'auth/weak-password': 'Password is too weak. Please use at least 6 characters',
  'auth/user-disabled': 'This account has been disabled',
  'auth/user-not-found': 'No account found with this email',
  'auth/wrong-password': 'Incorrect password',
  'auth/invalid-credential': 'Invalid email or password',
  'auth/invalid-login-credentials': 'Invalid email or password',
  'auth/too-many-requests': 'Too many failed attempts. Please try again later',
  'auth/network-request-failed': 'Network error. Please check your connection',
};

export const REDIRECT_INITIATED = 'REDIRECT_INITIATED';
export const GENERIC_AUTH_ERROR = 'An authentication error occurred';

export function signInErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && SIGN_IN_MESSAGES[code]) return SIGN_IN_MESSAGES[code];
  if (typeof message === 'string' && message.trim() !== '') return message;
  return GENERIC_AUTH_ERROR;
}

export function isRedirectInitiated(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === REDIRECT_INITIATED;
}
