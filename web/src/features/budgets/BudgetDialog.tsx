import { useState } from 'react';
import { Alert, Box, Dialog, InputAdornment, MenuItem, TextField } from '@mui/material';
import {
  BUDGET_MESSAGES,
  BUDGET_PERIODS,
  DEFAULT_BUDGET_PERIOD,
  DEFAULT_BUDGET_THRESHOLD,
  budgetCreateSchema,
  centsToDecimal,
  type BudgetPeriod,
} from '@garden/core';
import type { BudgetCategoryFieldsFragment } from '../../graphql/generated/graphql';
import { DialogForm, useDialogSave } from '../../shared/DialogForm';
import { PERIOD_LABELS, isBudgetPeriod, type BudgetRow } from './budget-model';

/** A category a budget can be set on (the generated fragment type of budgets.graphql). */
export type BudgetCategoryOption = BudgetCategoryFieldsFragment;

/** What the form saves: the amount as an exact decimal string, the threshold a whole percent. */
export interface BudgetFormValues {
  categoryId: string;
  period: BudgetPeriod;
  amount: string;
  notificationThreshold: number;
}

interface BudgetDialogProps {
  open: boolean;
  /** The budget being edited; null plants a new one. */
  budget: BudgetRow | null;
  categories: readonly BudgetCategoryOption[];
  categoriesLoading: boolean;
  categoriesFailed: boolean;
  onClose: () => void;
  /** Saves the values; a rejection's message is shown in the form. */
  onSubmit: (values: BudgetFormValues) => Promise<void>;
}

interface FormState {
  categoryId: string;
  period: BudgetPeriod;
  amount: string;
  threshold: string;
}

type Field = 'categoryId' | 'amount' | 'notificationThreshold' | 'period';

const PERIOD_HINTS: Record<BudgetPeriod, string> = {
  daily: 'Daily (each Singapore day)',
  weekly: 'Weekly (Monday to Sunday)',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

const initialState = (budget: BudgetRow | null): FormState =>
  budget
    ? {
        categoryId: budget.categoryId,
        period: isBudgetPeriod(budget.period) ? budget.period : DEFAULT_BUDGET_PERIOD,
        amount: budget.amount,
        threshold: String(budget.notificationThreshold),
      }
    : { categoryId: '', period: DEFAULT_BUDGET_PERIOD, amount: '', threshold: String(DEFAULT_BUDGET_THRESHOLD) };

/** 'Plant a Budget' / 'Edit Budget': a category, a period (monthly by default), an amount above 0 and an alert threshold 1-100 %. */
export function BudgetDialog(props: BudgetDialogProps) {
  const { open, budget, onClose } = props;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="budget-dialog-title">
      {open && <BudgetForm key={budget?.id ?? 'new'} {...props} />}
    </Dialog>
  );
}

function BudgetForm({
  budget,
  categories,
  categoriesLoading,
  categoriesFailed,
  onClose,
  onSubmit,
}: Omit<BudgetDialogProps, 'open'>) {
  const [values, setValues] = useState<FormState>(() => initialState(budget));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { saving, error, setError, save } = useDialogSave(BUDGET_MESSAGES.saveFailed);
  const editing = budget !== null;

  // A budget's own category stays choosable even when it is no longer offered (made dormant since).
  const options =
    budget && !categories.some((category) => category.id === budget.categoryId)
      ? [
          { id: budget.categoryId, name: budget.categoryName, icon: budget.categoryIcon, color: budget.categoryColor },
          ...categories,
        ]
      : categories;

  const change = (patch: Partial<FormState>, field: Field) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setError(null);
  };

  const submit = () => {
    const parsed = budgetCreateSchema.safeParse({
      categoryId: values.categoryId,
      period: values.period,
      amount: values.amount,
      notificationThreshold: values.threshold.trim() === '' ? 'missing' : values.threshold,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    void save(() =>
      onSubmit({
        categoryId: parsed.data.categoryId,
        period: parsed.data.period,
        amount: centsToDecimal(parsed.data.amountCents),
        notificationThreshold: parsed.data.notificationThreshold,
      }),
    );
  };

  return (
    <DialogForm
      editing={editing}
      noun="Budget"
      plantTitle="Plant a Budget"
      titleId="budget-dialog-title"
      onSubmit={submit}
      onCancel={onClose}
      saving={saving}
      error={error}
    >
      {categoriesFailed && (
        <Alert severity="warning" role="alert">
          {BUDGET_MESSAGES.categoriesFailed}
        </Alert>
      )}
      <TextField
        select
        label="Category"
        value={values.categoryId}
        required
        disabled={categoriesLoading && options.length === 0}
        onChange={(event) => change({ categoryId: event.target.value }, 'categoryId')}
        error={Boolean(errors.categoryId)}
        helperText={
          errors.categoryId ??
          (categoriesLoading ? 'Loading categories...' : 'Your active spending categories, system ones and your own')
        }
      >
        {options.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            <Box component="span" aria-hidden sx={{ mr: 1 }}>
              {category.icon}
            </Box>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Period"
        value={values.period}
        onChange={(event) => {
          const period = event.target.value;
          if (isBudgetPeriod(period)) change({ period }, 'period');
        }}
        error={Boolean(errors.period)}
        helperText={errors.period ?? 'Spending counts from the start of the current period (Singapore time).'}
      >
        {BUDGET_PERIODS.map((period) => (
          <MenuItem key={period} value={period} aria-label={PERIOD_LABELS[period]}>
            {PERIOD_HINTS[period]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Budget Amount"
        value={values.amount}
        required
        onChange={(event) => change({ amount: event.target.value }, 'amount')}
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? 'More than 0, up to 2 decimals'}
        slotProps={{
          htmlInput: { inputMode: 'decimal', maxLength: 16 },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <TextField
        label="Alert Threshold"
        value={values.threshold}
        onChange={(event) => change({ threshold: event.target.value }, 'notificationThreshold')}
        error={Boolean(errors.notificationThreshold)}
        helperText={errors.notificationThreshold ?? 'Warn me when spending reaches this share of the budget (1 to 100)'}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 3 },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
    </DialogForm>
  );
}
