import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, type SxProps, type Theme } from '@mui/material';

interface CardGridSkeletonProps {
  /** How many placeholder cards. */
  count: number;
  /** The grid's accessible name, e.g. 'Loading budgets'. */
  label: string;
  /** Each placeholder card's data-testid. */
  testId: string;
  /** The grid the real cards are laid out in, so nothing jumps when they arrive. */
  grid: SxProps<Theme>;
  /** The round icon's size in px. */
  avatarSize: number;
  /** The width of the title line. */
  titleWidth: string;
  /** Placeholders for what the card shows under its heading. */
  children?: ReactNode;
}

/** A grid of placeholder cards while a screen of cards loads: a round icon, a title and a subtitle, then the rest. */
export function CardGridSkeleton({
  count,
  label,
  testId,
  grid,
  avatarSize,
  titleWidth,
  children,
}: CardGridSkeletonProps) {
  return (
    <Box sx={grid} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} data-testid={testId}>
          <CardContent>
            <Stack direction="row" spacing={1.5} alignItems="center">
              <Skeleton variant="circular" width={avatarSize} height={avatarSize} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton width={titleWidth} />
                <Skeleton width="40%" />
              </Box>
            </Stack>
            {children}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
