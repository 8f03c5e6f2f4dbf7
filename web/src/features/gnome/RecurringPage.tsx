import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecurringPaymentsDocument, SetRecurringStatusDocument } from '../../graphql/generated/graphql';
import { calendarDate, money } from '../../shared/format';
import { PageHeader } from '../layout/PageHeader';
import { CADENCE_LABELS, GNOME_MESSAGES, STATUS_LABELS } from './gnome-model';

/** Recurring payments (/recurring): every series found, with monthly and yearly totals, to confirm or set aside. */
export function RecurringPage() {
  const recurring = useQuery(RecurringPaymentsDocument, { fetchPolicy: 'cache-and-network' });
  const [setStatus, saving] = useMutation(SetRecurringStatusDocument);
  const data = recurring.data?.recurringPayments;

  const change = (id: string, status: string) => void setStatus({ variables: { id, status } }).catch(() => undefined);

  return (
    <>
      <PageHeader title="Recurring Payments" subtitle="Subscriptions and bills the gnome found in your transactions" />
      {recurring.loading && !data ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading recurring payments">
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={80} />
        </Stack>
      ) : recurring.error && !data ? (
        <Typography color="error" role="alert">
          {GNOME_MESSAGES.recurringFailed}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {saving.error && (
            <Typography color="error" role="alert">
              {GNOME_MESSAGES.statusFailed}
            </Typography>
          )}
          <Stack direction="row" spacing={2} flexWrap="wrap" aria-label="Totals">
            {(data?.totals ?? []).map((total) => (
              <Card key={total.currency} sx={{ minWidth: 220 }}>
                <CardContent>
                  <Typography variant="caption" color="text.secondary">
                    Each month
                  </Typography>
                  <Typography variant="h5" component="p" fontWeight={800} data-testid={`monthly-${total.currency}`}>
                    {money(total.monthlyCost, total.currency)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" data-testid={`yearly-${total.currency}`}>
                    {money(total.yearlyCost, total.currency)} a year
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
          {(data?.series ?? []).length === 0 && (
            <Typography color="text.secondary">{GNOME_MESSAGES.noRecurring}</Typography>
          )}
          {(data?.series ?? []).map((series) => (
            <Card key={series.id} component="article" aria-label={series.merchant}>
              <CardContent>
                <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1}>
                  <div>
                    <Typography variant="subtitle1" component="h2" fontWeight={700}>
                      {series.merchant}{' '}
                      <Chip size="small" label={STATUS_LABELS[series.status] ?? series.status} sx={{ ml: 1 }} />
                      {series.isSubscription && <Chip size="small" label="Subscription" sx={{ ml: 1 }} />}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {CADENCE_LABELS[series.cadence] ?? series.cadence} ·{' '}
                      {money(series.typicalAmount, series.currency)} · {series.category ?? 'Uncategorized'} · last{' '}
                      {calendarDate(series.lastDate)} · next about {calendarDate(series.nextExpectedDate)}
                    </Typography>
                    {series.priceChanges.map((change) => (
                      <Typography key={change.date} variant="body2">
                        Price {Number(change.to) > Number(change.from) ? 'went up' : 'went down'} from{' '}
                        {money(change.from, series.currency)} to {money(change.to, series.currency)} on{' '}
                        {calendarDate(change.date)}
                      </Typography>
                    ))}
                  </div>
                  <Stack alignItems={{ sm: 'flex-end' }} spacing={1}>
                    <Typography fontWeight={700}>{money(series.yearlyCost, series.currency)} a year</Typography>
                    <Stack direction="row" spacing={1}>
                      {series.status !== 'confirmed' && (
                        <Button size="small" variant="outlined" onClick={() => change(series.id, 'confirmed')}>
                          Confirm
                        </Button>
                      )}
                      {series.status !== 'dismissed' && (
                        <Button size="small" onClick={() => change(series.id, 'dismissed')}>
                          Not recurring
                        </Button>
                      )}
                      {series.status !== 'ended' && (
                        <Button size="small" onClick={() => change(series.id, 'ended')}>
                          Ended
                        </Button>
                      )}
                    </Stack>
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
