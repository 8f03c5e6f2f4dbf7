import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { LIMITS } from '@garden/core';
import { useAuth, type ClientUser } from '../../auth/auth-context';
import { AuthField, AuthFormEnd, AuthHeading, useAuthPageTimers, useGoogleSignIn } from './AuthFormParts';
import { AuthLayout } from './AuthLayout';
import { routeAfterSignIn } from './route-after-sign-in';

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { from?: string; message?: string } | null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState(state?.message ?? null);
  useAuthPageTimers(banner, null, setBanner, LIMITS.loginBannerMs);
  const google = useGoogleSignIn(state?.from);

  const finish = (user: ClientUser | null) => {
    if (user) void navigate(routeAfterSignIn(user, state?.from), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !password) return;
    setBusy(true);
    try {
      finish(await auth.signIn(email, password, rememberMe));
    } catch {
      // The message is already in auth.error.
    } finally {
      setBusy(false);
    }
  };

  const forgotPassword = async () => {
    if (!email) return;
    try {
      await auth.sendPasswordReset(email);
      window.alert('Password reset email sent! Check your inbox.');
    } catch {
      // Shown through auth.error.
    }
  };

  return (
    <AuthLayout>
      <AuthHeading title="Welcome Back" subtitle="Sign in to continue to your account" />
      {banner && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {banner}
        </Alert>
      )}
      {auth.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {auth.error}
        </Alert>
      )}
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          <AuthField label="Email Address" type="email" autoComplete="email" value={email} onText={setEmail} />
          <AuthField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onText={setPassword}
          />
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <FormControlLabel
              control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
              label="Remember me"
            />
            <Button variant="text" size="small" onClick={() => void forgotPassword()}>
              Forgot password?
            </Button>
          </Stack>
          <AuthFormEnd form="login" busy={busy} onGoogle={() => void google()} />
        </Stack>
      </Box>
    </AuthLayout>
  );
}
