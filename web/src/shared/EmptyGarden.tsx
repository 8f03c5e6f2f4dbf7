import type { ReactNode } from 'react';
import { Button, Card, CardContent, Stack, Typography, type TypographyProps } from '@mui/material';

/**
 * How much room an empty state takes. section: a part of a page with nothing to show (no matches, no data yet).
 * garden: a whole screen of cards with none planted. set-up: a tab that shows nothing until its first thing
 * is created, with a larger heading and emoji.
 */
export type EmptyGardenLook = 'section' | 'garden' | 'set-up';

const LOOKS: Record<
  EmptyGardenLook,
  { variant: TypographyProps['variant']; emojiSize: number; spacing: number; py: number }
> = {
  section: { variant: 'h6', emojiSize: 56, spacing: 2, py: 4 },
  garden: { variant: 'h6', emojiSize: 52, spacing: 1.5, py: 5 },
  'set-up': { variant: 'h5', emojiSize: 64, spacing: 2, py: 5 },
};

/** The secondary text's widest line in px, so a long text reads as a centred paragraph. */
const TEXT_MAX_WIDTH = 520;

export interface EmptyGardenProps {
  /** The big decorative emoji (hidden from assistive technology). */
  emoji: ReactNode;
  /** The heading, rendered as an h2. */
  title: ReactNode;
  /** The secondary text under the heading. */
  text: ReactNode;
  /** section unless told. */
  look?: EmptyGardenLook;
  /** The actions, usually a button. */
  children?: ReactNode;
}

/** An empty state: a card with a centred big emoji, a heading, a secondary text and the actions. */
export function EmptyGarden({ emoji, title, text, look = 'section', children }: EmptyGardenProps) {
  const { variant, emojiSize, spacing, py } = LOOKS[look];
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
          <Typography color="text.secondary" sx={{ maxWidth: TEXT_MAX_WIDTH }}>
            {text}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

interface SetUpGardenProps extends Omit<EmptyGardenProps, 'look' | 'children'> {
  /** The button's words, e.g. 'Create CPF Accounts'. */
  action: string;
  onAction: () => void;
  /** The creation is on its way: the button waits. */
  busy: boolean;
}

/** A tab's first-time set-up: the set-up empty state with the one large button that creates what the tab shows. */
export function SetUpGarden({ action, onAction, busy, ...texts }: SetUpGardenProps) {
  return (
    <EmptyGarden {...texts} look="set-up">
      <Button variant="contained" size="large" onClick={onAction} disabled={busy}>
        {action}
      </Button>
    </EmptyGarden>
  );
}
