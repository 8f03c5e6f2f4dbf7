import type { ClientUser } from '../../auth/auth-context';

/** Where a person goes once signed in or registered (login outcome routing). */
export function routeAfterSignIn(user: ClientUser, from: string | undefined): string {
  if (!user.emailVerified) return '/email-verification';
  if (!user.onboardingCompleted) return '/onboarding';
  return from && from !== '/login' ? from : '/dashboard';
}
