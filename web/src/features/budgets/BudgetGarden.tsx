import { useState } from 'react';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import WifiOffIcon from '@mui/icons-material/WifiOffOutlined';
import { BUDGET_MESSAGES } from '@garden/core';
import { PageHeader } from '../layout/PageHeader';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { BudgetCard } from './BudgetCard';
import { BudgetDialog, type BudgetCategoryOption, type BudgetFormValues } from './BudgetDialog';
import {
  PERIOD_LABELS,
  STATE_LOOKS,
  isBudgetPeriod,
  moneyOf,
  periodName,
  stateCounts,
  type BudgetRow,
} from './budget-model';
import { RetryAlert } from '../../shared/RetryAlert';
import { EmptyGarden } from '../../shared/EmptyGarden';
import { CardGridSkeleton } from '../../shared/CardGridSkeleton';
import { useToast } from '../../shared/Toast';

export interface BudgetGardenProps {
  budgets: readonly BudgetRow[];
  loading: boolean;
  /** True when the budgets could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  categories: readonly BudgetCategoryOption[];
  categoriesLoading: boolean;
  categoriesFailed: boolean;
  /** Asked when the dialog opens, so the category list is fresh. */
  onOpenEditor?: () => void;
  onCreate: (values: BudgetFormValues) => Promise<void>;
  onUpdate: (budget: BudgetRow, values: BudgetFormValues) => Promise<void>;
  onDelete: (budget: BudgetRow) => Promise<void>;
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' } as const;

/** The Budgets screen: each budget's spending in its current period, with warning and over-budget states. */
export function BudgetGarden(props: BudgetGardenProps) {
  const { budgets, loading, failed, onRetry, onCreate, onUpdate, onDelete, onOpenEditor } = props;
  const notify = useToast();
  const [editor, setEditor] = useState<{ budget: BudgetRow | null } | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<BudgetRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const openEditor = (budget: BudgetRow | null) => {
    onOpenEditor?.();
    setEditor({ budget });
  };
  const plantButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor(null)}>
      Plant a Budget
    </Button>
  );
  const counts = stateCounts(budgets);

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      const gone = deleteTarget;
      await onDelete(gone);
      setDeleteTarget(null);
      notify({
        message: `Deleted the ${periodName(gone).toLowerCase()} budget for ${gone.categoryName}`,
        // Undo plants the same budget again: category, period, amount and alert.
        undo: async () => {
          try {
            await onCreate({
              categoryId: gone.categoryId,
              period: isBudgetPeriod(gone.period) ? gone.period : 'monthly',
              amount: gone.amount,
              notificationThreshold: gone.notificationThreshold,
            });
            notify({ message: `Restored the budget for ${gone.categoryName}` });
          } catch {
            notify({ severity: 'error', message: 'That could not be undone. Please try again.' });
          }
        },
      });
    } catch {
      setDeleteError(BUDGET_MESSAGES.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Budget Garden"
        subtitle="Set how much each category may grow per day, week, month or year, and watch it this period"
        action={plantButton}
      />

      {failed ? (
        <RetryAlert
          layout="card"
          icon={<WifiOffIcon color="error" sx={{ fontSize: 48 }} />}
          message={BUDGET_MESSAGES.loadFailed}
          onRetry={onRetry}
        />
      ) : loading ? (
        <CardGridSkeleton
          count={6}
          label="Loading budgets"
          testId="budget-skeleton"
          grid={GRID}
          avatarSize={46}
          titleWidth="60%"
        >
          <Skeleton sx={{ mt: 2 }} width="35%" height={32} />
          <Skeleton variant="rounded" height={12} />
          <Skeleton sx={{ mt: 1 }} width="70%" />
        </CardGridSkeleton>
      ) : budgets.length === 0 ? (
        <EmptyGarden
          emoji="🌱"
          title="No budgets planted yet"
          text="Give a category a budget, daily, weekly, monthly or yearly. Its bar fills as you spend, turns amber past your alert threshold and red once the budget is used up."
          look="garden"
        >
          {plantButton}
        </EmptyGarden>
      ) : (
        <>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label="Budget summary" sx={{ mb: 2 }}>
            <Typography color="text.secondary" sx={{ mr: 1 }}>
              {budgets.length} {budgets.length === 1 ? 'budget' : 'budgets'}:
            </Typography>
            {(['ok', 'warning', 'over'] as const).map((state) => (
              <Typography key={state} sx={{ color: STATE_LOOKS[state].color, fontWeight: 700, mr: 1.5 }}>
                {STATE_LOOKS[state].emoji} {counts[state]} {STATE_LOOKS[state].label.toLowerCase()}
              </Typography>
            ))}
          </Stack>
          <Box sx={GRID} role="list" aria-label="Budgets">
            {budgets.map((budget) => (
              <Box role="listitem" key={budget.id}>
                <BudgetCard
                  budget={budget}
                  onEdit={(target) => openEditor(target)}
                  onDelete={(target) => {
                    setDeleteError(null);
                    setDeleteTarget(target);
                  }}
                />
              </Box>
            ))}
          </Box>
        </>
      )}

      <BudgetDialog
        open={editor !== null}
        budget={editor?.budget ?? null}
        categories={props.categories}
        categoriesLoading={props.categoriesLoading}
        categoriesFailed={props.categoriesFailed}
        onClose={() => setEditor(null)}
        onSubmit={async (values) => {
          const target = editor?.budget;
          if (target) await onUpdate(target, values);
          else await onCreate(values);
          setEditor(null);
          const name = props.categories.find((category) => category.id === values.categoryId)?.name ?? 'the category';
          notify({
            message: `${target ? 'Saved the' : 'Planted a'} ${PERIOD_LABELS[values.period].toLowerCase()} budget of ${moneyOf(values.amount)} for ${name}`,
          });
        }}
      />

      <ConfirmDialog
        open={deleteTarget !== null}
        busy={deleting}
        title="Delete this budget?"
        titleId="delete-budget-title"
        error={deleteError}
        cancelLabel="Keep Budget"
        confirmLabel={deleting ? 'Deleting...' : 'Delete Budget'}
        color="error"
        onCancel={() => setDeleteTarget(null)}
        onConfirm={() => void confirmDelete()}
      >
        The {deleteTarget ? periodName(deleteTarget).toLowerCase() : ''} budget of{' '}
        <strong>{deleteTarget ? moneyOf(deleteTarget.amount, deleteTarget.currency) : ''}</strong> for{' '}
        {deleteTarget?.categoryIcon} <strong>{deleteTarget?.categoryName}</strong> will be removed. Your transactions
        stay as they are.
      </ConfirmDialog>
    </>
  );
}
