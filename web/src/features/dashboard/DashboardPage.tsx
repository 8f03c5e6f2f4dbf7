import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { greetingName } from '@garden/core';
import { RetryAlert } from '../../shared/RetryAlert';
import { useAuth } from '../../auth/auth-context';
import { DashboardAccountsDocument, DashboardRecentTransactionsDocument } from '../../graphql/generated/graphql';
import { UploadStatusBanner, useStoredUpload, type StoredUpload } from '../statements/UploadStatusBanner';
import { AccountCard } from './AccountCard';
import { RecentTransactionsCard } from './RecentTransactionsCard';
import {
  DASHBOARD_LOAD_FAILED,
  RECENT_TRANSACTIONS_LIMIT,
  accountCountLabel,
  formatTotals,
  hasCards,
  isFirstVisit,
  markVisited,
  type DashboardTotals,
  type RecentFilter,
} from './dashboard-model';
import { GnomeTipsCard } from '../gnome/GnomeTipsCard';

// The uploader's code loads when its dialog first opens, not before the dashboard's heading.
const StatementUploader = lazy(() =>
  import('../statements/StatementUploader').then((module) => ({ default: module.StatementUploader })),
);

const UPLOAD_STATE = { tab: 'bank_statements', showPdfUpload: true };
const STALE_TICK_MS = 30_000;

/** The current time, refreshed every half minute so "Just now" becomes "1 minute ago" on an open page. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), STALE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * First visit is decided once per page view (a local flag per user), then the flag is set for next time. The
 * greeting uses the name the person chose in Settings, else their name exactly as they wrote it: a first word
 * is not always a given name (Tan Wei Ming).
 */
function useGreeting(): { firstVisit: boolean; name: string } {
  const { user, profile } = useAuth();
  const userId = user?.id;
  // Decided when the person's id is known (it is not while their profile loads), before the effect below marks
  // the visit: deciding at the first render would greet a true first visit with "welcome back".
  const [visit, setVisit] = useState(() => ({ userId, first: isFirstVisit(userId) }));
  if (visit.userId !== userId) setVisit({ userId, first: isFirstVisit(userId) });
  useEffect(() => markVisited(userId), [userId]);
  return { firstVisit: visit.first, name: profile ? greetingName(profile) : (user?.name.trim() ?? '') };
}

/** "Upload Statement" opens the uploader right here; starting an upload goes on to its progress page. */
function UploadButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="large" onClick={() => setOpen(true)}>
        Upload Statement
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="upload-dialog-title">
        <DialogTitle id="upload-dialog-title" sx={{ pr: 6 }}>
          Upload Statements
          <IconButton aria-label="Close" onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
            <StatementUploader />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The subtitle says whether the garden has data, so it is a skeleton line until the data is here. */
function Greeting({ firstVisit, name, subtitle }: { firstVisit: boolean; name: string; subtitle: string | null }) {
  return (
    <Box>
      <Typography variant="h4" component="h1">
        {firstVisit ? (name ? `Welcome to your garden, ${name}! 🌱` : 'Welcome to your garden! 🌱') : 'Welcome back!'}
      </Typography>
      {subtitle === null ? (
        <Skeleton variant="text" width="60%" />
      ) : (
        <Typography color="text.secondary">{subtitle}</Typography>
      )}
    </Box>
  );
}

function Stat({ label, values, testId, note }: { label: string; values: string[]; testId: string; note?: string }) {
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" fontWeight={800} data-testid={testId}>
        {values.join(' · ')}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** The page's data while it loads; the greeting above it is drawn at once. */
function DashboardSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading dashboard" data-testid="dashboard-skeleton">
      <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Grid container spacing={2} sx={{ mb: 3 }}>
            {[0, 1].map((card) => (
              <Grid key={card} size={{ xs: 12, sm: 6 }}>
                <Skeleton variant="rounded" height={190} />
              </Grid>
            ))}
          </Grid>
          <Skeleton variant="rounded" height={300} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
      </Grid>
    </Box>
  );
}

/**
 * The greeting and the upload button over every state but a failed load. The greeting needs only who the person
 * is, so it shows at once (the heading is what people look for first) and stays the same element while the data
 * below arrives; only its subtitle, which says whether there is data, waits as a skeleton line.
 */
function DashboardHeader({
  greeting,
  subtitle,
}: {
  greeting: ReturnType<typeof useGreeting>;
  subtitle: string | null;
}) {
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={2} sx={{ mb: 3 }}>
      <Greeting {...greeting} subtitle={subtitle} />
      {subtitle === null ? <Skeleton variant="rounded" width={160} height={44} /> : <UploadButton />}
    </Stack>
  );
}

const EMPTY_SUBTITLE = 'Your financial garden is ready for its first seeds.';
const GROWING_SUBTITLE = 'Here is how your financial garden is growing.';

