import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { InvestmentHolding } from './investments-model';

interface RemoveHoldingDialogProps {
  holding?: InvestmentHolding;
  onClose: () => void;
  onRemove: (holding: InvestmentHolding) => Promise<void>;
}

/** 'Remove Stock from Portfolio?': a delete failure is only logged (spec 02 section 8), the dialog closes either way. */
export function RemoveHoldingDialog({ holding, onClose, onRemove }: RemoveHoldingDialogProps) {
  const [removing, setRemoving] = useState(false);
  return (
    <Dialog open={Boolean(holding)} onClose={onClose} aria-labelledby="remove-holding-title">
      <DialogTitle id="remove-holding-title">Remove Stock from Portfolio?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {holding ? `${holding.stock.symbol} (${holding.stock.name}) will be removed from your garden.` : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep Stock</Button>
        <Button
          color="error"
          variant="contained"
          disabled={removing}
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
