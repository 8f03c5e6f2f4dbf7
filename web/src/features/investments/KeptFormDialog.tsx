import { useState, type ReactNode } from 'react';
import type { DialogProps } from '@mui/material';
import { SavingDialog, type SavingState } from '../../shared/SavingDialog';
import { useKeptWhileClosing } from './useKeptWhileClosing';

interface KeptFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  titleId: string;
  maxWidth: DialogProps['maxWidth'];
  /** The form, given the saving flag the dialog holds so it cannot be closed mid-save. */
  children: (saving: SavingState) => ReactNode;
}

/** A saving dialog whose form stays through the closing fade and starts afresh on the next opening. */
export function KeptFormDialog({ open, onClose, title, titleId, maxWidth, children }: KeptFormDialogProps) {
  const [saving, setSaving] = useState(false);
  const [mounted, onExited] = useKeptWhileClosing(open);
  return (
    <SavingDialog
      open={open}
      saving={saving}
      onClose={onClose}
      onExited={onExited}
      title={title}
      titleId={titleId}
      maxWidth={maxWidth}
    >
      {mounted && children({ saving, setSaving })}
    </SavingDialog>
  );
}
