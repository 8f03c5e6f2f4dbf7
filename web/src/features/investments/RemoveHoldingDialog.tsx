import { useState } from 'react';
import type { InvestmentHolding } from './investments-model';
import { useLastWhileClosing } from './useLastWhileClosing';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

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
    <ConfirmDialog
      open={Boolean(holding)}
      busy={removing}
      title="Remove Stock from Portfolio?"
      titleId="remove-holding-title"
      cancelLabel="Keep Stock"
      confirmLabel="Remove Stock"
      color="error"
      confirmDisabled={!holding}
      onCancel={onClose}
      onExited={onExited}
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
    >
      {shown ? `${shown.stock.symbol} (${shown.stock.name}) will be removed from your garden.` : ''}
    </ConfirmDialog>
  );
}
