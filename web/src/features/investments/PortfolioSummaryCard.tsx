import { Card, CardContent, Grid, Typography } from '@mui/material';
import { Figure, TREND_COLOURS } from '../../shared/Figure';
import {
  formatPercent,
  formatPortfolioMoney,
  formatSignedMoney,
  trend,
  type CurrencySummaryView,
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

/** The totals of one currency, as the summary gives them for its own currency and each other one. */
type CurrencyTotals = Pick<
  CurrencySummaryView,
  'currency' | 'totalValue' | 'totalCost' | 'profitLoss' | 'profitLossPercentage'
>;

/** The money figures: each shown in the summary's currency, then in every other currency held. */
interface MoneyFigure {
  label: string;
  testId: string;
  text: (totals: CurrencyTotals) => string;
  /** Green for a gain, red for a loss. */
  showsTrend?: boolean;
}

const MONEY_FIGURES: MoneyFigure[] = [
  {
    label: 'Total Portfolio Value',
    testId: 'portfolio-value',
    text: (totals) => formatPortfolioMoney(totals.totalValue, totals.currency),
  },
  {
    label: 'Total Cost Basis',
    testId: 'portfolio-cost',
    text: (totals) => formatPortfolioMoney(totals.totalCost, totals.currency),
  },
  {
    label: 'Profit/Loss',
    testId: 'portfolio-pnl',
    showsTrend: true,
    text: (totals) =>
      `${formatSignedMoney(totals.profitLoss, totals.currency)} (${formatPercent(totals.profitLossPercentage)})`,
  },
];

/** Portfolio totals; holdings without a price count at cost, and the card says how many. */
export function PortfolioSummaryCard({ summary }: { summary: PortfolioSummaryView }) {
  const unpriced = summary.totalPositions - summary.pricedPositions;
  const direction = trend(summary.profitLoss);
  const others = (summary.byCurrency ?? []).filter((row) => row.currency !== summary.currency);
  return (
    <Card component="section" aria-label="Portfolio summary">
      <CardContent>
        <Grid container spacing={2}>
          {MONEY_FIGURES.map((figure) => (
            <Grid key={figure.testId} size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure
                size="h5"
                label={figure.label}
                value={figure.text(summary)}
                testId={figure.testId}
                color={figure.showsTrend ? TREND_COLOURS[direction] : undefined}
              >
                <OtherCurrencies testId={figure.testId} lines={others.map(figure.text)} />
              </Figure>
            </Grid>
          ))}
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
