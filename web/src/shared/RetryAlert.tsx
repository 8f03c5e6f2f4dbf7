import type { ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
  type AlertProps,
  type ButtonProps,
} from '@mui/material';

export interface RetryAlertProps extends Omit<AlertProps, 'action' | 'severity' | 'title' | 'children'> {
  /** What failed. */
  message: ReactNode;
  /** An optional bold title above the message. */
  title?: ReactNode;
  /** Called by the retry button. */
  onRetry: () => void;
  /** The size of the inline retry button; small unless told. */
  buttonSize?: ButtonProps['size'];
  /** The retry button's words; 'Try Again' unless told. */
  retryLabel?: string;
  /**
   * inline (the default): the alert with the button at its end, for a part of a page. card: a whole page or tab
   * that could not load: a centred card with the icon, the alert and a large button below it.
   */
  layout?: 'inline' | 'card';
  /** The picture above a card's alert; a wilted flower unless told. */
  icon?: ReactNode;
}

/**
 * A failed read: an error alert with the message and a 'Try Again' button, the one way every screen offers a
 * retry. Other Alert props (sx, role, data-testid) pass through to the alert.
 */
export function RetryAlert({
  message,
  title,
  onRetry,
  buttonSize = 'small',
  retryLabel = 'Try Again',
  layout = 'inline',
  icon,
  ...alertProps
}: RetryAlertProps) {
  const content = (
    <>
      {title !== undefined && <AlertTitle>{title}</AlertTitle>}
      {message}
    </>
  );
  if (layout === 'card') {
    const picture = icon ?? (
      <Typography fontSize={56} aria-hidden>
        🥀
      </Typography>
    );
    return (
      <Card>
        <CardContent>
          <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
            {picture}
            <Alert severity="error" role="alert" sx={{ maxWidth: 560 }} {...alertProps}>
              {content}
            </Alert>
            <Button variant="contained" onClick={onRetry}>
              {retryLabel}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size={buttonSize} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
      {...alertProps}
    >
      {content}
    </Alert>
  );
}
