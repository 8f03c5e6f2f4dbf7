import type { ReactNode } from 'react';
import { Avatar, Box, Stack, Typography, type TypographyProps } from '@mui/material';

interface EmojiCardHeadingProps {
  emoji: string;
  /** The colour the emoji's circle is tinted with. */
  color: string;
  /** The circle's size in px. */
  size: number;
  /** The emoji's font size in px. */
  emojiSize: number;
  /** Greys the circle out (a resting item). */
  muted?: boolean;
  /** The card's name, an h3 cut to one line (whole in its title attribute). */
  title: string;
  subtitle: ReactNode;
  subtitleVariant?: TypographyProps['variant'];
  /** Shown at the end of the heading, usually a status chip. */
  children?: ReactNode;
}

/** A card's heading: the emoji in a tinted circle, the name with a line under it, and a chip at the end. */
export function EmojiCardHeading({
  emoji,
  color,
  size,
  emojiSize,
  muted = false,
  title,
  subtitle,
  subtitleVariant = 'body2',
  children,
}: EmojiCardHeadingProps) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Avatar sx={{ bgcolor: `${color}26`, width: size, height: size, filter: muted ? 'grayscale(0.6)' : 'none' }}>
        <Typography fontSize={emojiSize} aria-hidden>
          {emoji}
        </Typography>
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3" fontWeight={700} noWrap title={title}>
          {title}
        </Typography>
        <Typography variant={subtitleVariant} color="text.secondary" noWrap>
          {subtitle}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}
