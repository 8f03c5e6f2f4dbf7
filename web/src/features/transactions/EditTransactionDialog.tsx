import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SavingActions } from '../../shared/SavingDialog';
import { RetryAlert } from '../../shared/RetryAlert';
import { TransactionDetailsDocument, UpdateTransactionDocument } from '../../graphql/generated/graphql';
import { CategorySelect } from './CategorySelect';
import { AMOUNT_PATTERN, unsignedAmount, type CategoryOption, type TransactionItem } from './transactions-model';

export const EDIT_MESSAGES = {
  load: "We couldn't load your transaction details. Please check your internet connection and try again.",
  save: "We couldn't save your changes. Please check your internet connection and try again.",
  accountLocked: 'Account cannot be changed after transaction creation',
} as const;

interface Props {
  transactionId: string;
  categories: CategoryOption[];
  onClose: () => void;
  onSaved: () => void;
}

interface FormProps extends Omit<Props, 'transactionId'> {
  transaction: TransactionItem;
}

function EditForm({ transaction, categories, onClose, onSaved }: FormProps) {
  const client = useApolloClient();
  const [date, setDate] = useState(transaction.date);
  const [description, setDescription] = useState(transaction.description);
  const [amount, setAmount] = useState(unsignedAmount(transaction.amount));
  const [isIncome, setIsIncome] = useState(transaction.isIncome);
  const [categoryId, setCategoryId] = useState(transaction.categoryId ?? '');
  const [notes, setNotes] = useState(transaction.notes ?? '');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const problems = {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? null : 'Date is required',
    description: description.trim() ? null : 'Description is required',
    amount:
      amount.trim() === ''
        ? 'Amount is required'
        : AMOUNT_PATTERN.test(amount.trim())
          ? null
          : 'Enter 0 or more, with at most 2 decimals',
  };
  const valid = !problems.date && !problems.description && !problems.amount;
  /** A required field's value and change, with its message once the person has tried to save. */
  const required = (field: keyof typeof problems, value: string, change: (value: string) => void) => ({
    fullWidth: true,
    required: true,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(event.target.value),
    error: touched && Boolean(problems[field]),
    helperText: touched && problems[field],
  });
  // Categories offered: the active ones, plus the current one even if it went dormant.
  const options =
    transaction.categoryId && !categories.some((category) => category.id === transaction.categoryId)
      ? [
          {
            id: transaction.categoryId,
            name: transaction.categoryName ?? 'Current category',
            icon: transaction.categoryIcon ?? '🌾',
            color: transaction.categoryColor ?? '#9CA3AF',
          },
          ...categories,
        ]
      : categories;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    setSaving(true);
    setError(null);
    try {
      await client.mutate({
        mutation: UpdateTransactionDocument,
        variables: {
          id: transaction.id,
          input: {
            date,
            description: description.trim(),
            amount: amount.trim(),
            isIncome,
            notes: notes.trim() || null,
            ...(categoryId && categoryId !== transaction.categoryId ? { categoryId } : {}),
          },
        },
      });
      onSaved();
    } catch {
      setError(EDIT_MESSAGES.save);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <ToggleButtonGroup
            exclusive
            fullWidth
            color={isIncome ? 'success' : 'error'}
            value={isIncome ? 'income' : 'expense'}
            onChange={(_, value: 'income' | 'expense' | null) => value && setIsIncome(value === 'income')}
            aria-label="Transaction type"
          >
            <ToggleButton value="expense">💸 Expense</ToggleButton>
            <ToggleButton value="income">🌱 Income</ToggleButton>
          </ToggleButtonGroup>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                type="date"
                label="Date"
                {...required('date', date, setDate)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                type="number"
                label="Amount"
                {...required('amount', amount, setAmount)}
                slotProps={{
                  htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </Grid>
          </Grid>
          <TextField label="Description" {...required('description', description, setDescription)} />
          <CategorySelect label="Category (optional)" value={categoryId} onChange={setCategoryId} categories={options}>
            <MenuItem value="" disabled={Boolean(transaction.categoryId)}>
              No category
            </MenuItem>
          </CategorySelect>
          <TextField
            fullWidth
            disabled
            label="Account"
            value={transaction.accountName}
            helperText={EDIT_MESSAGES.accountLocked}
          />
          <TextField
            fullWidth
            multiline
            minRows={2}
            label="Notes (optional)"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <SavingActions inset saving={saving} onCancel={onClose} label={saving ? 'Saving…' : 'Save Changes'} />
    </form>
  );
}

/** Loads the transaction fresh, then edits date, description, amount, type, category and notes. */
export function EditTransactionDialog({ transactionId, categories, onClose, onSaved }: Props) {
  const { data, error, loading, refetch } = useQuery(TransactionDetailsDocument, {
    variables: { id: transactionId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const transaction = data?.transaction;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-dialog-title">
      <DialogTitle id="edit-dialog-title">✏️ Edit Transaction</DialogTitle>
      {transaction && !loading ? (
        <EditForm
          key={transaction.id}
          transaction={transaction}
          categories={categories}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : error && !loading ? (
        <>
          <DialogContent>
            <RetryAlert message={EDIT_MESSAGES.load} onRetry={() => void refetch().catch(() => undefined)} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <DialogContent>
          <Stack alignItems="center" spacing={1} sx={{ py: 4 }}>
            <CircularProgress />
            <Typography color="text.secondary">Fetching your transaction…</Typography>
          </Stack>
        </DialogContent>
      )}
    </Dialog>
  );
}
