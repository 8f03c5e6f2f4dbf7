import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import {
  INVESTMENT_MESSAGES,
  marketIsGreen,
  marketText,
  overallFreshnessLabel,
  type MarketState,
  type Staleness,
} from './investments-model';
import { RetryAlert } from '../../shared/RetryAlert';

export interface PriceUpdateNotice {
  severity: 'success' | 'error';
  text: string;
}

interface MarketStatusCardProps {
  market?: MarketState;
  loading: boolean;
  failed: boolean;
  staleness?: Staleness;
  /** The exchanges of the stocks held: the status speaks of these only. */
  heldExchanges: string[];
  stalenessFailed: boolean;
  onRetryStaleness: () => void;
  updating: boolean;
  notice?: PriceUpdateNotice;
  onUpdatePrices: () => void;
}

const LEVEL_COLOURS = { 'Fresh Data': 'success', Moderate: 'warning', Stale: 'error' } as const;

/** Which exchanges are open (green light when prices should be refreshed) and how fresh the stored prices are. */
export function MarketStatusCard({
  market,
  loading,
  failed,
  staleness,
  heldExchanges,
  stalenessFailed,
  onRetryStaleness,
  updating,
  notice,
  onUpdatePrices,
}: MarketStatusCardProps) {
  const level = staleness ? overallFreshnessLabel(staleness.freshnessPercentage) : undefined;
  const green = market ? marketIsGreen(market, heldExchanges) : false;
  const pricesAvailable = staleness?.pricesAvailable !== false;
  return (
    <Card component="section" aria-labelledby="market-status-title">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between">
          <Box>
            <Typography id="market-status-title" variant="h6" component="h2">
              Market Status
            </Typography>
            {loading && !market ? (
              <Skeleton variant="text" width={220} />
            ) : market ? (
              <Stack direction="row" spacing={1} alignItems="center">
                <Box
                  data-testid="market-indicator"
                  data-state={green ? 'green' : 'red'}
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: green ? '#16A34A' : '#DC2626',
                  }}
                />
                <Typography data-testid="market-text">{marketText(market, heldExchanges)}</Typography>
              </Stack>
            ) : (
              <Typography color="text.secondary" data-testid="market-text">
                {INVESTMENT_MESSAGES.marketUnavailable}
              </Typography>
            )}
            {failed && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {INVESTMENT_MESSAGES.marketFailed}
              </Alert>
            )}
          </Box>
          <Stack spacing={1} alignItems={{ xs: 'flex-start', sm: 'flex-end' }}>
            {staleness && staleness.totalStocks === 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="freshness-detail">
                {INVESTMENT_MESSAGES.noPricesToTrack}
              </Typography>
            )}
            {staleness &&
              level &&
              staleness.totalStocks > 0 &&
              (pricesAvailable || staleness.neverUpdated < staleness.totalStocks) && (
                <Stack direction="row" spacing={1} alignItems="center">
                  <Chip size="small" color={LEVEL_COLOURS[level]} label={level} data-testid="freshness-level" />
                  <Typography variant="body2" color="text.secondary" data-testid="freshness-detail">
                    {staleness.freshnessPercentage}% fresh · {staleness.freshCount} of {staleness.totalStocks} prices
                    {staleness.neverUpdated > 0 ? ` · ${staleness.neverUpdated} never updated` : ''}
                  </Typography>
                </Stack>
              )}
            {stalenessFailed && (
              <RetryAlert
                data-testid="staleness-failed"
                message={INVESTMENT_MESSAGES.stalenessFailed}
                onRetry={onRetryStaleness}
              />
            )}
            {pricesAvailable && (
              <Button variant="outlined" size="small" onClick={onUpdatePrices} disabled={updating}>
                {updating ? 'Updating…' : 'Update prices'}
              </Button>
            )}
          </Stack>
        </Stack>
        {!pricesAvailable && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="prices-unavailable">
            {INVESTMENT_MESSAGES.pricesUnavailable}
          </Alert>
        )}
        {notice && (
          <Alert severity={notice.severity} sx={{ mt: 2 }} data-testid="price-update-notice">
            {notice.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
