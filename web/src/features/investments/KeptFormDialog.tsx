import { useState, type ReactNode } from 'react';
import type { DialogProps } from '@mui/material';
import { SavingDialog, type SavingState } from '../../shared/SavingDialog';
import { useLastWhileClosing } from './useLastWhileClosing';

interface KeptFormDialogProps<Subject> {
  /** What the dialog is open for (the holding to edit, or 'new' for a form of its own); undefined closes it. */
  openFor: Subject | undefined;
  onClose: () => void;
  title: string;
  titleId: string;
  maxWidth: DialogProps['maxWidth'];
  /** The form for what it is open for, given the saving flag the dialog holds so it cannot be closed mid-save. */
  children: (subject: Subject, saving: SavingState) => ReactNode;
}

/** A saving dialog whose form stays through the closing fade and starts afresh on the next opening. */
export function KeptFormDialog<Subject>({
  openFor,
  onClose,
  title,
  titleId,
  maxWidth,
  children,
}: KeptFormDialogProps<Subject>) {
  const [saving, setSaving] = useState(false);
  const [shown, onExited] = useLastWhileClosing(openFor);
  return (
    <SavingDialog
      open={openFor !== undefined}
      saving={saving}
      onClose={onClose}
      onExited={onExited}
      title={title}
      titleId={titleId}
      maxWidth={maxWidth}
    >
      {shown !== undefined && children(shown, { saving, setSaving })}
    </SavingDialog>
  );
}
