import type { ReactNode } from 'react';
import { Card, CardContent, type CardProps } from '@mui/material';

interface AccentCardProps extends Omit<CardProps, 'component' | 'sx'> {
  /** The coloured edge that tells the cards apart at a glance: its side, thickness (px) and colour. */
  accent: { side: 'top' | 'left'; width: number; color: string };
  /** The card's background; the paper colour unless told. */
  background?: string;
  /** Fades a resting item. */
  opacity?: number;
  /** The gap between the content's rows (theme spacing); 1.5 unless told. */
  gap?: number;
  children: ReactNode;
}

/**
 * One item in a grid of cards: an article (named by aria-label or aria-labelledby) as tall as its row, with a
 * coloured edge and its content in a column.
 */
export function AccentCard({ accent, background, opacity, gap = 1.5, children, ...card }: AccentCardProps) {
  return (
    <Card
      component="article"
      {...card}
      sx={{
        height: '100%',
        [accent.side === 'top' ? 'borderTop' : 'borderLeft']: accent.width,
        borderColor: accent.color,
        opacity,
        bgcolor: background,
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap, height: '100%' }}>{children}</CardContent>
    </Card>
  );
}
