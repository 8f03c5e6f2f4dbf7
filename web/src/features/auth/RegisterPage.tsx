import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import {
  GENDERS,
  LIMITS,
  registrationFieldProblems,
  registrationProblem,
  type RegistrationField,
  type RegistrationForm,
} from '@garden/core';
import { useAuth } from '../../auth/auth-context';
import { isRedirectInitiated } from '../../auth/auth-errors';
import { LegalDialog } from '../legal/LegalDialog';
import type { LegalDocument } from '../legal/legal-documents';
import { AuthLayout } from './AuthLayout';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { routeAfterSignIn } from './route-after-sign-in';

export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};

const EMPTY: RegistrationForm = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  dateOfBirth: '',
  gender: '',
  acceptedTerms: false,
};

export function RegisterPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  // Field messages appear once the person has tried to submit, then follow their typing.
  const [attempted, setAttempted] = useState(false);
  const [flash, setFlash] = useState(false);
  const [busy, setBusy] = useState(false);
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const { clearError } = auth;

  useEffect(() => clearError(), [clearError]);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(false), LIMITS.validationFlashMs);
    return () => window.clearTimeout(timer);
  }, [flash]);

  const set = <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = registrationProblem(form);
    setProblem(found);
    setAttempted(true);
    if (found) {
      setFlash(true);
      return;
    }
    setBusy(true);
    try {
      await auth.register({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        dateOfBirth: form.dateOfBirth,
        gender: form.gender,
      });
      void navigate('/email-verification', { replace: true });
    } catch {
      setBusy(false);
    }
  };

  const google = async () => {
    try {
      const user = await auth.signInWithGoogle();
      if (user) void navigate(routeAfterSignIn(user, undefined), { replace: true });
    } catch (error) {
      if (isRedirectInitiated(error)) return;
    }
  };

  const message = problem ?? auth.error;
  const fieldProblems = attempted ? registrationFieldProblems(form) : {};
  const fieldError = (field: RegistrationField) => {
    const text = fieldProblems[field];
    return text ? { error: true, helperText: text } : {};
  };
  return (
    <AuthLayout>
      <Typography variant="h4" component="h1">
        Create Your Account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Start tracking your finances today
      </Typography>
      {message && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2, transition: 'box-shadow 0.3s', boxShadow: flash ? '0 0 0 3px rgba(214,69,69,0.45)' : 'none' }}
          data-flash={flash}
        >
          {message}
        </Alert>
      )}
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          <TextField
            label="Full Name"
            {...fieldError('name')}
            autoComplete="name"
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
            required
            fullWidth
          />
          <TextField
            label="Email Address"
            {...fieldError('email')}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => set('email', event.target.value)}
            required
            fullWidth
          />
          <Box>
            <TextField
              label="Password"
              {...fieldError('password')}
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => set('password', event.target.value)}
              required
              fullWidth
            />
            <PasswordStrengthMeter password={form.password} />
          </Box>
          <TextField
            label="Confirm Password"
            {...fieldError('confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(event) => set('confirmPassword', event.target.value)}
            required
            fullWidth
          />
          <TextField
            label="Date of Birth"
            {...fieldError('dateOfBirth')}
            type="date"
            value={form.dateOfBirth}
            onChange={(event) => set('dateOfBirth', event.target.value)}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControl fullWidth required error={Boolean(fieldProblems.gender)}>
            <InputLabel id="gender-label">Gender</InputLabel>
            <Select
              labelId="gender-label"
              label="Gender"
              value={form.gender}
              onChange={(event) => set('gender', event.target.value)}
            >
              {GENDERS.map((gender) => (
                <MenuItem key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </MenuItem>
              ))}
            </Select>
            {fieldProblems.gender && <FormHelperText>{fieldProblems.gender}</FormHelperText>}
          </FormControl>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.acceptedTerms}
                onChange={(event) => set('acceptedTerms', event.target.checked)}
                required
              />
            }
            label={
              <span>
                I agree to the{' '}
                <Link component="button" type="button" onClick={() => setLegal('terms')}>
                  Terms of Service
                </Link>{' '}
                and{' '}
                <Link component="button" type="button" onClick={() => setLegal('privacy')}>
                  Privacy Policy
                </Link>
              </span>
            }
          />
          {fieldProblems.acceptedTerms && (
            <FormHelperText error sx={{ mt: '0 !important' }}>
              {fieldProblems.acceptedTerms}
            </FormHelperText>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Creating account...' : 'Create Account'}
          </Button>
          <Divider>or</Divider>
          <Button variant="outlined" size="large" startIcon={<GoogleIcon />} onClick={() => void google()}>
            Sign up with Google
          </Button>
          <Typography textAlign="center">
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Sign in
            </Link>
          </Typography>
          <Typography textAlign="center">
            <Link component={RouterLink} to="/">
              Back to Home
            </Link>
          </Typography>
        </Stack>
      </Box>
      <LegalDialog open={legal} onClose={() => setLegal(null)} />
    </AuthLayout>
  );
}
