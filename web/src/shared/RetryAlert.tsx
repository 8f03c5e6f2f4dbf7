import type { ReactNode } from 'react';
import { Alert, AlertTitle, Button, type AlertProps, type ButtonProps } from '@mui/material';

export interface RetryAlertProps extends Omit<AlertProps, 'action' | 'severity' | 'title' | 'children'> {
  /** What failed. */
  message: ReactNode;
  /** An optional bold title above the message. */
  title?: ReactNode;
  /** Called by the 'Try Again' button. */
  onRetry: () => void;
  /** The size of the 'Try Again' button; small unless told. */
  buttonSize?: ButtonProps['size'];
}

/** A failed read: an error alert with the message and a 'Try Again' button. Other Alert props (sx, role, data-testid) pass through. */
export function RetryAlert({ message, title, onRetry, buttonSize = 'small', ...alertProps }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size={buttonSize} onClick={onRetry}>
          Try Again
        </Button>
      }
      {...alertProps}
    >
      {title !== undefined && <AlertTitle>{title}</AlertTitle>}
      {message}
    </Alert>
  );
}
