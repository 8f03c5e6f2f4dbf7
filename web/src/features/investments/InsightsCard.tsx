import { useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  allocationSlices,
  chartCurrency,
  formatPortfolioMoney,
  performanceBars,
  sectorSlices,
  type ChartSlice,
  type InvestmentHolding,
} from './investments-model';

type View = 'allocation' | 'performance' | 'sectors';
const CHART_HEIGHT = 300;

function Pie({
  slices,
  doughnut,
  label,
  currency,
}: {
  slices: ChartSlice[];
  doughnut: boolean;
  label: string;
  currency?: string;
}) {
  // Every holding at zero value (or cost) draws no slice at all: say so rather than show an empty circle.
  if (slices.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="pie-empty">
        Nothing to chart yet: every holding here is worth {formatPortfolioMoney(0, currency)}.
      </Typography>
    );
  return (
    <Box role="img" aria-label={label} data-testid={doughnut ? 'allocation-chart' : 'sectors-chart'}>
      <PieChart
        height={CHART_HEIGHT}
        series={[
          {
            data: slices,
            innerRadius: doughnut ? 70 : 0,
            outerRadius: 120,
            paddingAngle: doughnut ? 1.5 : 0,
            cornerRadius: doughnut ? 4 : 0,
            highlightScope: { fade: 'global', highlight: 'item' },
            valueFormatter: (item) => formatPortfolioMoney(item.value, currency),
          },
        ]}
      />
    </Box>
  );
}

function Performance({ holdings }: { holdings: InvestmentHolding[] }) {
  const bars = performanceBars(holdings);
  if (bars.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="performance-empty">
        No prices yet, so there is no gain or loss to show. Update prices to see performance.
      </Typography>
    );
  return (
    <Box
      role="img"
      aria-label={`Bar chart of percent gain or loss for ${bars.length} stocks`}
      data-testid="performance-chart"
    >
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label) }]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value}%`,
            colorMap: { type: 'piecewise', thresholds: [0], colors: ['#DC2626', '#16A34A'] },
          },
        ]}
        series={[{ data: bars.map((bar) => bar.value), label: 'Gain/Loss %', valueFormatter: (value) => `${value}%` }]}
        hideLegend
      />
    </Box>
  );
}

/** 'Investment Garden Insights': allocation doughnut, performance bars and sector pie over the holdings. */
export function InsightsCard({ holdings, currency }: { holdings: InvestmentHolding[]; currency?: string }) {
  const [view, setView] = useState<View>('allocation');
  // Value charts take one currency only; percent performance compares across currencies as it is.
  const shownCurrency = chartCurrency(holdings, currency);
  const sameCurrency = holdings.filter((holding) => holding.currency === shownCurrency);
  const leftOut = holdings.length - sameCurrency.length;
  const allocation = allocationSlices(sameCurrency);
  const sectors = sectorSlices(sameCurrency);
  return (
    <Card component="section" aria-labelledby="insights-title" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={2} sx={{ mb: 2 }}>
          <Typography id="insights-title" variant="h6" component="h2">
            Investment Garden Insights
          </Typography>
          {holdings.length > 0 && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next: View | null) => next && setView(next)}
              aria-label="Chart view"
            >
              <ToggleButton value="allocation">Allocation</ToggleButton>
              <ToggleButton value="performance">Performance</ToggleButton>
              <ToggleButton value="sectors">Sectors</ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        {holdings.length === 0 ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              No Investment Data
            </Typography>
            <Typography color="text.secondary">
              Plant a stock to see your garden&apos;s allocation and growth.
            </Typography>
          </Box>
        ) : view === 'allocation' ? (
          <Pie
            slices={allocation}
            doughnut
            currency={shownCurrency}
            label={`Doughnut chart of allocation across ${allocation.length} holdings`}
          />
        ) : view === 'performance' ? (
          <Performance holdings={holdings} />
        ) : (
          <Pie
            slices={sectors}
            doughnut={false}
            currency={shownCurrency}
            label={`Pie chart of value across ${sectors.length} sectors`}
          />
        )}
        {holdings.length > 0 && view !== 'performance' && leftOut > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="chart-currency-note">
            Values in {shownCurrency}; {leftOut === 1 ? '1 holding' : `${leftOut} holdings`} in other currencies{' '}
            {leftOut === 1 ? 'is' : 'are'} not included, since currencies are not converted.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
