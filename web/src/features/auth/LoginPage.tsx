import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { LIMITS } from '@garden/core';
import { useAuth, type ClientUser } from '../../auth/auth-context';
import { isRedirectInitiated } from '../../auth/auth-errors';
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
  const { clearError } = auth;

  useEffect(() => clearError(), [clearError]);
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), LIMITS.loginBannerMs);
    return () => window.clearTimeout(timer);
  }, [banner]);

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

  const google = async () => {
    try {
      finish(await auth.signInWithGoogle());
    } catch (error) {
      if (isRedirectInitiated(error)) return;
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
      <Typography variant="h4" component="h1">
        Welcome Back
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sign in to continue to your account
      </Typography>
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
          <TextField
            label="Email Address"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
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
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Logging in...' : 'Log in'}
          </Button>
          <Divider>or</Divider>
          <Button variant="outlined" size="large" startIcon={<GoogleIcon />} onClick={() => void google()}>
            Sign in with Google
          </Button>
          <Typography textAlign="center">
            New here?{' '}
            <Link component={RouterLink} to="/register">
              Create an account
            </Link>
          </Typography>
          <Typography textAlign="center">
            <Link component={RouterLink} to="/">
              Back to Home
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
