import { Card, CardContent, Grid, Typography } from '@mui/material';
import { Figure, TREND_COLOURS } from '../../shared/Figure';
import {
  formatPercent,
  formatPortfolioMoney,
  formatSignedMoney,
  trend,
  type PortfolioSummaryView,
} from './investments-model';

/** The same figure in the portfolio's other currencies (never converted), under an "Also in" caption. */
function OtherCurrencies({ lines, testId }: { lines: string[]; testId: string }) {
  if (lines.length === 0) return null;
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        Also in
      </Typography>
      {lines.map((text) => (
        <Typography key={text} variant="body2" fontWeight={700} color="text.secondary" data-testid={`${testId}-other`}>
          {text}
        </Typography>
      ))}
    </>
  );
}

/** Portfolio totals; holdings without a price count at cost, and the card says how many. */
export function PortfolioSummaryCard({ summary }: { summary: PortfolioSummaryView }) {
  const unpriced = summary.totalPositions - summary.pricedPositions;
  const direction = trend(summary.profitLoss);
  const others = (summary.byCurrency ?? []).filter((row) => row.currency !== summary.currency);
  return (
    <Card component="section" aria-label="Portfolio summary">
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure
              size="h5"
              label="Total Portfolio Value"
              value={formatPortfolioMoney(summary.totalValue, summary.currency)}
              testId="portfolio-value"
            >
              <OtherCurrencies
                testId="portfolio-value"
                lines={others.map((row) => formatPortfolioMoney(row.totalValue, row.currency))}
              />
            </Figure>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure
              size="h5"
              label="Total Cost Basis"
              value={formatPortfolioMoney(summary.totalCost, summary.currency)}
              testId="portfolio-cost"
            >
              <OtherCurrencies
                testId="portfolio-cost"
                lines={others.map((row) => formatPortfolioMoney(row.totalCost, row.currency))}
              />
            </Figure>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure
              size="h5"
              label="Profit/Loss"
              value={`${formatSignedMoney(summary.profitLoss, summary.currency)} (${formatPercent(summary.profitLossPercentage)})`}
              testId="portfolio-pnl"
              color={TREND_COLOURS[direction]}
            >
              <OtherCurrencies
                testId="portfolio-pnl"
                lines={others.map(
                  (row) =>
                    `${formatSignedMoney(row.profitLoss, row.currency)} (${formatPercent(row.profitLossPercentage)})`,
                )}
              />
            </Figure>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure
              size="h5"
              label="Total Positions"
              value={String(summary.totalPositions)}
              testId="portfolio-positions"
            />
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
