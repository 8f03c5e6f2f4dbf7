import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** One labelled figure of a summary card: an uppercase caption over a bold value, with an optional colour dot. */
export function Figure({
  label,
  value,
  testId,
  dot,
  color,
  size = 'h6',
  children,
}: {
  label: string;
  value: string;
  testId: string;
  /** A legend dot matching the figure's chart slice. */
  dot?: string;
  /** The value's text colour (e.g. a gain or a loss). */
  color?: string;
  size?: 'h5' | 'h6';
  /** Extra lines under the value. */
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" alignItems="center" spacing={1.5}>
      {dot && <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: dot, flexShrink: 0 }} />}
      <Box>
        <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
          {label}
        </Typography>
        <Typography variant={size} component="p" fontWeight={800} data-testid={testId} color={color}>
          {value}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

/** Gains green, losses red, nothing in the plain text colour. */
export const TREND_COLOURS = { up: 'success.main', down: 'error.main', flat: 'text.primary' } as const;
