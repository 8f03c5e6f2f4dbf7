import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  INVESTMENT_MESSAGES,
  MAX_AVERAGE_COST,
  floorEditQuantity,
  sameDecimal,
  validAverageCost,
  validEditQuantity,
  type InvestmentHolding,
} from './investments-model';
import { useLastWhileClosing } from './useKeptWhileClosing';

export type UpdateHolding = (holding: InvestmentHolding, quantity: string, averageCost: string) => Promise<void>;

interface EditHoldingDialogProps {
  holding?: InvestmentHolding;
  onClose: () => void;
  onUpdate: UpdateHolding;
}

interface SavingState {
  saving: boolean;
  setSaving: (saving: boolean) => void;
}

function EditForm({
  holding,
  onClose,
  onUpdate,
  saving,
  setSaving,
}: EditHoldingDialogProps & SavingState & { holding: InvestmentHolding }) {
  const [quantity, setQuantity] = useState(holding.quantity);
  const [cost, setCost] = useState(holding.averageCost);
  const [failed, setFailed] = useState(false);

  // Judged by the floored quantity the update would send, so "Update" is enabled before the field is left and
  // a click on it (which blurs the field first) is never lost to the floor re-rendering the form.
  const floored = floorEditQuantity(quantity);
  const valid = validEditQuantity(floored) && validAverageCost(cost);
  const changed = !sameDecimal(floored, holding.quantity) || !sameDecimal(cost, holding.averageCost);

  const submit = async () => {
    if (!valid || !changed) return;
    setSaving(true);
    setFailed(false);
    try {
      await onUpdate(holding, floored.trim(), cost.trim());
      setSaving(false);
      onClose();
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            <strong>{holding.stock.symbol}</strong> · {holding.stock.name}
          </Typography>
          <TextField
            label="Quantity"
            type="number"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            // Floors at the minimum once the user leaves the field, so typing "0.5" is not cut short at "0".
            onBlur={() => setQuantity((current) => floorEditQuantity(current))}
            slotProps={{ htmlInput: { min: 0.0001, step: 0.0001 } }}
          />
          <TextField
            label={`Average Cost (${holding.currency})`}
            type="number"
            value={cost}
            onChange={(event) => setCost(event.target.value)}
            slotProps={{ htmlInput: { min: 0.01, max: MAX_AVERAGE_COST, step: 0.01 } }}
          />
          {!valid && <Alert severity="warning">{INVESTMENT_MESSAGES.editInvalid}</Alert>}
          {failed && <Alert severity="error">{INVESTMENT_MESSAGES.editFailed}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!valid || !changed || saving}>
          {saving ? 'Updating…' : 'Update Investment'}
        </Button>
      </DialogActions>
    </>
  );
}

/** 'Edit Your Investment': quantity (to 4 decimals) and average cost; Escape closes it. */
export function EditHoldingDialog({ holding, onClose, onUpdate }: EditHoldingDialogProps) {
  const [saving, setSaving] = useState(false);
  // The holding stays shown through the closing fade.
  const [shown, onExited] = useLastWhileClosing(holding);
  return (
    <Dialog
      open={Boolean(holding)}
      // Escape and the backdrop close it, except while the update is on its way.
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="edit-holding-title"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="edit-holding-title">Edit Your Investment</DialogTitle>
      {shown && (
        <EditForm
          key={shown.id}
          holding={shown}
          onClose={onClose}
          onUpdate={onUpdate}
          saving={saving}
          setSaving={setSaving}
        />
      )}
    </Dialog>
  );
}
