import type { ReactNode } from 'react';
import { Box, Grid, Typography } from '@mui/material';

/** Two panes: a decorative garden on the left, the form on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Grid container sx={{ minHeight: '100vh' }}>
      <Grid
        size={{ xs: 0, md: 5 }}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          background: 'linear-gradient(160deg,#2f7d3b,#7cbf6a)',
          color: '#fff',
          p: 6,
        }}
      >
        <Typography fontSize={96} aria-hidden>
          🌿
        </Typography>
        <Typography variant="h4" component="p" textAlign="center">
          Money Garden
        </Typography>
        <Typography textAlign="center" sx={{ opacity: 0.9 }}>
          Every dollar is a seed. Watch your savings grow.
        </Typography>
      </Grid>
      <Grid
        size={{ xs: 12, md: 7 }}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, md: 6 } }}
      >
        <Box sx={{ width: '100%', maxWidth: 460 }}>{children}</Box>
      </Grid>
    </Grid>
  );
}
