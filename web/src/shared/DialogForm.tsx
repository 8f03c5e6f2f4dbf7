import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, DialogContent, DialogTitle, Stack } from '@mui/material';
import { SavingActions } from './SavingDialog';

/**
 * A dialog form's save: the saving flag and the error to show. A rejected save shows the rejection's message
 * (the server's words) or the fallback, and lets the person try again.
 */
export function useDialogSave(fallback: string) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (work: () => Promise<void>) => {
    setSaving(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : fallback);
      setSaving(false);
    }
  };
  return { saving, error, setError, save };
}

interface DialogFormProps {
  title: string;
  titleId: string;
  /** Checks the fields and saves; called with the browser's own submit held back. */
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The failed save's message, above the fields. */
  error: string | null;
  /** The submit button's words, already showing progress while saving. */
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** The inside of a plant / edit dialog: a bold title, the save error, the fields, then Cancel and submit. */
export function DialogForm({
  title,
  titleId,
  onSubmit,
  onCancel,
  saving,
  error,
  submitLabel,
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <SavingActions inset saving={saving} onCancel={onCancel} label={submitLabel} />
    </Box>
  );
}
