import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  GENDERS,
  LIMITS,
  PROFILE_MESSAGES,
  PREFERRED_NAME_MAX,
  birthDateSchema,
  preferredNameSchema,
  profileNameSchema,
  type CountryCode,
} from '@garden/core';
import { UpdateMeDocument, type Gender, type ProfileFragment } from '../../graphql/generated/graphql';
import { GENDER_LABELS } from '../auth/RegisterPage';

type Field = 'name' | 'preferredName' | 'dateOfBirth';

/** Settings › Profile: name, locked email and country, date of birth, gender, with the profile rules. */
export function ProfileForm({ profile }: { profile: ProfileFragment }) {
  const [name, setName] = useState(profile.name);
  const [preferredName, setPreferredName] = useState(profile.preferredName ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(profile.dateOfBirth ?? '');
  const [gender, setGender] = useState<string>(profile.gender ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [updateMe, { loading }] = useMutation(UpdateMeDocument);

  useEffect(() => {
    if (banner?.severity !== 'success') return;
    const timer = window.setTimeout(() => setBanner(null), LIMITS.profileSavedMs);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const edit = (field: Field, apply: () => void) => {
    apply();
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setErrors({ name: PROFILE_MESSAGES.nameTooShort });
      setBanner({ severity: 'error', text: PROFILE_MESSAGES.nameRequired });
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    const nameCheck = profileNameSchema.safeParse(name);
    if (!nameCheck.success) found.name = nameCheck.error.issues[0]?.message;
    const preferredCheck = preferredNameSchema.safeParse(preferredName);
    if (!preferredCheck.success) found.preferredName = preferredCheck.error.issues[0]?.message;
    if (dateOfBirth && !birthDateSchema.safeParse(dateOfBirth).success)
      found.dateOfBirth = PROFILE_MESSAGES.birthDateInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setBanner({ severity: 'error', text: PROFILE_MESSAGES.fixErrors });
      return;
    }
    try {
      await updateMe({
        variables: {
          input: {
            name: name.trim(),
            preferredName: preferredName.trim() || null,
            dateOfBirth: dateOfBirth || null,
            gender: (gender || null) as Gender | null,
          },
        },
      });
      setBanner({ severity: 'success', text: 'Profile saved! Your garden is up to date. 🌿' });
    } catch {
      setBanner({ severity: 'error', text: PROFILE_MESSAGES.saveFailed });
    }
  };

  const country = profile.country as CountryCode;
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void save(event)} noValidate sx={{ maxWidth: 520 }}>
      {banner && (
        <Alert severity={banner.severity} role={banner.severity === 'error' ? 'alert' : 'status'}>
          {banner.text}
        </Alert>
      )}
      <TextField
        label="Name"
        value={name}
        onChange={(event) => edit('name', () => setName(event.target.value))}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
      />
      <TextField
        label="Preferred Name"
        value={preferredName}
        onChange={(event) => edit('preferredName', () => setPreferredName(event.target.value))}
        error={Boolean(errors.preferredName)}
        helperText={
          errors.preferredName ??
          `What should we call you? Until you choose, we greet you by your name as written above (up to ${PREFERRED_NAME_MAX} characters).`
        }
        slotProps={{ htmlInput: { maxLength: PREFERRED_NAME_MAX + 10 } }}
      />
      <TextField label="Email" value={profile.email} disabled helperText="Email cannot be changed here" />
      <FormControl disabled>
        <InputLabel id="country-label">Country</InputLabel>
        <Select labelId="country-label" label="Country" value={country}>
          {COUNTRY_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {COUNTRY_NAMES[code]}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>Country is locked</FormHelperText>
      </FormControl>
      <TextField
        label="Date of Birth"
        type="date"
        value={dateOfBirth}
        onChange={(event) => edit('dateOfBirth', () => setDateOfBirth(event.target.value))}
        error={Boolean(errors.dateOfBirth)}
        helperText={errors.dateOfBirth}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControl>
        <InputLabel id="profile-gender-label">Gender</InputLabel>
        <Select
          labelId="profile-gender-label"
          label="Gender"
          value={gender}
          onChange={(event) => setGender(event.target.value)}
        >
          <MenuItem value="">
            <em>Not set</em>
          </MenuItem>
          {GENDERS.map((value) => (
            <MenuItem key={value} value={value}>
              {GENDER_LABELS[value]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button type="submit" variant="contained" disabled={loading}>
        {loading ? 'Saving...' : 'Save Changes'}
      </Button>
    </Stack>
  );
}
