import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  TransactionCategoriesDocument,
  TransactionFilterOptionsDocument,
  UndoDeleteTransactionsDocument,
  UndoRecategorizeDocument,
} from '../../graphql/generated/graphql';
import { useToast } from '../../shared/Toast';
import { PageHeader } from '../layout/PageHeader';
import type { Deleted } from './DeleteTransactionDialog';
import type { Recategorized } from './RecategorizeDialog';
import { TransactionFiltersCard } from './TransactionFiltersCard';
import { TransactionList } from './TransactionList';
import {
  NO_FILTERS,
  filtersActive,
  filtersFromLink,
  type CategoryOption,
  type TransactionItem,
} from './transactions-model';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useTransactionPages } from './useTransactionPages';
import { EmptyGarden } from '../../shared/EmptyGarden';

// The dialogs load when one is first opened, not with the list.
const EditTransactionDialog = lazy(() =>
  import('./EditTransactionDialog').then((module) => ({ default: module.EditTransactionDialog })),
);
const RecategorizeDialog = lazy(() =>
  import('./RecategorizeDialog').then((module) => ({ default: module.RecategorizeDialog })),
);
const CsvImportDialog = lazy(() =>
  import('../csv-import/CsvImportDialog').then((module) => ({ default: module.CsvImportDialog })),
);
const DeleteTransactionDialog = lazy(() =>
  import('./DeleteTransactionDialog').then((module) => ({ default: module.DeleteTransactionDialog })),
);

export const LIST_ERROR = 'Failed to load data. Please try again.';

type OpenDialog = { kind: 'edit' | 'recategorize' | 'delete'; transaction: TransactionItem } | null;

