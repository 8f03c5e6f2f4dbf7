import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { LIMITS } from '@garden/core';
import { useAuth } from '../../auth/auth-context';
import { useRuntimeConfig } from '../../app/runtime-config-context';
import { signInErrorMessage } from '../../auth/auth-errors';

const NOT_VERIFIED = 'Email not verified yet. Please check your inbox and click the verification link.';
const RESENT = 'Verification email sent! Please check your inbox.';

/** Development only: the Auth Emulator keeps the link it would have emailed; show it so a developer can click it. */
function useEmulatorVerificationLink(email: string): string | null {
  const config = useRuntimeConfig();
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    if (!config.authEmulatorUrl || !email) return;
    const load = async () => {
      const response = await fetch(
        `${config.authEmulatorUrl}/emulator/v1/projects/${config.firebase.projectId}/oobCodes`,
      );
      const body = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
      const codes = (body.oobCodes ?? []).filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
      setLink(codes.at(-1)?.oobLink ?? null);
    };
    void load().catch(() => setLink(null));
    const timer = window.setInterval(() => void load().catch(() => undefined), LIMITS.verificationPollMs);
    return () => window.clearInterval(timer);
  }, [config, email]);
  return link;
}

export function EmailVerificationPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ severity: 'info' | 'success' | 'error'; text: string } | null>(null);
  const email = auth.user?.email ?? '';
  const devLink = useEmulatorVerificationLink(email);
  const { checkVerified } = auth;

  const check = useCallback(
    async (manual: boolean) => {
      try {
        if (await checkVerified()) {
          void navigate('/onboarding', { replace: true });
        } else if (manual) {
          setMessage({ severity: 'info', text: NOT_VERIFIED });
        }
      } catch (error) {
        if (manual) setMessage({ severity: 'error', text: signInErrorMessage(error) });
      }
    },
    [checkVerified, navigate],
  );

  useEffect(() => {
    const timer = window.setInterval(() => void check(false), LIMITS.verificationPollMs);
    return () => window.clearInterval(timer);
  }, [check]);

  const resend = async () => {
    try {
      await auth.resendVerification();
      setMessage({ severity: 'success', text: RESENT });
      window.setTimeout(
        () => setMessage((current) => (current?.text === RESENT ? null : current)),
        LIMITS.resendConfirmationMs,
      );
    } catch (error) {
      setMessage({ severity: 'error', text: signInErrorMessage(error) });
    }
  };

  const signOut = async () => {
    await auth.signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography fontSize={56} textAlign="center" aria-hidden>
              📬
            </Typography>
            <Typography variant="h4" component="h1" textAlign="center">
              Verify your email
            </Typography>
            <Typography textAlign="center">
              We sent a verification link to <strong>{email}</strong>.
            </Typography>
            <Box component="ol" sx={{ color: 'text.secondary', pl: 3, m: 0 }}>
              <li>Check your inbox (and your spam folder).</li>
              <li>Click the verification link in the email.</li>
              <li>Come back here: we will notice and take you onward.</li>
            </Box>
            {message && <Alert severity={message.severity}>{message.text}</Alert>}
            {devLink && (
              <Alert severity="warning" data-testid="dev-verification-hint">
                Development: the Auth Emulator sends no real email.{' '}
                <Link href={devLink} target="_blank" rel="noreferrer">
                  Open the verification link
                </Link>
                .
              </Alert>
            )}
            <Button variant="contained" onClick={() => void check(true)}>
              I&apos;ve Verified My Email
            </Button>
            <Button variant="outlined" onClick={() => void resend()}>
              Resend Verification Email
            </Button>
            <Typography textAlign="center" variant="body2">
              Didn&apos;t get it?{' '}
              <Link component="button" onClick={() => void resend()}>
                Send it again
              </Link>
            </Typography>
            <Typography textAlign="center" variant="body2">
              <Link component="button" onClick={() => void signOut()}>
                Sign out and use a different account
              </Link>
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
