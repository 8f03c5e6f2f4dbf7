import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Grid, Skeleton, Stack } from '@mui/material';
import {
  InvestmentsAccountsDocument,
  InvestmentsAddHoldingDocument,
  InvestmentsCreateAccountDocument,
  InvestmentsDeleteHoldingDocument,
  InvestmentsHoldingsDocument,
  InvestmentsMarketStatusDocument,
  InvestmentsPortfolioSummaryDocument,
  InvestmentsPriceStalenessDocument,
  InvestmentsSearchStocksDocument,
  InvestmentsUpdateHoldingDocument,
  InvestmentsUpdatePricesDocument,
} from '../../graphql/generated/graphql';
import { AccountCard } from './AccountCard';
import { AddStockDialog, type AddHolding } from './AddStockDialog';
import { BatchAddDialog } from './BatchAddDialog';
import { EditHoldingDialog } from './EditHoldingDialog';
import { HoldingsTable } from './HoldingsTable';
import { InsightsCard } from './InsightsCard';
import { MarketStatusCard, type PriceUpdateNotice } from './MarketStatusCard';
import { PortfolioSummaryCard } from './PortfolioSummaryCard';
import { RemoveHoldingDialog } from './RemoveHoldingDialog';
import {
  INVESTMENT_MESSAGES,
  MARKET_REFRESH_MS,
  formatPortfolioMoney,
  type InvestmentAccount,
  type InvestmentHolding,
  type InvestmentStock,
} from './investments-model';
import { useToast } from '../../shared/Toast';
import { SetUpGarden } from '../../shared/EmptyGarden';
import { RetryAlert } from '../../shared/RetryAlert';
import { STORE_ERROR_MS, useStoreError } from '../../shared/useStoreError';

/** After any holding change the holdings, the summary and the staleness (stock count) are read again. */
const HOLDING_REFRESH = [
  InvestmentsHoldingsDocument,
  InvestmentsPortfolioSummaryDocument,
  InvestmentsPriceStalenessDocument,
];

/** The account the card shows: the oldest active one (the default account created first). */
function defaultAccount(accounts: InvestmentAccount[]): InvestmentAccount | undefined {
  const sorted = [...accounts].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return sorted.find((account) => account.isActive) ?? sorted[0];
}

