import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { InvestmentHolding } from './investments-model';
import { useLastWhileClosing } from './useKeptWhileClosing';

interface RemoveHoldingDialogProps {
  holding?: InvestmentHolding;
  onClose: () => void;
  onRemove: (holding: InvestmentHolding) => Promise<void>;
}

/** 'Remove Stock from Portfolio?': a delete failure is only logged (spec 02 section 8), the dialog closes either way. */
export function RemoveHoldingDialog({ holding, onClose, onRemove }: RemoveHoldingDialogProps) {
  const [removing, setRemoving] = useState(false);
  // The stock's name stays in the question through the closing fade.
  const [shown, onExited] = useLastWhileClosing(holding);
  return (
    <Dialog
      open={Boolean(holding)}
      // Not closable while the delete is on its way; it closes itself when the answer comes.
      onClose={removing ? undefined : onClose}
      aria-labelledby="remove-holding-title"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="remove-holding-title">Remove Stock from Portfolio?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {shown ? `${shown.stock.symbol} (${shown.stock.name}) will be removed from your garden.` : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={removing}>
          Keep Stock
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={removing || !holding}
          onClick={() => {
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
          Remove Stock
        </Button>
      </DialogActions>
    </Dialog>
  );
}
