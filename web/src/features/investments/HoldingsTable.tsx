import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  FRESHNESS_COLOURS,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatSignedMoney,
  priceAgeLabel,
  priceFreshness,
  trend,
  type InvestmentHolding,
} from './investments-model';

const TREND_COLOURS = { up: 'success.main', down: 'error.main', flat: 'text.primary' } as const;

/** The price with a coloured dot and its age; a price that never came says so instead of a number. */
function PriceCell({ holding, now }: { holding: InvestmentHolding; now: Date }) {
  const updated = holding.stock.lastPriceUpdated;
  const bucket = holding.currentPrice == null ? 'never' : priceFreshness(updated, now);
  const label = holding.currentPrice == null ? 'Never updated' : priceAgeLabel(updated, now);
  return (
    <Stack spacing={0.25}>
      {holding.currentPrice != null && <span>{formatMoney(holding.currentPrice, holding.currency)}</span>}
      <Stack direction="row" spacing={0.75} alignItems="center" data-testid="price-freshness" data-bucket={bucket}>
        <Box
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: FRESHNESS_COLOURS[bucket], flexShrink: 0 }}
        />
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      </Stack>
    </Stack>
  );
}

interface HoldingsTableProps {
  holdings: InvestmentHolding[];
  now: Date;
  onEdit: (holding: InvestmentHolding) => void;
  onDelete: (holding: InvestmentHolding) => void;
}

/** 'All Your Investment Seeds': one row per holding with its price freshness, value and P&L. */
export function HoldingsTable({ holdings, now, onEdit, onDelete }: HoldingsTableProps) {
  return (
    <Card component="section" aria-labelledby="holdings-title">
      <CardContent>
        <Typography id="holdings-title" variant="h6" component="h2" gutterBottom>
          All Your Investment Seeds
        </Typography>
        {holdings.length === 0 ? (
          <Typography color="text.secondary">No stocks planted yet</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="holdings-title">
              <TableHead>
                <TableRow>
                  <TableCell>Stock</TableCell>
                  <TableCell align="right">Shares</TableCell>
                  <TableCell align="right">Avg Cost</TableCell>
                  <TableCell>Current Price</TableCell>
                  <TableCell align="right">Current Value</TableCell>
                  <TableCell align="right">P&amp;L</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {holdings.map((holding) => (
                  <TableRow key={holding.id} aria-label={holding.stock.symbol} data-testid="holding-row">
                    <TableCell>
                      <Typography fontWeight={700}>{holding.stock.symbol}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {holding.stock.name}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" data-testid="holding-shares">
                      {formatQuantity(holding.quantity)}
                    </TableCell>
                    <TableCell align="right" data-testid="holding-cost">
                      {formatMoney(holding.averageCost, holding.currency)}
                    </TableCell>
                    <TableCell data-testid="holding-price">
                      <PriceCell holding={holding} now={now} />
                    </TableCell>
                    <TableCell align="right" data-testid="holding-value">
                      {holding.currentValue != null ? formatMoney(holding.currentValue, holding.currency) : '—'}
                    </TableCell>
                    <TableCell
                      align="right"
                      data-testid="holding-pnl"
                      sx={{ color: TREND_COLOURS[trend(holding.unrealizedPnl)] }}
                    >
                      {holding.unrealizedPnl != null ? (
                        <>
                          {formatSignedMoney(holding.unrealizedPnl, holding.currency)}
                          {holding.unrealizedPnlPercent != null && (
                            <Typography variant="caption" component="div">
                              {formatPercent(holding.unrealizedPnlPercent)}
                            </Typography>
                          )}
                        </>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} justifyContent="flex-end">
                        <Button
                          size="small"
                          onClick={() => onEdit(holding)}
                          aria-label={`Edit ${holding.stock.symbol}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => onDelete(holding)}
                          aria-label={`Delete ${holding.stock.symbol}`}
                        >
                          Delete
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
