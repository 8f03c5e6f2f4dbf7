import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, Divider, Link, TextField, Typography, type TextFieldProps } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { useAuth } from '../../auth/auth-context';
import { isRedirectInitiated } from '../../auth/auth-errors';
import { routeAfterSignIn } from './route-after-sign-in';

/**
 * Clears an old sign-in error when the page opens, and puts a passing flag (a banner, a flash) back to its rest
 * value once it has shown for a while.
 */
export function useAuthPageTimers<T>(shown: T, rest: T, setShown: (value: T) => void, showMs: number) {
  const { clearError } = useAuth();
  useEffect(() => clearError(), [clearError]);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(rest), showMs);
    return () => window.clearTimeout(timer);
  }, [shown, rest, setShown, showMs]);
}

/** Google sign-in, then on to where the person was going; a failure is already in the auth error. */
export function useGoogleSignIn(from: string | undefined) {
  const auth = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      const user = await auth.signInWithGoogle();
      if (user) void navigate(routeAfterSignIn(user, from), { replace: true });
    } catch (error) {
      // A redirect sign-in leaves the page; any other failure is shown through auth.error.
      if (isRedirectInitiated(error)) return;
    }
  };
}

/** The page's title and the line under it. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
    </>
  );
}

/** A required, full-width field that reports its text. */
export function AuthField({ onText, ...props }: Omit<TextFieldProps, 'onChange'> & { onText: (text: string) => void }) {
  return <TextField {...props} onChange={(event) => onText(event.target.value)} required fullWidth />;
}

/** The words at the end of each sign-in form. */
const FORM_ENDS = {
  login: {
    submit: 'Log in',
    busy: 'Logging in...',
    google: 'Sign in with Google',
    question: 'New here?',
    otherTo: '/register',
    otherLabel: 'Create an account',
  },
  register: {
    submit: 'Create Account',
    busy: 'Creating account...',
    google: 'Sign up with Google',
    question: 'Already have an account?',
    otherTo: '/login',
    otherLabel: 'Sign in',
  },
} as const;

/** The end of a sign-in form: submit, Google, the link to the other form and the way home. */
export function AuthFormEnd({
  form,
  busy,
  onGoogle,
}: {
  form: keyof typeof FORM_ENDS;
  busy: boolean;
  onGoogle: () => void;
}) {
  const words = FORM_ENDS[form];
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? words.busy : words.submit}
      </Button>
      <Divider>or</Divider>
      <Button variant="outlined" size="large" startIcon={<GoogleIcon />} onClick={onGoogle}>
        {words.google}
      </Button>
      <Typography textAlign="center">
        {words.question}{' '}
        <Link component={RouterLink} to={words.otherTo}>
          {words.otherLabel}
        </Link>
      </Typography>
      <Typography textAlign="center">
        <Link component={RouterLink} to="/">
          Back to Home
        </Link>
      </Typography>
    </>
  );
}
