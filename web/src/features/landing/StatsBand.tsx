import { Box, Grid, Typography } from '@mui/material';
import { LIMITS } from '@garden/core';
import { SUPPORTED_BANKS } from './supported-banks';

/**
 * The stats band: facts about the product that hold for every visitor, shown as they are from the first paint (no
 * counters that read "0+" until scrolled to, and no user or money totals the product does not have).
 */
export const STATS = [
  {
    value: String(SUPPORTED_BANKS.length),
    label: 'Banks whose PDF statements we read, in Singapore and the US',
  },
  {
    value: String(LIMITS.filesPerUpload),
    label: 'Statements you can plant at once, read in the background',
  },
  { value: 'Free', label: 'Money Garden costs nothing to use' },
] as const;

export function StatsBand() {
  return (
    <Box component="section" aria-label="Stats" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 6 }}>
      <Grid container spacing={3} sx={{ maxWidth: 1100, mx: 'auto', px: 2 }}>
        {STATS.map((stat) => (
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
