import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  LinearProgress,
  Link,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { LIMITS } from '@garden/core';
import { UpdateMeDocument } from '../../graphql/generated/graphql';
import { useAuth } from '../../auth/auth-context';
import { ComingSoonDialog } from '../../shared/ComingSoonDialog';
import { ONBOARDING_JOB_KEY, OnboardingUpload } from '../statements/OnboardingUpload';

const STEPS = ['Welcome', 'Connect', 'Tour'];
const SLIDES = [
  { icon: '🏡', title: 'Dashboard', text: 'Your accounts, balances and latest transactions at a glance.' },
  { icon: '📊', title: 'Budget Reports', text: 'See spending by category and how your garden grows over time.' },
  {
    icon: '🌱',
    title: 'Seed Your Garden with Data',
    text: 'Upload PDF statements from Settings › Bank Statements whenever you are ready.',
  },
];

/** Where onboarding was, kept for this tab so a reload stays on the same step and slide. */
export const onboardingPlaceKey = (userId: string): string => `garden.onboarding.place.${userId}`;

interface OnboardingPlace {
  step: number;
  slide: number;
}

export function readOnboardingPlace(userId: string | undefined): OnboardingPlace {
  if (!userId) return { step: 0, slide: 0 };
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(onboardingPlaceKey(userId)) ?? 'null');
    const place = parsed as Partial<OnboardingPlace> | null;
    const step = Number.isInteger(place?.step) ? Math.min(Math.max(Number(place?.step), 0), STEPS.length - 1) : 0;
    const slide = Number.isInteger(place?.slide) ? Math.min(Math.max(Number(place?.slide), 0), SLIDES.length - 1) : 0;
    return { step, slide };
  } catch {
    return { step: 0, slide: 0 };
  }
}

function storeOnboardingPlace(userId: string | undefined, place: OnboardingPlace | null): void {
  if (!userId) return;
  try {
    if (place) sessionStorage.setItem(onboardingPlaceKey(userId), JSON.stringify(place));
    else sessionStorage.removeItem(onboardingPlaceKey(userId));
  } catch {
    // Storage blocked: a reload starts at the welcome step again.
  }
}