function EmptyDashboard({ upload }: { upload: StoredUpload }) {
  return (
    <Box>
      <UploadStatusBanner upload={upload} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent sx={{ textAlign: 'center', py: 6 }}>
              <Typography fontSize={64} aria-hidden>
                🪴
              </Typography>
              <Typography variant="h5" component="h2" gutterBottom>
                Start Your Journey
              </Typography>
              <Typography color="text.secondary" paragraph>
                Upload a PDF statement from your bank and we will plant your accounts and transactions here.
              </Typography>
              {upload.running && upload.jobId ? (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={`/upload-queue?jobId=${encodeURIComponent(upload.jobId)}`}
                >
                  View Upload Progress
                </Button>
              ) : (
                <Button variant="contained" component={RouterLink} to="/settings" state={UPLOAD_STATE}>
                  Start Your Journey
                </Button>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <GnomeTipsCard fill />
        </Grid>
      </Grid>
    </Box>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert layout="card" message={DASHBOARD_LOAD_FAILED} onRetry={onRetry} />;
}

const NO_TOTALS: DashboardTotals[] = [];

/**
 * Dashboard (/dashboard): greeting, account count and totals, the upload banner, the account
 * cards, the 5 most recent transactions and the gnome's coming-soon card; the empty state without data, a
 * skeleton while loading and the spec's message when loading fails. A finished upload reloads the data.
 */
export function DashboardPage() {
  const greeting = useGreeting();
  const now = useNow();
  const [filter, setFilter] = useState<RecentFilter>('all');
  const accounts = useQuery(DashboardAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const recent = useQuery(DashboardRecentTransactionsDocument, {
    variables: { filter: { type: filter }, limit: RECENT_TRANSACTIONS_LIMIT },
    fetchPolicy: 'cache-and-network',
  });

  // The banner calls back once when the stored job completes: accounts and recent transactions load again.
  const refetchers = useRef({ accounts: accounts.refetch, recent: recent.refetch });
  refetchers.current = { accounts: accounts.refetch, recent: recent.refetch };
  const reload = useCallback(() => {
    void refetchers.current.accounts().catch(() => undefined);
    void refetchers.current.recent().catch(() => undefined);
  }, []);
  const upload = useStoredUpload(reload);

  const accountList = accounts.data?.accounts;
  const totals = accounts.data?.accountTotals ?? NO_TOTALS;
  const recentItems = recent.data?.transactions;

  if ((accounts.error && !accountList) || (recent.error && !recentItems && filter === 'all')) {
    return <LoadFailed onRetry={reload} />;
  }
  if (!accountList || (filter === 'all' && !recentItems)) {
    return (
      <Box>
        <DashboardHeader greeting={greeting} subtitle={null} />
        <DashboardSkeleton />
      </Box>
    );
  }

  const hasData = accountList.length > 0 || (recentItems?.length ?? 0) > 0;
  if (!hasData) {
    return (
      <Box>
        <DashboardHeader greeting={greeting} subtitle={EMPTY_SUBTITLE} />
        <EmptyDashboard upload={upload} />
      </Box>
    );
  }

  return (
    <Box>
      <DashboardHeader greeting={greeting} subtitle={GROWING_SUBTITLE} />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 5 }} flexWrap="wrap" useFlexGap>
            <Stat label="Accounts" values={[accountCountLabel(accountList.length)]} testId="account-count" />
            <Stat
              label="Total Balance"
              values={formatTotals(totals, 'balance')}
              testId="total-balance"
              note="Bank and other accounts"
            />
            {hasCards(totals) && (
              <Stat label="Owed on Cards" values={formatTotals(totals, 'owed')} testId="total-owed" />
            )}
            <Stat
              label="Net Worth"
              values={formatTotals(totals, 'netWorth')}
              testId="net-worth"
              note={hasCards(totals) ? 'Balances minus what cards owe' : undefined}
            />
            <Stat label="Total Credit Limit" values={formatTotals(totals, 'creditLimit')} testId="total-credit-limit" />
          </Stack>
        </CardContent>
      </Card>
      <UploadStatusBanner upload={upload} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box component="section" aria-labelledby="accounts-title" sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2" id="accounts-title" sx={{ mb: 1.5 }}>
              🌳 Your Accounts
            </Typography>
            <Grid container spacing={2}>
              {accountList.map((account) => (
                <Grid key={account.id} size={{ xs: 12, sm: 6 }}>
                  <AccountCard account={account} now={now} />
                </Grid>
              ))}
            </Grid>
          </Box>
          <RecentTransactionsCard
            filter={filter}
            onFilterChange={setFilter}
            items={recentItems ?? []}
            loading={!recentItems && !recent.error}
          />
          {recent.error && filter !== 'all' && (
            <Typography color="error" role="alert" sx={{ mt: 1 }}>
              {DASHBOARD_LOAD_FAILED}
            </Typography>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <GnomeTipsCard />
        </Grid>
      </Grid>
    </Box>
  );
}
