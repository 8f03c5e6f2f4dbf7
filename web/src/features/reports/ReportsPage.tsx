import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ReportHistoryDocument, ReportOverviewDocument } from '../../graphql/generated/graphql';
import { PageHeader } from '../layout/PageHeader';
import { CategoryBreakdownCard, rowKey } from './CategoryBreakdownCard';
import { SpendingTrendsCard } from './SpendingTrendsCard';
import { StatText } from './StatText';
import { TopTransactions } from './TopTransactions';
import {
  REPORT_ERROR,
  REPORT_PERIODS,
  REPORT_PERIOD_LABELS,
  SEASON_CHOICES,
  SEASON_CHOICE_LABELS,
  latestSeasonWithData,
  money,
  seasonChoice,
  seasonGranularity,
  seasonLabel,
  seasonRange,
  shortDate,
  storeCategoryId,
  storeSeason,
  storedCategoryId,
  storedSeason,
  validRange,
  type History,
  type Season,
  type SeasonChoice,
} from './reports-model';
import { reportPeriodRange, type DayRange } from '@garden/core';
import { EmptyGarden } from '../../shared/EmptyGarden';

const TIPS = [
  'Tend the biggest bed first: the largest slice of the doughnut is where a small trim saves the most.',
  'A rising expense trend is an early weed. Click its tallest point to see which transactions grew it.',
  'Compare this month with last month to see whether new habits are taking root.',
  'Keep importing statements every month so every season of your garden is complete.',
];

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card sx={{ height: '100%' }} role="group" aria-label={label}>
      <CardContent>
        <StatText label={label} value={value} hint={hint} size="h5" />
      </CardContent>
    </Card>
  );
}

