import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography, type TypographyProps } from '@mui/material';

export interface EmptyGardenProps {
  /** The big decorative emoji (hidden from assistive technology). */
  emoji: ReactNode;
  /** The heading, rendered as an h2. */
  title: ReactNode;
  /** The secondary text under the heading. */
  text: ReactNode;
  /** The heading's typography variant; h6 unless told. */
  variant?: TypographyProps['variant'];
  /** The emoji's font size in px; 56 unless told. */
  emojiSize?: number;
  /** The gap between the items (theme spacing); 2 unless told. */
  spacing?: number;
  /** The vertical padding (theme spacing); 4 unless told. */
  py?: number;
  /** The secondary text's maximum width in px; none unless told. */
  textMaxWidth?: number;
  /** The actions, usually a button. */
  children?: ReactNode;
}

/** An empty state: a card with a centred big emoji, a heading, a secondary text and the actions. */
export function EmptyGarden({
  emoji,
  title,
  text,
  variant = 'h6',
  emojiSize = 56,
  spacing = 2,
  py = 4,
  textMaxWidth,
  children,
}: EmptyGardenProps) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={spacing} alignItems="center" textAlign="center" sx={{ py }}>
          <Typography fontSize={emojiSize} aria-hidden>
            {emoji}
          </Typography>
          <Typography variant={variant} component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={textMaxWidth === undefined ? undefined : { maxWidth: textMaxWidth }}>
            {text}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
