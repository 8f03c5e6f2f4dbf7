import { useEffect, useRef, useState } from 'react';
import { Box, Grid, Typography } from '@mui/material';

const STEP_MS = 50;

/** Counts from 0 to target over durationMs in 50 ms steps, once `running` turns true. */
function useCounter(target: number, durationMs: number, running: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running) return;
    const steps = Math.ceil(durationMs / STEP_MS);
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      setValue(step >= steps ? target : Math.round((target * step) / steps));
      if (step >= steps) window.clearInterval(timer);
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [target, durationMs, running]);
  return value;
}

export function StatsBand() {
  const ref = useRef<HTMLDivElement | null>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || started) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setStarted(true);
        observer.disconnect();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [started]);
  const users = useCounter(2500, 2000, started);
  const statements = useCounter(15000, 2500, started);
  const money = useCounter(500, 3000, started);
  const stats = [
    { value: `${users.toLocaleString('en-SG')}+`, label: 'Gardeners growing their savings' },
    { value: `${statements.toLocaleString('en-SG')}+`, label: 'Statements planted' },
    { value: `${money}K SGD`, label: 'Tracked every month' },
  ];
  return (
    <Box
      ref={ref}
      component="section"
      aria-label="Stats"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 6 }}
    >
      <Grid container spacing={3} sx={{ maxWidth: 1100, mx: 'auto', px: 2 }}>
        {stats.map((stat) => (
          <Grid key={stat.label} size={{ xs: 12, md: 4 }} textAlign="center">
            <Typography variant="h3" component="p" data-testid="stat-value">
              {stat.value}
            </Typography>
            <Typography>{stat.label}</Typography>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
