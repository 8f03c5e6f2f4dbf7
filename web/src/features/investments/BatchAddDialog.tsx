import { useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  INVESTMENT_MESSAGES,
  batchPartialMessage,
  validAverageCost,
  validShares,
  type InvestmentStock,
} from './investments-model';
import { StockSearch, type SearchStocks } from './StockSearch';
import type { AddHolding } from './AddStockDialog';
import { KeptFormDialog } from './KeptFormDialog';
import { SavingDialogBody, type SavingState } from '../../shared/SavingDialog';
import { AverageCostField, SharesField } from './HoldingFields';

interface BatchRow {
  key: number;
  stock?: InvestmentStock;
  quantity: string;
  averageCost: string;
}

/** A row counts only with a stock chosen, whole shares of at least 1 and a valid cost. */
const complete = (row: BatchRow): row is BatchRow & { stock: InvestmentStock } =>
  Boolean(row.stock) && validShares(row.quantity) && validAverageCost(row.averageCost);

interface BatchAddDialogProps {
  open: boolean;
  onClose: () => void;
  onSearch: SearchStocks;
  onAdd: AddHolding;
  /** Called once after a batch that added anything, so the page reads holdings and totals again. */
  onAdded: () => void;
}

function BatchForm({
  onClose,
  onSearch,
  onAdd,
  onAdded,
  saving,
  setSaving,
}: Omit<BatchAddDialogProps, 'open'> & SavingState) {
  const nextKey = useRef(1);
  const [rows, setRows] = useState<BatchRow[]>([{ key: 0, quantity: '1', averageCost: '' }]);
  const [error, setError] = useState<string | undefined>();

  const patch = (key: number, change: Partial<BatchRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async () => {
    const ready = rows.filter(complete);
    if (ready.length === 0) {
      setError(INVESTMENT_MESSAGES.batchNoneComplete);
      return;
    }
    setSaving(true);
    setError(undefined);
    const failed: BatchRow[] = [];
    let added = 0;
    // One at a time, so the server sees the same order the user typed.
    for (const row of ready) {
      try {
        await onAdd(row.stock, row.quantity.trim(), row.averageCost.trim());
        added += 1;
      } catch {
        failed.push(row);
      }
    }
    if (added > 0) onAdded();
    setSaving(false);
    if (failed.length === 0) {
      onClose();
      return;
    }
    // Keep only what failed (and anything not yet complete) so the user can retry it.
    const failedKeys = new Set(failed.map((row) => row.key));
    setRows((current) => current.filter((row) => failedKeys.has(row.key) || !complete(row)));
    setError(
      batchPartialMessage(
        added,
        failed.map((row) => row.stock?.symbol ?? ''),
      ),
    );
  };

  return (
    <SavingDialogBody
      saving={saving}
      onCancel={onClose}
      label={saving ? 'Planting…' : 'Plant Stocks'}
      onConfirm={() => void submit()}
    >
      {rows.map((row, index) => (
        <Paper key={row.key} variant="outlined" sx={{ p: 2 }} aria-label={`Stock entry ${index + 1}`} role="group">
          <Stack spacing={1.5}>
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Typography variant="subtitle2">Stock {index + 1}</Typography>
              {rows.length > 1 && (
                <Button
                  size="small"
                  color="error"
                  disabled={saving}
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                >
                  Remove
                </Button>
              )}
            </Stack>
            {row.stock ? (
              <Stack direction="row" justifyContent="space-between" alignItems="center">
                <Box data-testid="batch-selected">
                  <Typography fontWeight={700}>{row.stock.symbol}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.stock.name} · {row.stock.currency}
                  </Typography>
                </Box>
                <Button size="small" onClick={() => patch(row.key, { stock: undefined })} disabled={saving}>
                  Change
                </Button>
              </Stack>
            ) : (
              <StockSearch
                onSearch={onSearch}
                // The cost starts at the new stock's price, never at the stock picked before "Change".
                onPick={(stock) => patch(row.key, { stock, averageCost: stock.lastPrice ?? '' })}
              />
            )}
            <Stack direction="row" spacing={1.5}>
              <SharesField
                size="small"
                label="Shares"
                value={row.quantity}
                onChange={(quantity) => patch(row.key, { quantity })}
              />
              <AverageCostField
                size="small"
                label="Average Cost"
                value={row.averageCost}
                onChange={(averageCost) => patch(row.key, { averageCost })}
              />
            </Stack>
          </Stack>
        </Paper>
      ))}
      <Button
        onClick={() => setRows((current) => [...current, { key: nextKey.current++, quantity: '1', averageCost: '' }])}
      >
        + Add Another Stock
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </SavingDialogBody>
  );
}

/** 'Plant Multiple Stocks': rows that each go from search to a chosen stock, then one add per complete row. */
export function BatchAddDialog({ open, onClose, onSearch, onAdd, onAdded }: BatchAddDialogProps) {
  return (
    <KeptFormDialog
      openFor={open ? 'new' : undefined}
      onClose={onClose}
      title="Plant Multiple Stocks"
      titleId="batch-add-title"
      maxWidth="md"
    >
      {(_new, saving) => (
        <BatchForm onClose={onClose} onSearch={onSearch} onAdd={onAdd} onAdded={onAdded} {...saving} />
      )}
    </KeptFormDialog>
  );
}