function useNarrowWindow(): boolean {
  const [narrow, setNarrow] = useState(() => window.innerWidth < LIMITS.mobileBreakpointPx);
  useEffect(() => {
    const onResize = () => setNarrow(window.innerWidth < LIMITS.mobileBreakpointPx);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return narrow;
}

export function OnboardingPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const narrow = useNarrowWindow();
  const [step, setStep] = useState(() => readOnboardingPlace(user?.id).step);
  const [slide, setSlide] = useState(() => readOnboardingPlace(user?.id).slide);
  useEffect(() => storeOnboardingPlace(user?.id, { step, slide }), [user?.id, step, slide]);
  const [mobileAccepted, setMobileAccepted] = useState(false);
  const [comingSoon, setComingSoon] = useState(false);
  const [uploading, setUploading] = useState(() => localStorage.getItem(ONBOARDING_JOB_KEY) !== null);
  const [keepUploadJob, setKeepUploadJob] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [updateMe] = useMutation(UpdateMeDocument);

  const finish = async () => {
    setFinishing(true);
    // The onboarding job id is dropped on leaving, unless the person skipped while it was still running.
    if (!keepUploadJob) localStorage.removeItem(ONBOARDING_JOB_KEY);
    storeOnboardingPlace(user?.id, null);
    try {
      await updateMe({ variables: { input: { onboardingCompleted: true } } });
    } catch (error) {
      // The spec: a failed save still lets the person in.
      console.warn('Could not save onboarding_completed', error);
    }
    void navigate('/dashboard', { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <LinearProgress
        variant="determinate"
        value={((step + 1) / STEPS.length) * 100}
        sx={{ mb: 2, height: 8, borderRadius: 4 }}
        aria-label="Onboarding progress"
      />
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card>
        <CardContent sx={{ p: { xs: 2, md: 4 } }}>
          {step === 0 && narrow && !mobileAccepted && (
            <Stack spacing={2} alignItems="center" textAlign="center">
              <Typography fontSize={48} aria-hidden>
                📱
              </Typography>
              <Typography variant="h5" component="h1">
                Best enjoyed on a bigger screen
              </Typography>
              <Typography color="text.secondary">
                The mobile garden is still growing. For now Money Garden works best on a desktop browser.
              </Typography>
              <Button variant="contained" onClick={() => setMobileAccepted(true)}>
                Continue Anyway
              </Button>
            </Stack>
          )}
          {step === 0 && (!narrow || mobileAccepted) && (
            <Stack spacing={2}>
              <Typography variant="h4" component="h1">
                Welcome to your Money Garden, {user?.name || 'gardener'}! 🌻
              </Typography>
              <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
                <li>Upload bank statements (or, soon, connect banks read-only) to plant your data.</li>
                <li>Watch clear charts show where your money goes.</li>
                <li>Get tips to help your savings bloom.</li>
              </Box>
              <Box>
                <Button variant="contained" size="large" onClick={() => setStep(1)}>
                  Let&apos;s Get Started
                </Button>
              </Box>
            </Stack>
          )}
          {step === 1 && uploading && (
            <OnboardingUpload
              onBack={() => setUploading(false)}
              onContinue={(skippedWhileRunning) => {
                setKeepUploadJob(skippedWhileRunning);
                setStep(2);
              }}
            />
          )}
          {step === 1 && !uploading && (
            <Stack spacing={3}>
              <Typography variant="h5" component="h1">
                How would you like to bring in your data?
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea sx={{ height: '100%', p: 2 }} onClick={() => setUploading(true)}>
                      <Typography fontSize={36} aria-hidden>
                        📄
                      </Typography>
                      <Typography variant="h6">Upload Statement PDF</Typography>
                      <Typography color="text.secondary">One PDF bank statement to start with.</Typography>
                    </CardActionArea>
                  </Card>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea sx={{ height: '100%', p: 2 }} onClick={() => setComingSoon(true)}>
                      <Typography fontSize={36} aria-hidden>
                        🏦
                      </Typography>
                      <Typography variant="h6">
                        Connect Bank Directly <Chip size="small" label="Coming Soon" color="secondary" />
                      </Typography>
                      <Typography color="text.secondary">Read-only bank connections.</Typography>
                    </CardActionArea>
                  </Card>
                </Grid>
              </Grid>
              <Alert severity="success" icon={<span aria-hidden>🔒</span>}>
                Your data is encrypted in transit and at rest. We never store your bank login credentials, and you keep
                full control.
              </Alert>
              <Stack direction="row" justifyContent="space-between">
                <Button onClick={() => setStep(0)}>Back</Button>
                <Link component="button" onClick={() => setStep(2)}>
                  Do it later
                </Link>
              </Stack>
            </Stack>
          )}
          {step === 2 && (
            <Stack spacing={3} alignItems="center" textAlign="center">
              <Typography fontSize={64} aria-hidden>
                {SLIDES[slide]?.icon}
              </Typography>
              <Typography variant="h5" component="h1">
                {SLIDES[slide]?.title}
              </Typography>
              <Typography color="text.secondary">{SLIDES[slide]?.text}</Typography>
              <Stack direction="row" spacing={1} aria-label="Tour slides">
                {SLIDES.map((item, index) => (
                  <Box
                    key={item.title}
                    aria-current={index === slide}
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: index === slide ? 'primary.main' : 'grey.300',
                    }}
                  />
                ))}
              </Stack>
              <Stack direction="row" spacing={2}>
                <Button onClick={() => (slide === 0 ? setStep(1) : setSlide(slide - 1))}>
                  {slide === 0 ? 'Back' : 'Previous'}
                </Button>
                {slide < SLIDES.length - 1 ? (
                  <Button variant="contained" onClick={() => setSlide(slide + 1)}>
                    Next
                  </Button>
                ) : (
                  <Button variant="contained" disabled={finishing} onClick={() => void finish()}>
                    Get Started
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
      <ComingSoonDialog open={comingSoon} onClose={() => setComingSoon(false)} feature="Direct bank connection" />
    </Box>
  );
}
