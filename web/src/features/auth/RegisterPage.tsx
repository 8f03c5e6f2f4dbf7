import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import {
  GENDERS,
  LIMITS,
  registrationFieldProblems,
  registrationProblem,
  type RegistrationField,
  type RegistrationForm,
} from '@garden/core';
import { useAuth } from '../../auth/auth-context';
import { LegalDialog } from '../legal/LegalDialog';
import type { LegalDocument } from '../legal/legal-documents';
import { AuthField, AuthFormEnd, AuthHeading, useAuthPageTimers, useGoogleSignIn } from './AuthFormParts';
import { AuthLayout } from './AuthLayout';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

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

/** The registration fields typed as text. */
type TextField = Exclude<RegistrationField, 'gender' | 'acceptedTerms'>;

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
  useAuthPageTimers(flash, false, setFlash, LIMITS.validationFlashMs);
  const google = useGoogleSignIn(undefined);

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

  const message = problem ?? auth.error;
  const fieldProblems = attempted ? registrationFieldProblems(form) : {};
  const fieldError = (field: RegistrationField) => {
    const text = fieldProblems[field];
    return text ? { error: true, helperText: text } : {};
  };
  /** A text field's value, typing and message. */
  const bind = (field: TextField) => ({
    ...fieldError(field),
    value: form[field],
    onText: (text: string) => set(field, text),
  });
  return (
    <AuthLayout>
      <AuthHeading title="Create Your Account" subtitle="Start tracking your finances today" />
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
          <AuthField label="Full Name" {...bind('name')} autoComplete="name" />
          <AuthField label="Email Address" {...bind('email')} type="email" autoComplete="email" />
          <Box>
            <AuthField label="Password" {...bind('password')} type="password" autoComplete="new-password" />
            <PasswordStrengthMeter password={form.password} />
          </Box>
          <AuthField
            label="Confirm Password"
            {...bind('confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
          <AuthField
            label="Date of Birth"
            {...bind('dateOfBirth')}
            type="date"
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
          <AuthFormEnd form="register" busy={busy} onGoogle={() => void google()} />
        </Stack>
      </Box>
      <LegalDialog open={legal} onClose={() => setLegal(null)} />
    </AuthLayout>
  );
}