function Portfolio({ account }: { account: InvestmentAccount }) {
  const client = useApolloClient();
  const holdings = useQuery(InvestmentsHoldingsDocument, { fetchPolicy: 'cache-and-network' });
  const summary = useQuery(InvestmentsPortfolioSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const market = useQuery(InvestmentsMarketStatusDocument, {
    fetchPolicy: 'network-only',
    pollInterval: MARKET_REFRESH_MS,
  });
  const staleness = useQuery(InvestmentsPriceStalenessDocument, {
    fetchPolicy: 'network-only',
    pollInterval: MARKET_REFRESH_MS,
  });
  // Only the mutations are awaited: once the server has saved, a failed read afterwards is a read failure,
  // never reported as a failed save (a retry would change the holding twice).
  const [addHolding] = useMutation(InvestmentsAddHoldingDocument);
  const [updateHolding] = useMutation(InvestmentsUpdateHoldingDocument);
  const [deleteHolding] = useMutation(InvestmentsDeleteHoldingDocument);
  const [updatePrices] = useMutation(InvestmentsUpdatePricesDocument);
  const notify = useToast();
  const [storeError, showStoreError, clearStoreError] = useStoreError();

  const [adding, setAdding] = useState(false);
  const [batchAdding, setBatchAdding] = useState(false);
  const [editing, setEditing] = useState<InvestmentHolding | undefined>();
  const [removing, setRemoving] = useState<InvestmentHolding | undefined>();
  const [updating, setUpdating] = useState(false);
  const [notice, setNotice] = useState<PriceUpdateNotice | undefined>();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), STORE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const refreshHoldings = useCallback(
    () =>
      void client
        .refetchQueries({ include: HOLDING_REFRESH })
        .catch(() => showStoreError(INVESTMENT_MESSAGES.holdingsFetchFailed)),
    [client, showStoreError],
  );

  const search = useCallback(
    async (q: string): Promise<InvestmentStock[]> => {
      const result = await client.query({
        query: InvestmentsSearchStocksDocument,
        variables: { q, limit: 20 },
        fetchPolicy: 'network-only',
      });
      if (!result.data) throw new Error(INVESTMENT_MESSAGES.searchFailed);
      return result.data.searchStocks;
    },
    [client],
  );

  /** One add call; the single-add dialog refreshes after it, the batch once after all rows. */
  const add: AddHolding = useCallback(
    async (stock, quantity, averageCost) => {
      await addHolding({
        variables: {
          input: { stocksAccountId: account.id, stockId: stock.id, quantity, averageCost, currency: stock.currency },
        },
      });
    },
    [addHolding, account.id],
  );

  const onUpdatePrices = async () => {
    setUpdating(true);
    setNotice(undefined);
    try {
      const result = await updatePrices({ variables: {} });
      const answer = result.data?.updateStockPrices;
      if (answer?.success) {
        setNotice({ severity: 'success', text: answer.message || `Updated ${answer.updatedCount} prices` });
        // The prices were updated: a failed read afterwards must not turn the notice into a failure.
        refreshHoldings();
      } else {
        setNotice({ severity: 'error', text: answer?.message || INVESTMENT_MESSAGES.pricesFailed });
      }
    } catch {
      setNotice({ severity: 'error', text: INVESTMENT_MESSAGES.pricesFailed });
    } finally {
      setUpdating(false);
    }
  };

  // A failed read keeps what was last shown.
  const holdingsData = holdings.data ?? holdings.previousData;
  const summaryData = summary.data ?? summary.previousData;
  const rows = holdingsData?.stockHoldings ?? [];
  const accountRows = rows.filter((holding) => holding.stocksAccountId === account.id);
  const retry = (query: { refetch: () => Promise<unknown> }) => () => void query.refetch().catch(() => undefined);

  return (
    <Stack spacing={3}>
      {storeError && (
        <Alert severity="error" onClose={clearStoreError} role="alert">
          {storeError}
        </Alert>
      )}
      <MarketStatusCard
        market={market.data?.marketStatus}
        loading={market.loading}
        failed={Boolean(market.error)}
        staleness={(staleness.data ?? staleness.previousData)?.priceStaleness}
        heldExchanges={[...new Set(rows.map((holding) => holding.stock.exchange))]}
        stalenessFailed={Boolean(staleness.error) && !staleness.loading}
        onRetryStaleness={retry(staleness)}
        updating={updating}
        notice={notice}
        onUpdatePrices={() => void onUpdatePrices()}
      />
      {holdings.error && !holdingsData && (
        <RetryAlert message={INVESTMENT_MESSAGES.loadFailed} onRetry={retry(holdings)} />
      )}
      {summaryData ? (
        <PortfolioSummaryCard summary={summaryData.portfolioSummary} />
      ) : summary.error && !summary.loading ? (
        <RetryAlert message={INVESTMENT_MESSAGES.summaryFailed} onRetry={retry(summary)} />
      ) : (
        <Skeleton variant="rounded" height={110} />
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          {!holdingsData ? (
            !holdings.error && <Skeleton variant="rounded" height={380} />
          ) : (
            <InsightsCard holdings={rows} currency={summaryData?.portfolioSummary.currency} />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <AccountCard
            account={account}
            holdings={accountRows}
            onAddStock={() => setAdding(true)}
            onAddMultiple={() => setBatchAdding(true)}
          />
        </Grid>
      </Grid>
      {holdingsData && <HoldingsTable holdings={rows} onEdit={setEditing} onDelete={setRemoving} />}

      <AddStockDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSearch={search}
        onAdd={async (stock, quantity, averageCost) => {
          await add(stock, quantity, averageCost);
          refreshHoldings();
          notify({
            message: `Planted ${quantity} ${stock.symbol} at ${formatPortfolioMoney(averageCost, stock.currency)}`,
          });
        }}
      />
      <BatchAddDialog
        open={batchAdding}
        onClose={() => setBatchAdding(false)}
        onSearch={search}
        onAdd={add}
        onAdded={() => {
          refreshHoldings();
          notify({ message: 'Your new stocks are planted' });
        }}
      />
      <EditHoldingDialog
        holding={editing}
        onClose={() => setEditing(undefined)}
        onUpdate={async (holding, quantity, averageCost) => {
          await updateHolding({ variables: { id: holding.id, input: { quantity, averageCost } } });
          refreshHoldings();
          notify({ message: `Updated ${holding.stock.symbol}` });
        }}
      />
      <RemoveHoldingDialog
        holding={removing}
        onClose={() => setRemoving(undefined)}
        onRemove={async (holding) => {
          await deleteHolding({ variables: { id: holding.id } });
          refreshHoldings();
          notify({
            message: `Removed ${holding.stock.symbol} from your portfolio`,
            // Undo plants the same holding again: the stock, its shares and what was paid.
            undo: async () => {
              try {
                await addHolding({
                  variables: {
                    input: {
                      stocksAccountId: holding.stocksAccountId,
                      stockId: holding.stock.id,
                      quantity: holding.quantity,
                      averageCost: holding.averageCost,
                      currency: holding.currency,
                    },
                  },
                });
                refreshHoldings();
                notify({ message: `${holding.stock.symbol} is back in your portfolio` });
              } catch {
                notify({ severity: 'error', message: 'That could not be undone. Please try again.' });
              }
            },
          });
        }}
      />
    </Stack>
  );
}

/** The 'Investments' tab of /assets: the empty state until a stocks account exists, then the portfolio. */
export function InvestmentsTab() {
  const accounts = useQuery(InvestmentsAccountsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const client = useApolloClient();
  const [createAccount, creation] = useMutation(InvestmentsCreateAccountDocument);

  if (accounts.loading && !accounts.data)
    return (
      <Box aria-busy="true" aria-label="Loading investments" data-testid="investments-skeleton">
        <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={110} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={300} />
      </Box>
    );
  if (accounts.error && !accounts.data)
    return (
      <RetryAlert
        message={INVESTMENT_MESSAGES.loadFailed}
        buttonSize="medium"
        onRetry={() => void accounts.refetch().catch(() => undefined)}
      />
    );

  const account = defaultAccount(accounts.data?.stocksAccounts ?? []);
  if (!account)
    return (
      <SetUpGarden
        emoji="🌱"
        title="Plant Your Investment Seeds"
        text="Create an investment account to track your stocks and watch your portfolio grow."
        action="Create Investment Account"
        busy={creation.loading}
        // A failed create is only logged, as specified; the button stays for another try.
        onAction={() =>
          void createAccount().then(
            // Created: a failed read afterwards leaves the retry to the accounts' own error, never a second create.
            () => void client.refetchQueries({ include: [InvestmentsAccountsDocument] }).catch(() => undefined),
            (failure: unknown) => console.error('Failed to create investment account', failure),
          )
        }
      />
    );
  return <Portfolio account={account} />;
}
