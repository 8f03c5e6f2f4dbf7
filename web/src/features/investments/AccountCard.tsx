import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import {
  accountTotals,
  formatPortfolioMoney,
  formatSignedMoney,
  trend,
  type InvestmentAccount,
  type InvestmentHolding,
} from './investments-model';
import { TREND_COLOURS } from '../../shared/Figure';

interface AccountCardProps {
  account: InvestmentAccount;
  holdings: InvestmentHolding[];
  onAddStock: () => void;
  onAddMultiple: () => void;
}

/** The default stocks account: its totals and the two ways to plant stocks. */
export function AccountCard({ account, holdings, onAddStock, onAddMultiple }: AccountCardProps) {
  const totals = accountTotals(holdings);
  const value = totals.length
    ? totals.map((row) => formatPortfolioMoney(row.value, row.currency)).join(' · ')
    : formatPortfolioMoney('0', account.currency);
  const pnlTrend = totals.length === 1 ? trend(totals[0]?.pnl) : 'flat';
  const pnl = totals.length
    ? totals.map((row) => formatSignedMoney(row.pnl, row.currency)).join(' · ')
    : formatPortfolioMoney('0', account.currency);
  return (
    <Card component="article" aria-label={account.name} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          <Box>
            <Typography variant="h6" component="h2">
              {account.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {account.broker === 'GENERAL' ? 'General account' : account.broker} ·{' '}
              {totals.length ? `holdings in ${totals.map((row) => row.currency).join(', ')}` : account.currency}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button variant="contained" onClick={onAddStock} sx={{ whiteSpace: 'nowrap' }}>
              + Add Stock
            </Button>
            <Button variant="outlined" onClick={onAddMultiple} sx={{ whiteSpace: 'nowrap' }}>
              + Add Multiple
            </Button>
          </Stack>
        </Stack>
        {holdings.length === 0 ? (
          <Box sx={{ py: 3, textAlign: 'center' }}>
            <Typography fontWeight={700}>No stocks planted yet</Typography>
            <Typography color="text.secondary">Plant your first stock</Typography>
          </Box>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Typography variant="caption" color="text.secondary">
                Total Stocks
              </Typography>
              <Typography fontWeight={800} data-testid="account-stocks">
                {holdings.length}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Typography variant="caption" color="text.secondary">
                Total Value
              </Typography>
              <Typography fontWeight={800} data-testid="account-value">
                {value}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Typography variant="caption" color="text.secondary">
                Total P&amp;L
              </Typography>
              <Typography fontWeight={800} data-testid="account-pnl" color={TREND_COLOURS[pnlTrend]}>
                {pnl}
              </Typography>
            </Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