/** Categories seen on the loaded transactions: the category filter's fallback when the list call fails. */
function categoriesFromItems(items: TransactionItem[]): CategoryOption[] {
  const seen = new Map<string, CategoryOption>();
  for (const item of items) {
    if (item.categoryId && item.categoryName && !seen.has(item.categoryId))
      seen.set(item.categoryId, {
        id: item.categoryId,
        name: item.categoryName,
        icon: item.categoryIcon ?? '🌾',
        color: item.categoryColor ?? '#9CA3AF',
      });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function ListSkeleton() {
  return (
    <Stack spacing={2} aria-label="Loading transactions">
      {[0, 1].map((group) => (
        <Card key={group}>
          <CardContent>
            <Skeleton width="30%" />
            {[0, 1, 2].map((row) => (
              <Stack key={row} direction="row" spacing={2} alignItems="center" sx={{ py: 1 }}>
                <Skeleton variant="circular" width={42} height={42} />
                <Stack sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="40%" />
                </Stack>
                <Skeleton width={70} />
              </Stack>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Transaction Garden (/transactions): filters, date-grouped infinite list, edit, recategorize and delete. */
export function TransactionsPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A link (a Garden Gnome answer or tip) opens the page already filtered.
  const [filters, setFilters] = useState(() => filtersFromLink(searchParams));
  // A new link while the page is open (the Gnome's panel sits above every page) sets the filters again.
  const linked = searchParams.toString();
  const [seenLink, setSeenLink] = useState(linked);
  if (seenLink !== linked) {
    setSeenLink(linked);
    setFilters(filtersFromLink(searchParams));
  }
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [importOpen, setImportOpen] = useState(false);
  const pages = useTransactionPages(filters);
  const categoriesQuery = useQuery(TransactionCategoriesDocument);
  const optionsQuery = useQuery(TransactionFilterOptionsDocument);
  const sentinel = useInfiniteScroll(
    pages.hasMore && pages.loading === null && !pages.error,
    pages.revision,
    pages.loadMore,
  );

  const fallbackCategories = useMemo(() => categoriesFromItems(pages.items), [pages.items]);
  const categories: CategoryOption[] = categoriesQuery.data?.categories ?? fallbackCategories;
  const accounts = optionsQuery.data?.transactionAccounts ?? [];

  const done = () => {
    setDialog(null);
    pages.reload();
  };
  const client = useApolloClient();
  const notify = useToast();
  const plural = (count: number) => `${count} transaction${count === 1 ? '' : 's'}`;
  const failedUndo = () => notify({ severity: 'error', message: 'That could not be undone. Please try again.' });
  const saved = () => {
    done();
    notify({ message: 'Transaction saved' });
  };
  const recategorized = ({ outcome, category, allFromMerchant }: Recategorized) => {
    done();
    const where = category ? `${category.icon} ${category.name}` : 'the new category';
    notify({
      message: `Moved ${plural(outcome.updatedCount)} to ${where}${allFromMerchant ? ', and will file this merchant there from now on' : ''}`,
      undo: async () => {
        try {
          await client.mutate({
            mutation: UndoRecategorizeDocument,
            variables: {
              input: {
                previous: outcome.previous.map(
                  ({ id, categoryId, categorySource, categoryConfidence, categoryLocked }) => ({
                    id,
                    categoryId: categoryId ?? null,
                    categorySource,
                    categoryConfidence: categoryConfidence ?? null,
                    categoryLocked,
                  }),
                ),
                merchantRule: outcome.merchantRule
                  ? {
                      merchantKey: outcome.merchantRule.merchantKey,
                      previousCategoryId: outcome.merchantRule.previousCategoryId ?? null,
                    }
                  : null,
              },
            },
          });
          pages.reload();
          notify({ message: 'Category change undone' });
        } catch {
          failedUndo();
        }
      },
    });
  };
  const deleted = ({ deletedCount, undoToken }: Deleted) => {
    done();
    notify({
      message: `Deleted ${plural(deletedCount)}`,
      undo: async () => {
        try {
          const result = await client.mutate({ mutation: UndoDeleteTransactionsDocument, variables: { undoToken } });
          pages.reload();
          const back = result.data?.undoDeleteTransactions ?? 0;
          notify(
            back > 0
              ? { message: `Restored ${plural(back)}` }
              : { severity: 'error', message: 'Too late to undo that delete.' },
          );
        } catch {
          failedUndo();
        }
      },
    });
  };
  const actions = {
    onEdit: (transaction: TransactionItem) => setDialog({ kind: 'edit', transaction }),
    onRecategorize: (transaction: TransactionItem) => setDialog({ kind: 'recategorize', transaction }),
    onDelete: (transaction: TransactionItem) => setDialog({ kind: 'delete', transaction }),
  };

  const firstLoadFailed = pages.error && pages.items.length === 0;
  const empty = !pages.error && pages.loading === null && pages.items.length === 0;

  return (
    <>
      <PageHeader
        title="Transaction Garden"
        subtitle="Every seed of spending and income, sorted by the day it was planted"
        action={
          <Button variant="outlined" onClick={() => setImportOpen(true)}>
            Import CSV
          </Button>
        }
      />
      {importOpen && (
        <Suspense fallback={null}>
          <CsvImportDialog open onClose={() => setImportOpen(false)} onImported={pages.reload} />
        </Suspense>
      )}
      <TransactionFiltersCard
        filters={filters}
        categories={categories}
        accounts={accounts}
        onChange={(next) => setFilters(next)}
      />
      {firstLoadFailed ? (
        <Card>
          <CardContent>
            <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
              <Typography fontSize={56} aria-hidden>
                🥀
              </Typography>
              <Typography variant="h6" component="h2">
                {LIST_ERROR}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" onClick={pages.retry}>
                  Try Watering Again
                </Button>
                <Button variant="outlined" onClick={() => window.location.reload()}>
                  Refresh Garden
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ) : pages.loading === 'first' ? (
        <ListSkeleton />
      ) : empty && filtersActive(filters) ? (
        <EmptyGarden
          emoji="🔎"
          title="No Matching Transactions Found"
          text="Nothing in your garden matches these filters. Try a wider date range or another search."
        >
          <Button variant="outlined" onClick={() => setFilters(NO_FILTERS)}>
            Clear Filters
          </Button>
        </EmptyGarden>
      ) : empty ? (
        <EmptyGarden
          emoji="🌱"
          title="Your Transaction Garden Is Waiting"
          text="Upload a PDF bank statement and your transactions will sprout here, sorted by day and ready to categorize."
        >
          <Button
            variant="contained"
            onClick={() => void navigate('/settings', { state: { tab: 'bank_statements', showPdfUpload: true } })}
          >
            Plant Your First Statements
          </Button>
        </EmptyGarden>
      ) : (
        <>
          <TransactionList ref={sentinel} items={pages.items} loadingMore={pages.loading === 'more'} {...actions} />
          {pages.error && (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" onClick={pages.retry}>
                  Try Watering Again
                </Button>
              }
            >
              {LIST_ERROR}
            </Alert>
          )}
          {!pages.hasMore && !pages.error && pages.loading === null && (
            <Typography color="text.secondary" textAlign="center" sx={{ py: 3 }}>
              🌾 That&apos;s every transaction in this patch.
            </Typography>
          )}
        </>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && (
          <EditTransactionDialog
            transactionId={dialog.transaction.id}
            categories={categories}
            onClose={() => setDialog(null)}
            onSaved={saved}
          />
        )}
        {dialog?.kind === 'recategorize' && (
          <RecategorizeDialog
            transaction={dialog.transaction}
            categories={categories}
            onClose={() => setDialog(null)}
            onDone={recategorized}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteTransactionDialog transaction={dialog.transaction} onClose={() => setDialog(null)} onDone={deleted} />
        )}
      </Suspense>
    </>
  );
}
