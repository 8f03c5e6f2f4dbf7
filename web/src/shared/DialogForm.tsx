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
  /** Edits an existing item rather than planting a new one: the title and the submit button's words follow. */
  editing: boolean;
  /** What the dialog plants or edits, e.g. 'Budget': 'Edit Budget', 'Plant Budget'. */
  noun: string;
  /** The title while planting, e.g. 'Plant a Budget'. */
  plantTitle: string;
  titleId: string;
  /** Checks the fields and saves; called with the browser's own submit held back. */
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The failed save's message, above the fields. */
  error: string | null;
  /** The fields. */
  children: ReactNode;
}

/** The submit button's words, showing progress while saving. */
function submitLabel(editing: boolean, saving: boolean, noun: string): string {
  if (editing) return saving ? 'Saving...' : 'Save Changes';
  return saving ? 'Planting...' : `Plant ${noun}`;
}

/** The inside of a plant / edit dialog: a bold title, the save error, the fields, then Cancel and submit. */
export function DialogForm({
  editing,
  noun,
  plantTitle,
  titleId,
  onSubmit,
  onCancel,
  saving,
  error,
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {editing ? `Edit ${noun}` : plantTitle}
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
      <SavingActions inset saving={saving} onCancel={onCancel} label={submitLabel(editing, saving, noun)} />
    </Box>
  );
}
