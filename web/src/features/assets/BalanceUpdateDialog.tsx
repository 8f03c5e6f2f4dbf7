import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { CPF_BALANCE_MAX_CENTS, centsToDecimal, type CpfBalanceUpdateMode } from '@garden/core';
import { SavingActions } from '../../shared/SavingDialog';
import { RetryAlert } from '../../shared/RetryAlert';
import { dollars } from '../../shared/format';
import {
  CPF_MESSAGES,
  cpfMeta,
  validateBalanceUpdate,
  type BalanceForm,
  type CpfBalanceInput,
  type CpfTransactionType,
  type RetirementAccountView,
} from './assets-model';

const EMPTY_FORM: BalanceForm = {
  mode: 'set_balance',
  newBalance: '',
  amount: '',
  transactionType: 'contribution',
  notes: '',
};

const MAX_INPUT = centsToDecimal(CPF_BALANCE_MAX_CENTS);

/** Where a person can add the bank account CPF changes need: the statement uploader in Settings. */
export const UPLOAD_STATEMENT_STATE = { tab: 'bank_statements', showPdfUpload: true };

/** Said before any typing: a balance update is recorded in a bank or savings account, and there is none yet. */
export function NeedsBankAccount() {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/settings" state={UPLOAD_STATEMENT_STATE}>
          Upload a statement
        </Button>
      }
    >
      CPF balance updates are recorded as transactions in a Singapore-dollar bank or savings account, and you have none
      yet. Upload a statement of that account first.
    </Alert>
  );
}

/** What the form would leave the balance at, for the preview line; null while the form would be refused. */
function preview(account: RetirementAccountView, form: BalanceForm): string | null {
  const outcome = validateBalanceUpdate(account, { ...form, notes: 'preview' });
  return 'resulting' in outcome ? dollars(outcome.resulting) : null;
}

/**
 * The balance update modal: set a new balance, or add a transaction (a contribution is
 * income, a withdrawal an expense), with notes. Every rule is checked here first; a failed save shows the
 * server's detail (e.g. 'No bank account found to record transaction') or 'Failed to save transaction'.
 */
export function BalanceUpdateDialog({
  account,
  recordingAccount,
  recordingFailed = false,
  onRetryRecording,
  onClose,
  onSubmit,
}: {
  account: RetirementAccountView;
  /** Where the change is recorded as a transaction; null when the person has no bank account (undefined: unknown). */
  recordingAccount?: { name: string } | null;
  /** Reading that bank account failed: said in the dialog, with a retry. */
  recordingFailed?: boolean;
  onRetryRecording: () => void;
  onClose: () => void;
  /** Rejects with the message to show. */
  onSubmit: (input: CpfBalanceInput) => Promise<void>;
}) {
  const [form, setForm] = useState<BalanceForm>(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const meta = cpfMeta(account.accountType);
  const set = (patch: Partial<BalanceForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = validateBalanceUpdate(account, form);
    if ('error' in outcome) {
      setError(outcome.error);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(outcome.input);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };

  const after = preview(account, form);
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="balance-dialog-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="balance-dialog-title">Update {meta.name} Balance</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {recordingAccount === null && <NeedsBankAccount />}
            {recordingFailed && recordingAccount === undefined && (
              <RetryAlert role="alert" message={CPF_MESSAGES.accountDataFailed} onRetry={onRetryRecording} />
            )}
            <Box
              sx={{ p: 2, borderRadius: 2, bgcolor: `${meta.colour}12`, borderLeft: 4, borderColor: meta.colour }}
              data-testid="balance-dialog-current"
            >
              <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase' }}>
                Current balance
              </Typography>
              <Typography variant="h5" component="p" fontWeight={800}>
                {dollars(account.balance)}
              </Typography>
            </Box>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={form.mode}
              onChange={(_event, mode: CpfBalanceUpdateMode | null) => mode && set({ mode })}
              aria-label="Update mode"
            >
              <ToggleButton value="set_balance">Set new balance</ToggleButton>
              <ToggleButton value="add_transaction">Add transaction</ToggleButton>
            </ToggleButtonGroup>
            {form.mode === 'set_balance' ? (
              <TextField
                label="New Balance"
                type="number"
                value={form.newBalance}
                onChange={(event) => set({ newBalance: event.target.value })}
                slotProps={{
                  htmlInput: { min: 0, max: MAX_INPUT, step: 0.01, inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
                autoFocus
              />
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  label="Transaction Type"
                  value={form.transactionType}
                  onChange={(event) => set({ transactionType: event.target.value as CpfTransactionType })}
                  sx={{ minWidth: 200 }}
                >
                  <MenuItem value="contribution">Contribution (income)</MenuItem>
                  <MenuItem value="withdrawal">Withdrawal (expense)</MenuItem>
                </TextField>
                <TextField
                  label="Amount"
                  type="number"
                  value={form.amount}
                  onChange={(event) => set({ amount: event.target.value })}
                  sx={{ flex: 1 }}
                  slotProps={{
                    htmlInput: { min: 0.01, max: MAX_INPUT, step: 0.01, inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              </Stack>
            )}
            <TextField
              label="Notes"
              required
              multiline
              minRows={2}
              value={form.notes}
              onChange={(event) => set({ notes: event.target.value })}
              placeholder="e.g. Employer contribution for March"
            />
            {after && (
              <Typography color="text.secondary" data-testid="balance-preview">
                New balance after saving: <strong>{after}</strong>
              </Typography>
            )}
            {recordingAccount && (
              <Typography variant="body2" color="text.secondary">
                Recorded as a transaction in {recordingAccount.name}.
              </Typography>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <SavingActions
          inset
          saving={saving}
          onCancel={onClose}
          label={saving ? 'Saving…' : 'Save'}
          disabled={recordingAccount === null}
        />
      </Box>
    </Dialog>
  );
}
