import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import {
  INVESTMENT_MESSAGES,
  floorEditQuantity,
  sameDecimal,
  validAverageCost,
  validEditQuantity,
  type InvestmentHolding,
} from './investments-model';
import { KeptFormDialog } from './KeptFormDialog';
import { SavingDialogBody, type SavingState } from '../../shared/SavingDialog';
import { AverageCostField, QuantityField } from './HoldingFields';

export type UpdateHolding = (holding: InvestmentHolding, quantity: string, averageCost: string) => Promise<void>;

interface EditHoldingDialogProps {
  holding?: InvestmentHolding;
  onClose: () => void;
  onUpdate: UpdateHolding;
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
    <SavingDialogBody
      saving={saving}
      onCancel={onClose}
      label={saving ? 'Updating…' : 'Update Investment'}
      onConfirm={() => void submit()}
      disabled={!valid || !changed}
    >
      <Typography>
        <strong>{holding.stock.symbol}</strong> · {holding.stock.name}
      </Typography>
      <QuantityField
        label="Quantity"
        value={quantity}
        onChange={setQuantity}
        // Floors at the minimum once the user leaves the field, so typing "0.5" is not cut short at "0".
        onBlur={() => setQuantity((current) => floorEditQuantity(current))}
      />
      <AverageCostField label={`Average Cost (${holding.currency})`} value={cost} onChange={setCost} />
      {!valid && <Alert severity="warning">{INVESTMENT_MESSAGES.editInvalid}</Alert>}
      {failed && <Alert severity="error">{INVESTMENT_MESSAGES.editFailed}</Alert>}
    </SavingDialogBody>
  );
}

/** 'Edit Your Investment': quantity (to 4 decimals) and average cost; Escape closes it. */
export function EditHoldingDialog({ holding, onClose, onUpdate }: EditHoldingDialogProps) {
  return (
    <KeptFormDialog
      openFor={holding}
      onClose={onClose}
      title="Edit Your Investment"
      titleId="edit-holding-title"
      maxWidth="xs"
    >
      {(shown, saving) => <EditForm key={shown.id} holding={shown} onClose={onClose} onUpdate={onUpdate} {...saving} />}
    </KeptFormDialog>
  );
}
