import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Grid, Skeleton } from '@mui/material';
import {
  CpfActivityDocument,
  CpfRecordingAccountDocument,
  CreateCpfAccountsDocument,
  DeleteRetirementAccountDocument,
  RetirementAccountsDocument,
  UpdateCpfBalanceDocument,
  UpdateRetirementAccountDocument,
} from '../../graphql/generated/graphql';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { RetryAlert } from '../../shared/RetryAlert';
import { serverDetail } from '../../shared/graphql-errors';
import { useStoreError } from '../../shared/useStoreError';
import { BalanceUpdateDialog, NeedsBankAccount } from './BalanceUpdateDialog';
import { CpfAccountCard, type ContributionPatch } from './CpfAccountCard';
import { CpfActivity } from './CpfActivity';
import { CpfSummary } from './CpfSummary';
import {
  CPF_ACTIVITY_LIMIT,
  CPF_ACCOUNT_TYPES,
  CPF_MESSAGES,
  DEFAULT_CONTRIBUTION_AMOUNT,
  DEFAULT_CONTRIBUTION_DAY,
  cpfMeta,
  orderCpfAccounts,
  type RetirementAccountView,
} from './assets-model';
import { SetUpGarden } from '../../shared/EmptyGarden';
import { useToast } from '../../shared/Toast';

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

/**
 * The CPF Accounts tab: the set-up empty state, three account cards, the CPF Summary,
 * Recent CPF Activity and the balance update modal. Failures of the account calls show as store errors that
 * clear after 5 s; failing to load the accounts at all shows the tab's message with a retry.
 */
