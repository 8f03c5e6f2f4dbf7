/**
 * Reads birthday, gender and locale from the Google People API after a Google sign-in.
 * Its 401, 403 and 429 answers (and any other failure) are logged and ignored: enrichment is optional.
 */
export interface GoogleProfileDetails {
  date_of_birth?: string;
  gender?: string;
  locale?: string;
}

interface PeopleResponse {
  birthdays?: { date?: { year?: number; month?: number; day?: number } }[];
  genders?: { value?: string }[];
  locales?: { value?: string }[];
}

export async function readGoogleProfile(accessToken: string): Promise<GoogleProfileDetails> {
  try {
    const response = await fetch('https://people.googleapis.com/v1/people/me?personFields=birthdays,genders,locales', {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      console.warn(`Google profile service answered ${response.status}; continuing without it`);
      return {};
    }
    const body = (await response.json()) as PeopleResponse;
    const date = body.birthdays?.find((birthday) => birthday.date?.year)?.date;
    const pad = (value: number | undefined) => String(value ?? 1).padStart(2, '0');
    return {
      date_of_birth: date?.year ? `${date.year}-${pad(date.month)}-${pad(date.day)}` : undefined,
      gender: body.genders?.[0]?.value,
      locale: body.locales?.[0]?.value,
    };
  } catch (error) {
    console.warn('Google profile service unreachable; continuing without it', error);
    return {};
  }
}
