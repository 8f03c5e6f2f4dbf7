import { useState } from 'react';
import { DialogContent, DialogContentText } from '@mui/material';
import type { InvestmentHolding } from './investments-model';
import { useLastWhileClosing } from './useKeptWhileClosing';
import { SavingActions, SavingDialog } from '../../shared/SavingDialog';

interface RemoveHoldingDialogProps {
  holding?: InvestmentHolding;
  onClose: () => void;
  onRemove: (holding: InvestmentHolding) => Promise<void>;
}

/** 'Remove Stock from Portfolio?': a delete failure is only logged (as specified), the dialog closes either way. */
export function RemoveHoldingDialog({ holding, onClose, onRemove }: RemoveHoldingDialogProps) {
  const [removing, setRemoving] = useState(false);
  // The stock's name stays in the question through the closing fade.
  const [shown, onExited] = useLastWhileClosing(holding);
  // Not closable while the delete is on its way; it closes itself when the answer comes.
  return (
    <SavingDialog
      open={Boolean(holding)}
      saving={removing}
      onClose={onClose}
      onExited={onExited}
      title="Remove Stock from Portfolio?"
      titleId="remove-holding-title"
    >
      <DialogContent>
        <DialogContentText>
          {shown ? `${shown.stock.symbol} (${shown.stock.name}) will be removed from your garden.` : ''}
        </DialogContentText>
      </DialogContent>
      <SavingActions
        saving={removing}
        onCancel={onClose}
        cancelLabel="Keep Stock"
        label="Remove Stock"
        color="error"
        disabled={!holding}
        onConfirm={() => {
          if (!holding) return;
          setRemoving(true);
          void onRemove(holding)
            .catch((failure: unknown) => console.error('Failed to delete stock holding', failure))
            .finally(() => {
              setRemoving(false);
              onClose();
            });
        }}
      />
    </SavingDialog>
  );
}
