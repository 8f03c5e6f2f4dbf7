import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Grid,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import {
  CpfActivityDocument,
  CreateCpfAccountsDocument,
  RetirementAccountsDocument,
  UpdateCpfBalanceDocument,
  UpdateRetirementAccountDocument,
} from '../../graphql/generated/graphql';
import { serverDetail } from '../categories/category-filters';
import { BalanceUpdateDialog } from './BalanceUpdateDialog';
import { CpfAccountCard, type ContributionPatch } from './CpfAccountCard';
import {
  ACTIVITY_NOTE,
  CPF_ACTIVITY_LIMIT,
  CPF_ACCOUNT_TYPES,
  CPF_MESSAGES,
  DEFAULT_CONTRIBUTION_AMOUNT,
  DEFAULT_CONTRIBUTION_DAY,
  STORE_ERROR_MS,
  calendarDate,
  cpfMeta,
  orderCpfAccounts,
  signedAmount,
  sgd,
  sumAmounts,
  type CpfActivityView,
  type RetirementAccountView,
} from './assets-model';

/**
 * After any change the accounts and the activity are read again, so balances and rows come from the server.
 * The overview's breakdown is read fresh whenever that tab opens.
 */
const REFRESH = { refetchQueries: [RetirementAccountsDocument, CpfActivityDocument], awaitRefetchQueries: true };

/** A store error (spec 02 section 4) that clears itself after 5 s. */
function useStoreError(): [string | null, (message: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), STORE_ERROR_MS);
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return [message, show, clear];
}

function CpfSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading CPF accounts" data-testid="cpf-skeleton">
      <Grid container spacing={3}>
        {[0, 1, 2].map((item) => (
          <Grid key={item} size={{ xs: 12, md: 4 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={240} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={240} />
        </Grid>
      </Grid>
    </Box>
  );
}

function SetUpCpf({ creating, onCreate }: { creating: boolean; onCreate: () => void }) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 5 }}>
          <Typography fontSize={64} aria-hidden>
            🏛️
          </Typography>
          <Typography variant="h5" component="h2">
            Set Up Your CPF Accounts
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            Track your Ordinary, Special and MediSave accounts side by side, and let monthly contributions grow them
            automatically.
          </Typography>
          <Button variant="contained" size="large" onClick={onCreate} disabled={creating}>
            Create CPF Accounts
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function CpfSummary({ accounts }: { accounts: RetirementAccountView[] }) {
  const total = sumAmounts(accounts.map((account) => account.balance));
  const growing = accounts.filter((account) => account.isAutoContributionEnabled).length;
  return (
    <Card component="section" aria-labelledby="cpf-summary-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="cpf-summary-title" variant="h6" component="h2" gutterBottom>
          🌱 CPF Summary
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
          Total CPF balance
        </Typography>
        <Typography variant="h4" component="p" fontWeight={800} data-testid="cpf-summary-total" gutterBottom>
          {sgd(total)}
        </Typography>
        <Stack spacing={1} sx={{ my: 2 }} divider={<Divider flexItem />}>
          {accounts.map((account) => {
            const meta = cpfMeta(account.accountType);
            return (
              <Stack
                key={account.id}
                direction="row"
                justifyContent="space-between"
                alignItems="center"
                data-testid="cpf-summary-row"
                aria-label={`${meta.name} ${sgd(account.balance)}`}
              >
                <Stack direction="row" spacing={1} alignItems="center">
                  <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: meta.colour }} />
                  <Typography>{meta.name}</Typography>
                </Stack>
                <Typography fontWeight={700}>{sgd(account.balance)}</Typography>
              </Stack>
            );
          })}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {growing === 0
            ? 'No automatic contributions yet.'
            : `${growing} of ${accounts.length} accounts growing automatically each month.`}
        </Typography>
      </CardContent>
    </Card>
  );
}

function ActivityRow({ item }: { item: CpfActivityView }) {
  const meta = cpfMeta(item.accountType);
  return (
    <ListItem
      disableGutters
      data-testid="cpf-activity-row"
      aria-label={item.description}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
    >
      <Stack direction="row" spacing={2} sx={{ width: '100%' }} alignItems="center">
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography fontWeight={700} noWrap>
            {item.description}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="body2" color="text.secondary">
              {calendarDate(item.date)}
            </Typography>
            <Chip
              size="small"
              label={meta.short}
              sx={{ bgcolor: `${meta.colour}1f`, color: meta.colour, fontWeight: 700 }}
            />
            {item.source === 'scheduled' && <Chip size="small" label="Scheduled" variant="outlined" />}
            {item.notes && (
              <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 260 }} title={item.notes}>
                {item.notes}
              </Typography>
            )}
          </Stack>
        </Box>
        <Typography
          fontWeight={800}
          data-testid="cpf-activity-amount"
          sx={{ color: item.isIncome ? 'success.main' : 'error.main', whiteSpace: 'nowrap' }}
        >
          {signedAmount(item)}
        </Typography>
      </Stack>
    </ListItem>
  );
}

