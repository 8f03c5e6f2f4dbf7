import { useState } from 'react';
import { Alert, Box, Button, DialogContent, Stack, TextField, Typography } from '@mui/material';
import {
  INVESTMENT_MESSAGES,
  MAX_AVERAGE_COST,
  validAverageCost,
  validShares,
  type InvestmentStock,
} from './investments-model';
import { serverDetail } from '../../shared/graphql-errors';
import { KeptFormDialog } from './KeptFormDialog';
import { SavingActions, type SavingState } from '../../shared/SavingDialog';
import { StockSearch, type SearchStocks } from './StockSearch';

export type AddHolding = (stock: InvestmentStock, quantity: string, averageCost: string) => Promise<void>;

interface AddStockDialogProps {
  open: boolean;
  onClose: () => void;
  onSearch: SearchStocks;
  onAdd: AddHolding;
}

function AddStockForm({
  onClose,
  onSearch,
  onAdd,
  saving,
  setSaving,
}: Omit<AddStockDialogProps, 'open'> & SavingState) {
  const [stock, setStock] = useState<InvestmentStock | undefined>();
  const [shares, setShares] = useState('');
  const [cost, setCost] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!stock || !validShares(shares) || !validAverageCost(cost)) {
      setError(INVESTMENT_MESSAGES.addInvalid);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await onAdd(stock, shares.trim(), cost.trim());
      setSaving(false);
      onClose();
    } catch (failure) {
      // The server's reason when it gave one (e.g. 'AAPL is already in this portfolio. Edit the holding...').
      setError(serverDetail(failure) ?? INVESTMENT_MESSAGES.addFailed);
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!stock ? (
            <StockSearch
              autoFocus
              onSearch={onSearch}
              onPick={(picked) => {
                setStock(picked);
                // The cost starts at the new stock's price, never at the stock picked before "Change".
                setCost(picked.lastPrice ?? '');
              }}
            />
          ) : (
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Box data-testid="selected-stock">
                <Typography fontWeight={700}>{stock.symbol}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {stock.name} · {stock.exchange} · {stock.currency}
                </Typography>
              </Box>
              <Button onClick={() => setStock(undefined)} disabled={saving}>
                Change
              </Button>
            </Stack>
          )}
          {stock && (
            <>
              <TextField
                label="Number of Shares"
                type="number"
                value={shares}
                onChange={(event) => setShares(event.target.value)}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                required
              />
              <TextField
                label={`Average Cost per Share (${stock.currency})`}
                type="number"
                value={cost}
                onChange={(event) => setCost(event.target.value)}
                slotProps={{ htmlInput: { min: 0.01, max: MAX_AVERAGE_COST, step: 0.01 } }}
                required
              />
            </>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <SavingActions
        saving={saving}
        onCancel={onClose}
        label={saving ? 'Planting…' : 'Plant Stock'}
        onConfirm={() => void submit()}
        disabled={!stock}
      />
    </>
  );
}

/** 'Plant a New Stock': search first, then whole shares and an average cost. */
export function AddStockDialog({ open, onClose, onSearch, onAdd }: AddStockDialogProps) {
  return (
    <KeptFormDialog open={open} onClose={onClose} title="Plant a New Stock" titleId="add-stock-title" maxWidth="sm">
      {(saving) => <AddStockForm onClose={onClose} onSearch={onSearch} onAdd={onAdd} {...saving} />}
    </KeptFormDialog>
  );
}
