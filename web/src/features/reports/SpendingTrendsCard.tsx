import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AggregationLevel } from '@garden/core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ReportSpendingTrendDocument } from '../../graphql/generated/graphql';
import {
  TREND_ERROR,
  TREND_VIEWS,
  chartNumber,
  drillDownOf,
  money,
  monthTick,
  percentText,
  pointValue,
  trendHasHistory,
  trendIsGood,
  trendStats,
  type TrendView,
} from './reports-model';
import { StatText } from './StatText';
import { TopTransactions } from './TopTransactions';
import { RetryAlert } from '../../shared/RetryAlert';

const VIEW_COLOURS: Record<TrendView, string> = { expenses: '#d64545', income: '#22a447', net: '#2f7d3b' };
const GRANULARITY_TEXT: Record<AggregationLevel, string> = {
  daily: 'Day by day',
  weekly: 'Week by week (Monday to Sunday)',
  monthly: 'Month by month',
};

function StatTile({ label, value, hint, tone }: { label: string; value: string; hint?: string; tone?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 3, height: '100%' }} aria-label={label} role="group">
      <StatText label={label} value={value} hint={hint} size="h6" tone={tone} />
    </Paper>
  );
}

/** Spending Trends: Expenses / Income / Net Cash Flow over the season, stats tiles, and a point's top 10. */
export function SpendingTrendsCard({
  startDate,
  endDate,
  granularity,
}: {
  startDate: string;
  endDate: string;
  granularity: AggregationLevel;
}) {
  const [view, setView] = useState<TrendView>('expenses');
  const [pointIndex, setPointIndex] = useState<number | null>(null);
  const { data, loading, error, refetch } = useQuery(ReportSpendingTrendDocument, {
    variables: { startDate, endDate, aggregationLevel: granularity },
    notifyOnNetworkStatusChange: true,
  });
  const trend = data?.spendingTrend;
  const points = trend?.dataPoints ?? [];
  const point = pointIndex === null ? undefined : points[pointIndex];
  const drill = drillDownOf(view);
  const unit = granularity === 'daily' ? 'day' : granularity === 'weekly' ? 'week' : 'month';

  const body = () => {
    if (error && !trend) {
      return <RetryAlert message={TREND_ERROR} onRetry={() => void refetch()} />;
    }
    if (!trend || (loading && !data)) {
      return (
        <Stack spacing={2} aria-label="Loading spending trend">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={280} />
        </Stack>
      );
    }
    const stats = trendStats(trend.summary, view);
    const history = trendHasHistory(points, view);
    const good = history ? trendIsGood(view, stats.trend) : null;
    const trendTone = good === null ? undefined : good ? 'success.main' : 'error.main';
    const arrow = stats.trend === 'increasing' ? '↗' : stats.trend === 'decreasing' ? '↘' : '→';
    return (
      <Stack spacing={2}>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile label="Total" value={money(stats.total)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile label="Average" value={money(stats.average)} hint={`per ${unit}`} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile label="Highest" value={money(stats.highest)} hint={`in one ${unit}`} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            {history ? (
              <StatTile
                label="Trend"
                value={`${arrow} ${stats.trend.charAt(0).toUpperCase()}${stats.trend.slice(1)}`}
                hint={percentText(stats.percentage)}
                tone={trendTone}
              />
            ) : (
              <StatTile
                label="Trend"
                value="Too little history"
                hint="to compare the start of this season with its end"
              />
            )}
          </Grid>
        </Grid>
        <Box data-testid="trend-chart" role="img" aria-label={`${view} ${GRANULARITY_TEXT[granularity].toLowerCase()}`}>
          <LineChart
            height={300}
            hideLegend
            grid={{ horizontal: true }}
            margin={{ left: 8, right: 40, top: 16, bottom: 8 }}
            xAxis={[
              {
                scaleType: 'point',
                data: points.map((item) => item.periodLabel),
                tickLabelStyle: { fontSize: 11 },
                valueFormatter: (label: string, context) =>
                  granularity === 'monthly' && context.location === 'tick'
                    ? monthTick(
                        label,
                        points.findIndex((item) => item.periodLabel === label),
                      )
                    : label,
              },
            ]}
            yAxis={[
              {
                width: 64,
                valueFormatter: (value: number) =>
                  `${value < 0 ? '-' : ''}$${Math.abs(Math.round(value)).toLocaleString('en-SG')}`,
              },
            ]}
            series={[
              {
                id: view,
                data: points.map((item) => chartNumber(pointValue(item, view))),
                color: VIEW_COLOURS[view],
                area: view !== 'net',
                showMark: points.length <= 40,
                curve: 'monotoneX',
                valueFormatter: (value: number | null) =>
                  value === null ? '' : `${value < 0 ? '-' : ''}$${Math.abs(value).toFixed(2)}`,
              },
            ]}
            sx={{ '& .MuiLineChart-area': { fillOpacity: 0.14 } }}
            onAxisClick={(_event, clicked) => {
              if (clicked) setPointIndex(clicked.dataIndex);
            }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {GRANULARITY_TEXT[granularity]}.{' '}
          {drill ? 'Click a point to see its top 10 transactions.' : 'Net Cash Flow has no drill-down.'}
        </Typography>
        {point && drill && (
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }} aria-label="Point details" role="region">
            <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 1 }}>
              <Typography variant="h6" component="h3">
                Top 10 {view === 'income' ? 'income' : 'expenses'} · {point.periodLabel}
              </Typography>
              <Typography fontWeight={800}>{money(pointValue(point, view))}</Typography>
            </Stack>
            <TopTransactions
              query={{ startDate: point.date, endDate: point.endDate, ...drill }}
              label={`Top transactions of ${point.periodLabel}`}
              empty={`Nothing ${view === 'income' ? 'came in' : 'went out'} in ${point.periodLabel}.`}
            />
          </Paper>
        )}
      </Stack>
    );
  };

  return (
    <Card component="section" aria-labelledby="spending-trends-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ xs: 'flex-start', sm: 'center' }}
          sx={{ mb: 2 }}
          spacing={1}
        >
          <Typography id="spending-trends-title" variant="h5" component="h2">
            📈 Spending Trends
          </Typography>
          <Tabs
            value={view}
            onChange={(_event, next: TrendView) => setView(next)}
            aria-label="Trend view"
            variant="scrollable"
          >
            {TREND_VIEWS.map((item) => (
              <Tab key={item.value} value={item.value} label={item.label} />
            ))}
          </Tabs>
        </Stack>
        {body()}
      </CardContent>
    </Card>
  );
}