function TipsBox() {
  return (
    <Card component="aside" aria-label="Garden tips" sx={{ bgcolor: '#fdf7ea', border: '1px solid #f1dfb5' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          🧑‍🌾 Gardener&apos;s Tips
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
          {TIPS.map((tip) => (
            <Typography component="li" key={tip} variant="body2">
              {tip}
            </Typography>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function CenteredCard({
  icon,
  title,
  text,
  children,
}: {
  icon: string;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <EmptyGarden emoji={icon} title={title} text={text}>
      {children}
    </EmptyGarden>
  );
}

function PageSkeleton() {
  return (
    <Stack spacing={2} aria-label="Loading reports">
      <Grid container spacing={2}>
        {[0, 1, 2].map((tile) => (
          <Grid key={tile} size={{ xs: 12, sm: 4 }}>
            <Skeleton variant="rounded" height={96} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={360} />
    </Stack>
  );
}

/** One day of the custom range: a small date field on the page's paper; error and helperText pass through. */
function DayField({
  label,
  value,
  onChange,
  ...rest
}: { label: string; value: string; onChange: (day: string) => void } & Pick<TextFieldProps, 'error' | 'helperText'>) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ bgcolor: 'background.paper' }}
      {...rest}
    />
  );
}

/** The custom range's two days; each valid change applies at once, an invalid pair says why. */
function CustomRangeFields({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(range);
  const valid = validRange(draft);
  const edit = (patch: Partial<DayRange>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (validRange(next)) onChange(next);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <DayField label="From" value={draft.startDate} onChange={(startDate) => edit({ startDate })} />
      <DayField
        label="To"
        value={draft.endDate}
        onChange={(endDate) => edit({ endDate })}
        error={!valid}
        helperText={valid ? undefined : 'Pick a start on or before the end, at most 10 years apart'}
      />
    </Stack>
  );
}

/**
 * Financial Growth Reports (/reports): category breakdown and spending trends of a "Growing Season": the spec's
 * six periods (this month by default), All Time or a custom range. An empty season offers the latest season
 * that has data when older transactions exist.
 */
export function ReportsPage() {
  const navigate = useNavigate();
  const [season, setSeason] = useState<Season>(storedSeason);
  const [selectedKey, setSelectedKey] = useState<string | null>(storedCategoryId);
  const historyQuery = useQuery(ReportHistoryDocument, { fetchPolicy: 'cache-and-network' });
  const summaryOfAll = historyQuery.data?.reportHistory;
  const history: History | null = summaryOfAll
    ? { firstDate: summaryOfAll.firstTransactionDate ?? null, lastDate: summaryOfAll.lastTransactionDate ?? null }
    : null;
  // The season's days are fixed when it is chosen (a page left open past midnight keeps its season).
  const range = useMemo(
    () => seasonRange(season, new Date(), history),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- All Time needs only the first and last days.
    [season, history?.firstDate, history?.lastDate],
  );
  const { data, loading, error } = useQuery(ReportOverviewDocument, {
    variables: range ?? { startDate: '', endDate: '' },
    skip: !range,
    fetchPolicy: 'cache-and-network',
  });

  const chooseSeason = (next: Season) => {
    setSeason(next);
    storeSeason(next);
  };
  const chooseFromSelector = (choice: SeasonChoice) => {
    if (choice === 'all-time') chooseSeason({ kind: 'all-time' });
    else if (choice === 'custom') {
      chooseSeason({
        kind: 'custom',
        range: range ?? reportPeriodRange('this-month', new Date()),
      });
    } else chooseSeason({ kind: 'period', period: choice });
  };
  const chooseCategory = (key: string) => {
    setSelectedKey(key);
    storeCategoryId(key);
  };

  const rows = data?.categoryBreakdown.categories ?? [];
  const selected = rows.find((row) => rowKey(row) === selectedKey) ?? rows[0];
  const summary = data?.reportSummary;

  const selector = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Growing Season"
        value={seasonChoice(season)}
        onChange={(event) => chooseFromSelector(event.target.value as SeasonChoice)}
        sx={{ minWidth: 200, bgcolor: 'background.paper' }}
      >
        {SEASON_CHOICES.map((value) => (
          <MenuItem key={value} value={value}>
            {SEASON_CHOICE_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {season.kind === 'custom' && (
        <CustomRangeFields
          key={`${season.range.startDate}:${season.range.endDate}`}
          range={season.range}
          onChange={(next) => chooseSeason({ kind: 'custom', range: next })}
        />
      )}
    </Stack>
  );

  const content = () => {
    if ((error && !data) || (historyQuery.error && !summaryOfAll)) {
      return (
        <CenteredCard icon="🥀" title={REPORT_ERROR} text="The garden's records could not be fetched just now.">
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </CenteredCard>
      );
    }
    if (!summaryOfAll || !range || !data || (loading && !data)) return <PageSkeleton />;
    if (summaryOfAll.transactionCount === 0) {
      return (
        <CenteredCard
          icon="🌱"
          title="Your report garden is waiting for seeds"
          text="Import your first bank statements and your spending by category and over time will grow here."
        >
          <Button
            variant="contained"
            onClick={() => void navigate('/settings', { state: { tab: 'bank_statements', showPdfUpload: true } })}
          >
            Upload Bank Statements
          </Button>
        </CenteredCard>
      );
    }
    const seasonText = `${shortDate(range.startDate)} – ${shortDate(range.endDate)}`;
    if (summary?.transactionCount === 0) {
      const jump =
        history?.lastDate && history.lastDate < range.startDate
          ? latestSeasonWithData(history.lastDate, new Date())
          : null;
      const others = REPORT_PERIODS.filter((value) => season.kind !== 'period' || value !== season.period);
      return (
        <CenteredCard
          icon="🍂"
          title={`No transactions in ${season.kind === 'custom' ? 'this range' : seasonLabel(season)}`}
          text={
            jump && history?.lastDate
              ? `There are no transactions from ${shortDate(range.startDate)} to ${shortDate(range.endDate)}. Your latest transaction is from ${shortDate(history.lastDate)}.`
              : `There are no transactions from ${shortDate(range.startDate)} to ${shortDate(range.endDate)}. Try another growing season:`
          }
        >
          <Stack spacing={2} alignItems="center">
            {jump && (
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="center">
                <Button variant="contained" onClick={() => chooseSeason(jump.season)}>
                  Show {jump.label}
                </Button>
                <Button variant="contained" color="secondary" onClick={() => chooseSeason({ kind: 'all-time' })}>
                  Show All Time
                </Button>
              </Stack>
            )}
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="center">
              {others.map((value) => (
                <Button key={value} variant="outlined" onClick={() => chooseSeason({ kind: 'period', period: value })}>
                  {REPORT_PERIOD_LABELS[value]}
                </Button>
              ))}
            </Stack>
          </Stack>
        </CenteredCard>
      );
    }
    return (
      <Stack spacing={3}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Tile
              label="Active Accounts"
              value={`${summary?.activeAccounts ?? 0} of ${summary?.accounts ?? 0}`}
              hint="accounts with transactions this season"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Tile label="Transactions" value={String(summary?.transactionCount ?? 0)} hint={seasonText} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Tile label="Total Spent" value={money(data.categoryBreakdown.totalSpent)} hint="all expense categories" />
          </Grid>
        </Grid>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={3}>
              <CategoryBreakdownCard
                rows={rows}
                total={data.categoryBreakdown.totalSpent}
                selected={selected ? rowKey(selected) : null}
                onSelect={chooseCategory}
              />
              <SpendingTrendsCard
                key={`${range.startDate}:${range.endDate}`}
                startDate={range.startDate}
                endDate={range.endDate}
                granularity={seasonGranularity(season, range)}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Stack spacing={3}>
              <Card component="section" aria-labelledby="category-detail-title">
                <CardContent>
                  <Typography id="category-detail-title" variant="h6" component="h2">
                    {selected ? `${selected.categoryIcon ?? '🌾'} ${selected.categoryName}` : 'Category details'}
                  </Typography>
                  {selected ? (
                    <>
                      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
                        {money(selected.spent)} · {selected.percentage.toFixed(2)}% · top 10 expenses
                      </Typography>
                      <TopTransactions
                        query={{
                          startDate: range.startDate,
                          endDate: range.endDate,
                          categoryId: selected.categoryId,
                          isIncome: false,
                          sortOrder: 'asc',
                        }}
                        label={`Top expenses in ${selected.categoryName}`}
                        empty="No expenses in this category this season."
                      />
                    </>
                  ) : (
                    <Typography color="text.secondary">Pick a category to see its biggest expenses.</Typography>
                  )}
                </CardContent>
              </Card>
              <TipsBox />
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    );
  };

  return (
    <Box>
      <PageHeader
        title="Financial Growth Reports"
        subtitle="See where your money blooms and where it leaks, season by season"
        action={selector}
      />
      {content()}
    </Box>
  );
}
