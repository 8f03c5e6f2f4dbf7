import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert, Box, Button } from '@mui/material';
import { useAuth } from '../auth/auth-context';
import { PageSpinner as Spinner } from './PageSpinner';

// Rarely shown, and it brings Apollo: loaded when needed, so the public pages (which use these guards) stay light.
const PendingDeletionPage = lazy(() =>
  import('../features/settings/PendingDeletionPage').then((module) => ({ default: module.PendingDeletionPage })),
);

/** Spinner while signing in is settling; an error with a way out when the profile cannot load. */
function Waiting() {
  const { error, refreshProfile } = useAuth();
  if (error) {
    return (
      <Box sx={{ p: 4, maxWidth: 520, mx: 'auto' }}>
        <Alert severity="error" action={<Button onClick={() => void refreshProfile()}>Retry</Button>}>
          {error}
        </Alert>
      </Box>
    );
  }
  return <Spinner />;
}

export type Access = 'app' | 'onboarding' | 'verification' | 'signed-out';

/** Where a person in this state belongs instead, or null when the route is theirs (the access flow). */
export function redirectFor(
  access: Access,
  auth: { status: string; user: { emailVerified: boolean; onboardingCompleted: boolean } | null },
  from: string | undefined,
): string | null {
  const { status, user } = auth;
  if (access === 'signed-out') {
    if (status !== 'signed-in') return null;
    if (!user) return null;
    if (!user.emailVerified) return '/email-verification';
    if (!user.onboardingCompleted) return '/onboarding';
    return from ?? '/dashboard';
  }
  if (status === 'signed-out') return '/login';
  if (!user) return null;
  if (!user.emailVerified) return access === 'verification' ? null : '/email-verification';
  if (access === 'verification') return user.onboardingCompleted ? '/dashboard' : '/onboarding';
  if (access === 'app' && !user.onboardingCompleted) return '/onboarding';
  return null;
}

export function Guard({ access, children }: { access: Access; children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (auth.status === 'initialising') return <Spinner />;
  const target = redirectFor(access, auth, from);
  if (target === '/login') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (target) return <Navigate to={target} replace />;
  if (access !== 'signed-out' && !auth.user) return <Waiting />;
  // While the account's deletion is pending the app shows only that, with a way to cancel it.
  const pendingDeletion = auth.profile?.deletionScheduledFor;
  if (pendingDeletion && (access === 'app' || access === 'onboarding')) {
    return <PendingDeletionPage deletionScheduledFor={pendingDeletion} reason={auth.profile?.deletionReason} />;
  }
  return children ?? <Outlet />;
}