function CpfActivity({ items, loading, failed }: { items: CpfActivityView[]; loading: boolean; failed: boolean }) {
  return (
    <Card component="section" aria-labelledby="cpf-activity-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="cpf-activity-title" variant="h6" component="h2">
          📜 Recent CPF Activity
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Contributions and withdrawals from the last 6 months
        </Typography>
        {failed ? (
          <Alert severity="error" role="alert">
            {CPF_MESSAGES.activityFailed}
          </Alert>
        ) : loading ? (
          <Stack spacing={1}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={44} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            No CPF activity in the last 6 months yet.
          </Typography>
        ) : (
          <>
            <List dense aria-label="CPF activity" disablePadding>
              {items.map((item) => (
                <ActivityRow key={item.id} item={item} />
              ))}
            </List>
            {items.length >= CPF_ACTIVITY_LIMIT && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="cpf-activity-note">
                {ACTIVITY_NOTE}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The CPF Accounts tab (spec 02 sections 2-5, 8-9): the set-up empty state, three account cards, the CPF Summary,
 * Recent CPF Activity and the balance update modal. Failures of the account calls show as store errors that
 * clear after 5 s; failing to load the accounts at all shows the tab's message with a retry.
 */
export function CpfTab() {
  const accounts = useQuery(RetirementAccountsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const activity = useQuery(CpfActivityDocument, {
    variables: { limit: CPF_ACTIVITY_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const [createCpfAccounts, creation] = useMutation(CreateCpfAccountsDocument, REFRESH);
  const [updateAccount] = useMutation(UpdateRetirementAccountDocument, REFRESH);
  const [updateBalance] = useMutation(UpdateCpfBalanceDocument, REFRESH);
  const [storeError, showStoreError, clearStoreError] = useStoreError();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [balanceFor, setBalanceFor] = useState<RetirementAccountView | null>(null);

  const list = accounts.data?.retirementAccounts;
  if (accounts.error && !list && !accounts.loading) {
    return (
      <Card>
        <CardContent>
          <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
            <Typography fontSize={56} aria-hidden>
              🥀
            </Typography>
            <Typography variant="h6" component="p" role="alert" sx={{ maxWidth: 560 }}>
              {CPF_MESSAGES.tabLoadFailed}
            </Typography>
            <Button variant="contained" onClick={() => void accounts.refetch().catch(() => undefined)}>
              Try Again
            </Button>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  if (!list) return <CpfSkeleton />;

  const create = async () => {
    try {
      await createCpfAccounts();
    } catch {
      showStoreError(CPF_MESSAGES.createFailed);
    }
  };
  const update = async (
    account: RetirementAccountView,
    input: ContributionPatch & { isAutoContributionEnabled?: boolean },
  ) => {
    setBusyId(account.id);
    try {
      await updateAccount({ variables: { id: account.id, input } });
    } catch {
      showStoreError(CPF_MESSAGES.updateFailed);
    } finally {
      setBusyId(null);
    }
  };

  const storeAlert = storeError && (
    <Alert severity="error" onClose={clearStoreError} sx={{ mb: 2 }} role="alert">
      {storeError}
    </Alert>
  );

  if (list.length === 0) {
    return (
      <>
        {storeAlert}
        <SetUpCpf creating={creation.loading} onCreate={() => void create()} />
      </>
    );
  }

  const ordered = orderCpfAccounts(list);
  const missing = CPF_ACCOUNT_TYPES.filter((type) => !list.some((account) => account.accountType === type));
  return (
    <Box>
      {storeAlert}
      {missing.length > 0 && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void create()} disabled={creation.loading}>
              Create CPF Accounts
            </Button>
          }
        >
          Not yet tracked: {missing.map((type) => cpfMeta(type).name).join(', ')}.
        </Alert>
      )}
      <Grid container spacing={3}>
        {ordered.map((account) => (
          <Grid key={account.id} size={{ xs: 12, md: 4 }}>
            <CpfAccountCard
              account={account}
              busy={busyId === account.id}
              onToggle={(enabled) =>
                update(
                  account,
                  enabled
                    ? {
                        isAutoContributionEnabled: true,
                        contributionDay: DEFAULT_CONTRIBUTION_DAY,
                        contributionAmount: DEFAULT_CONTRIBUTION_AMOUNT,
                      }
                    : { isAutoContributionEnabled: false },
                )
              }
              onUpdate={(patch) => update(account, patch)}
              onUpdateBalance={() => setBalanceFor(account)}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 4 }}>
          <CpfSummary accounts={ordered} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <CpfActivity
            items={activity.data?.cpfActivity ?? []}
            loading={!activity.data && !activity.error}
            failed={Boolean(activity.error) && !activity.data}
          />
        </Grid>
      </Grid>
      {balanceFor && (
        <BalanceUpdateDialog
          account={balanceFor}
          onClose={() => setBalanceFor(null)}
          onSubmit={async (input) => {
            try {
              await updateBalance({ variables: { input } });
            } catch (failure) {
              throw new Error(serverDetail(failure) ?? CPF_MESSAGES.saveFailed);
            }
          }}
        />
      )}
    </Box>
  );
}
