import type { ReactNode } from 'react';
import { Alert, DialogContent, DialogContentText, Stack, type ButtonProps } from '@mui/material';
import { SavingActions, SavingDialog } from './SavingDialog';

interface ConfirmDialogProps {
  open: boolean;
  /** The confirmed change is on its way: Escape, the backdrop and both buttons wait for it. */
  busy?: boolean;
  title: string;
  titleId: string;
  /** The question, in words: what the change does. */
  children: ReactNode;
  /** Why the last confirmation failed, above the question. */
  error?: string | null;
  cancelLabel: string;
  /** The confirming button's words, already showing progress while busy. */
  confirmLabel: string;
  color: ButtonProps['color'];
  /** Keeps the confirming button disabled (e.g. nothing left to confirm while the dialog fades out). */
  confirmDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The closing transition's end (see SavingDialog). */
  onExited?: () => void;
}

/** "Delete this …?": a titled question with a cancel and a confirming button, closable only while nothing is saving. */
export function ConfirmDialog({
  open,
  busy = false,
  title,
  titleId,
  children,
  error = null,
  cancelLabel,
  confirmLabel,
  color,
  confirmDisabled = false,
  onCancel,
  onConfirm,
  onExited,
}: ConfirmDialogProps) {
  return (
    <SavingDialog open={open} saving={busy} onClose={onCancel} onExited={onExited} title={title} titleId={titleId}>
      <DialogContent>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <DialogContentText>{children}</DialogContentText>
        </Stack>
      </DialogContent>
      <SavingActions
        inset
        saving={busy}
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        color={color}
        label={confirmLabel}
        onConfirm={onConfirm}
        disabled={confirmDisabled}
      />
    </SavingDialog>
  );
}
