import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { clearRateLimitBlock, rateLimitedUntil, RATE_LIMIT_MESSAGE } from '../../api/rate-limit';
import { LIMITS } from '@garden/core';

function secondsLeft(): number {
  const remaining = Math.ceil((rateLimitedUntil() - Date.now()) / 1000);
  return Math.max(0, Math.min(LIMITS.rateLimitBlockSeconds, remaining));
}

export function RateLimitPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = (location.state as { from?: string } | null)?.from;
  const [left, setLeft] = useState(() => (rateLimitedUntil() > 0 ? secondsLeft() : LIMITS.rateLimitBlockSeconds));

  useEffect(() => {
    if (left <= 0) {
      clearRateLimitBlock();
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Card sx={{ maxWidth: 460 }}>
        <CardContent>
          <Stack spacing={2} alignItems="center" textAlign="center">
            <Typography fontSize={56} aria-hidden>
              🐌
            </Typography>
            <Typography variant="h4" component="h1">
              Slow Down!
            </Typography>
            <Typography color="text.secondary">{RATE_LIMIT_MESSAGE}</Typography>
            <Typography variant="h3" color="primary" aria-live="polite">
              {left}
            </Typography>
            <Button
              variant="contained"
              disabled={left > 0}
              onClick={() => (returnTo ? void navigate(returnTo, { replace: true }) : void navigate(-1))}
            >
              {left > 0 ? `Wait ${left}s` : 'Try Again'}
            </Button>
            <Button variant="text" onClick={() => void navigate('/dashboard')}>
              Return to Dashboard
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
