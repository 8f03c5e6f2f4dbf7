import { useEffect, useState } from 'react';
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
  useMediaQuery,
} from '@mui/material';
import {
  FRESHNESS_COLOURS,
  formatPortfolioMoney,
  formatPercent,
  formatQuantity,
  formatSignedMoney,
  priceAgeLabel,
  priceFreshness,
  trend,
  type FreshnessBucket,
  type InvestmentHolding,
} from './investments-model';
import { TREND_COLOURS } from '../../shared/Figure';

const NOW_TICK_MS = 30_000;

/** The current time, refreshed every half minute so price ages move on an open page (only this table re-renders). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The dot's meaning in words, for screen readers and the hover title (colour alone says nothing to some). */
const BUCKET_TEXT: Record<Exclude<FreshnessBucket, 'never'>, string> = {
  fresh: 'Fresh',
  moderate: 'Moderate',
  stale: 'Stale',
};

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The price with a coloured dot and its age; a price that never came says so instead of a number. */
function PriceCell({ holding, now }: { holding: InvestmentHolding; now: Date }) {
  const updated = holding.stock.lastPriceUpdated;
  const bucket = holding.currentPrice == null ? 'never' : priceFreshness(updated, now);
  const label = holding.currentPrice == null ? 'Never updated' : priceAgeLabel(updated, now);
  const meaning = bucket === 'never' ? undefined : BUCKET_TEXT[bucket];
  return (
    <Stack spacing={0.25}>
      {holding.currentPrice != null && (
        <span data-testid="holding-current-price">{formatPortfolioMoney(holding.currentPrice, holding.currency)}</span>
      )}
      <Stack
        direction="row"
        spacing={0.75}
        alignItems="center"
        data-testid="price-freshness"
        data-bucket={bucket}
        title={meaning ? `${meaning} · ${label}` : label}
      >
        <Box
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: FRESHNESS_COLOURS[bucket], flexShrink: 0 }}
        />
        <Typography variant="caption" color="text.secondary">
          {meaning && (
            <Box component="span" sx={VISUALLY_HIDDEN} data-testid="price-freshness-text">
              {`${meaning} price, `}
            </Box>
          )}
          <span data-testid="price-age">{label}</span>
        </Typography>
      </Stack>
    </Stack>
  );
}

interface HoldingsTableProps {
  holdings: InvestmentHolding[];
  onEdit: (holding: InvestmentHolding) => void;
  onDelete: (holding: InvestmentHolding) => void;
}

/** 'All Your Investment Seeds': one row per holding with its price freshness, value and P&L. */
/** The stock column stays in view while the rest of a row scrolls sideways on a narrow screen. */
const STICKY_FIRST = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 'inset -1px 0 0 rgba(0,0,0,0.08)',
  minWidth: 96,
} as const;
/** Row actions a finger can hit (44 x 44 px at least) on a phone. */
const TOUCH_TARGET = { minHeight: 44, minWidth: 44 } as const;

export function HoldingsTable({ holdings, onEdit, onDelete }: HoldingsTableProps) {
  const now = useNow();
  const narrow = useMediaQuery('(max-width:767.95px)');
  return (
    <Card component="section" aria-labelledby="holdings-title">
      <CardContent>
        <Typography id="holdings-title" variant="h6" component="h2" gutterBottom>
          All Your Investment Seeds
        </Typography>
        {holdings.length === 0 ? (
          <Typography color="text.secondary">No stocks planted yet</Typography>
        ) : (
          <>
            {narrow && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="holdings-scroll-hint">
                Swipe the table sideways for value, P&amp;L and actions →
              </Typography>
            )}
            <TableContainer sx={{ overflowX: 'auto' }} data-testid="holdings-scroll">
              <Table size="small" aria-labelledby="holdings-title" sx={{ minWidth: 720 }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={STICKY_FIRST}>Stock</TableCell>
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
                      <TableCell sx={STICKY_FIRST}>
                        <Typography fontWeight={700}>{holding.stock.symbol}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {holding.stock.name}
                        </Typography>
                      </TableCell>
                      <TableCell align="right" data-testid="holding-shares">
                        {formatQuantity(holding.quantity)}
                      </TableCell>
                      <TableCell align="right" data-testid="holding-cost">
                        {formatPortfolioMoney(holding.averageCost, holding.currency)}
                      </TableCell>
                      <TableCell data-testid="holding-price">
                        <PriceCell holding={holding} now={now} />
                      </TableCell>
                      <TableCell align="right" data-testid="holding-value">
                        {holding.currentValue != null
                          ? formatPortfolioMoney(holding.currentValue, holding.currency)
                          : '—'}
                      </TableCell>
                      <TableCell
                        align="right"
                        data-testid="holding-pnl"
                        sx={{ color: TREND_COLOURS[trend(holding.unrealizedPnl)] }}
                      >
                        {holding.unrealizedPnl != null ? (
                          <>
                            <span data-testid="holding-pnl-amount">
                              {formatSignedMoney(holding.unrealizedPnl, holding.currency)}
                            </span>
                            {holding.unrealizedPnlPercent != null && (
                              <Typography variant="caption" component="div" data-testid="holding-pnl-percent">
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
                            sx={TOUCH_TARGET}
                            onClick={() => onEdit(holding)}
                            aria-label={`Edit ${holding.stock.symbol}`}
                          >
                            Edit
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            sx={TOUCH_TARGET}
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
          </>
        )}
      </CardContent>
    </Card>
  );
}
