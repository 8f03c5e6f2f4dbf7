import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { INVESTMENT_MESSAGES, validAverageCost, validShares, type InvestmentStock } from './investments-model';
import { serverDetail } from '../../shared/graphql-errors';
import { KeptFormDialog } from './KeptFormDialog';
import { SavingDialogBody, type SavingState } from '../../shared/SavingDialog';
import { AverageCostField, SharesField } from './HoldingFields';
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
    <SavingDialogBody
      saving={saving}
      onCancel={onClose}
      label={saving ? 'Planting…' : 'Plant Stock'}
      onConfirm={() => void submit()}
      disabled={!stock}
    >
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
          <SharesField label="Number of Shares" value={shares} onChange={setShares} required />
          <AverageCostField
            label={`Average Cost per Share (${stock.currency})`}
            value={cost}
            onChange={setCost}
            required
          />
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </SavingDialogBody>
  );
}

/** 'Plant a New Stock': search first, then whole shares and an average cost. */
export function AddStockDialog({ open, onClose, onSearch, onAdd }: AddStockDialogProps) {
  return (
    <KeptFormDialog
      openFor={open ? 'new' : undefined}
      onClose={onClose}
      title="Plant a New Stock"
      titleId="add-stock-title"
      maxWidth="sm"
    >
      {(_new, saving) => <AddStockForm onClose={onClose} onSearch={onSearch} onAdd={onAdd} {...saving} />}
    </KeptFormDialog>
  );
}