export function CpfTab() {
  const client = useApolloClient();
  const accounts = useQuery(RetirementAccountsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const recording = useQuery(CpfRecordingAccountDocument, { fetchPolicy: 'cache-and-network' });
  // Known only once read: null means no bank account, and the person is told before filling anything in.
  const recordingAccount = recording.data ? recording.data.cpfRecordingAccount : undefined;
  const activity = useQuery(CpfActivityDocument, {
    variables: { limit: CPF_ACTIVITY_LIMIT },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // Only the mutation is awaited: once the server has saved, a failed read afterwards must never be reported
  // as a failed save (a retry would record a second contribution).
  const [createCpfAccounts, creation] = useMutation(CreateCpfAccountsDocument);
  const notify = useToast();
  const [updateAccount] = useMutation(UpdateRetirementAccountDocument);
  const [updateBalance] = useMutation(UpdateCpfBalanceDocument);
  const [deleteAccount] = useMutation(DeleteRetirementAccountDocument);
  const [deleting, setDeleting] = useState<{ account: RetirementAccountView; busy: boolean } | null>(null);
  const [storeError, showStoreError, clearStoreError] = useStoreError();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [balanceFor, setBalanceFor] = useState<RetirementAccountView | null>(null);

  // A failed read keeps the accounts last shown on screen.
  const list = accounts.data?.retirementAccounts ?? accounts.previousData?.retirementAccounts;
  const shown = Boolean(list);
  // A background read of the accounts failing while they are shown is a store error.
  useEffect(() => {
    if (accounts.error && shown) showStoreError(CPF_MESSAGES.fetchFailed);
  }, [accounts.error, shown, showStoreError]);

  /** Reads the accounts and the activity again after a change; the activity card shows its own failure. */
  const refresh = useCallback(
    (include: 'accounts' | 'both') => {
      void client
        .refetchQueries({ include: [RetirementAccountsDocument] })
        .catch(() => showStoreError(CPF_MESSAGES.fetchFailed));
      if (include === 'both') void client.refetchQueries({ include: [CpfActivityDocument] }).catch(() => undefined);
    },
    [client, showStoreError],
  );

  if (accounts.error && !list && !accounts.loading) {
    return (
      <RetryAlert
        layout="card"
        message={CPF_MESSAGES.tabLoadFailed}
        onRetry={() => void accounts.refetch().catch(() => undefined)}
      />
    );
  }
  if (!list) return <CpfSkeleton />;

  const create = async () => {
    try {
      await createCpfAccounts();
    } catch {
      showStoreError(CPF_MESSAGES.createFailed);
      return;
    }
    refresh('accounts');
    notify({ message: 'Your Ordinary, Special and MediSave accounts are planted' });
  };
  const update = async (
    account: RetirementAccountView,
    input: ContributionPatch & { isAutoContributionEnabled?: boolean },
  ) => {
    setBusyId(account.id);
    try {
      // The answer is the saved account, which replaces the card's values in the cache.
      await updateAccount({ variables: { id: account.id, input } });
    } catch {
      showStoreError(CPF_MESSAGES.updateFailed);
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (account: RetirementAccountView) => {
    setDeleting({ account, busy: true });
    try {
      await deleteAccount({ variables: { id: account.id } });
    } catch {
      setDeleting(null);
      showStoreError(CPF_MESSAGES.deleteFailed);
      return;
    }
    setDeleting(null);
    client.cache.evict({ id: client.cache.identify({ __typename: 'RetirementAccount', id: account.id }) });
    client.cache.gc();
    refresh('both');
    notify({ message: `${cpfMeta(account.accountType).name} deleted` });
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
        <SetUpGarden
          emoji="🏛️"
          title="Set Up Your CPF Accounts"
          text="Track your Ordinary, Special and MediSave accounts side by side, and let monthly contributions grow them automatically."
          action="Create CPF Accounts"
          busy={creation.loading}
          onAction={() => void create()}
        />
      </>
    );
  }

  const ordered = orderCpfAccounts(list);
  const missing = CPF_ACCOUNT_TYPES.filter((type) => !list.some((account) => account.accountType === type));
  const items = activity.data?.cpfActivity ?? [];
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
      {recordingAccount === null && (
        <Box sx={{ mb: 2 }}>
          <NeedsBankAccount />
        </Box>
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
              onDelete={() => setDeleting({ account, busy: false })}
              onUpdateBalance={() => {
                // The person may have added a bank account elsewhere since the tab was read.
                void recording.refetch().catch(() => undefined);
                setBalanceFor(account);
              }}
              needsBankAccount={recordingAccount === null}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 4 }}>
          <CpfSummary accounts={ordered} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <CpfActivity
            items={items}
            loading={!activity.data && !activity.error}
            failed={Boolean(activity.error) && !activity.loading}
            onRetry={() => void activity.refetch().catch(() => undefined)}
          />
        </Grid>
      </Grid>
      <ConfirmDialog
        open={deleting !== null}
        busy={deleting?.busy}
        title={`Delete ${deleting ? cpfMeta(deleting.account.accountType).name : 'CPF account'}?`}
        titleId="delete-cpf-title"
        cancelLabel="Keep Account"
        confirmLabel={deleting?.busy ? 'Deleting...' : 'Delete Account'}
        color="error"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting.account)}
      >
        Its balance and monthly auto-contribution stop being tracked. Transactions already recorded in your bank account
        stay. You can create the account again later.
      </ConfirmDialog>
      {balanceFor && (
        <BalanceUpdateDialog
          account={balanceFor}
          recordingAccount={recordingAccount}
          recordingFailed={Boolean(recording.error) && !recording.loading}
          onRetryRecording={() => void recording.refetch().catch(() => undefined)}
          onClose={() => setBalanceFor(null)}
          onSubmit={async (input) => {
            try {
              await updateBalance({ variables: { input } });
            } catch (failure) {
              throw new Error(serverDetail(failure) ?? CPF_MESSAGES.saveFailed);
            }
            // Saved: the new balance is in the cache already; the summary rows and the activity are read again.
            refresh('both');
            notify({ message: `${cpfMeta(balanceFor.accountType).name} balance updated` });
          }}
        />
      )}
    </Box>
  );
}
