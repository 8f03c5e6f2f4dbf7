import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { formatMoney, formatPercent, formatSignedMoney, trend, type PortfolioTotals } from './investments-model';

const TREND_COLOURS = { up: 'success.main', down: 'error.main', flat: 'text.primary' } as const;

interface FigureProps {
  label: string;
  value: string;
  testId: string;
  color?: string;
  /** The same figure in the portfolio's other currencies (never converted). */
  others?: string[];
}

function Figure({ label, value, testId, color, others = [] }: FigureProps) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" fontWeight={800} data-testid={testId} color={color}>
        {value}
      </Typography>
      {others.map((text) => (
        <Typography key={text} variant="body2" fontWeight={700} color="text.secondary" data-testid={`${testId}-other`}>
          + {text}
        </Typography>
      ))}
    </Box>
  );
}

/** Portfolio totals; holdings without a price count at cost, and the card says how many. */
export function PortfolioSummaryCard({ summary }: { summary: PortfolioTotals }) {
  const unpriced = summary.totalPositions - summary.pricedPositions;
  const direction = trend(summary.profitLoss);
  const others = (summary.byCurrency ?? []).filter((row) => row.currency !== summary.currency);
  return (
    <Card component="section" aria-label="Portfolio summary">
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure
              label="Total Portfolio Value"
              value={formatMoney(summary.totalValue, summary.currency)}
              testId="portfolio-value"
              others={others.map((row) => formatMoney(row.totalValue, row.currency))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure
              label="Total Cost Basis"
              value={formatMoney(summary.totalCost, summary.currency)}
              testId="portfolio-cost"
              others={others.map((row) => formatMoney(row.totalCost, row.currency))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure
              label="Profit/Loss"
              value={`${formatSignedMoney(summary.profitLoss, summary.currency)} (${formatPercent(summary.profitLossPercentage)})`}
              testId="portfolio-pnl"
              color={TREND_COLOURS[direction]}
              others={others.map(
                (row) =>
                  `${formatSignedMoney(row.profitLoss, row.currency)} (${formatPercent(row.profitLossPercentage)})`,
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure label="Total Positions" value={String(summary.totalPositions)} testId="portfolio-positions" />
          </Grid>
        </Grid>
        {unpriced > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="unpriced-note">
            {unpriced === 1 ? '1 holding has' : `${unpriced} holdings have`} no price yet and{' '}
            {unpriced === 1 ? 'is' : 'are'} valued at cost.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
