import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type ButtonProps,
  type DialogProps,
} from '@mui/material';

/** The roomier footer of a form dialog. */
const INSET_ACTIONS = { px: 3, pb: 2 } as const;

/** A dialog form's saving flag, owned by the dialog so the form can keep it from closing. */
export interface SavingState {
  saving: boolean;
  setSaving: (saving: boolean) => void;
}

interface SavingDialogProps {
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** The closing transition's end, from useLastWhileClosing. */
  onExited?: () => void;
  title: string;
  titleId: string;
  /** Full width up to this size; without it the dialog fits its content. */
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/** A titled dialog that Escape and the backdrop cannot close while its change is on its way (it would carry on unseen). */
export function SavingDialog({
  open,
  saving,
  onClose,
  onExited,
  title,
  titleId,
  maxWidth,
  children,
}: SavingDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth={maxWidth !== undefined}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

interface SavingActionsProps {
  saving: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** The primary button: its label (already showing progress when saving), click and extra reason to be disabled. */
  label: string;
  /** Without it the primary button submits the form the actions stand in. */
  onConfirm?: () => void;
  disabled?: boolean;
  color?: ButtonProps['color'];
  /** The roomier padding of a form dialog's footer. */
  inset?: boolean;
}

/** Cancel and the primary button, both disabled while saving. */
export function SavingActions({
  saving,
  onCancel,
  cancelLabel = 'Cancel',
  label,
  onConfirm,
  disabled = false,
  color,
  inset = false,
}: SavingActionsProps) {
  return (
    <DialogActions sx={inset ? INSET_ACTIONS : undefined}>
      <Button onClick={onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={color}
        variant="contained"
        onClick={onConfirm}
        disabled={disabled || saving}
      >
        {label}
      </Button>
    </DialogActions>
  );
}

/** A saving dialog's body: the fields in a column, then Cancel and the primary button (see SavingActions). */
export function SavingDialogBody({ children, ...actions }: SavingActionsProps & { children: ReactNode }) {
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <SavingActions {...actions} />
    </>
  );
}
