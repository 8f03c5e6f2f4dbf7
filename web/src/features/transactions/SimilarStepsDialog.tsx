import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimilarTransactionsPreview } from './SimilarTransactionsPreview';
import type { TransactionItem } from './transactions-model';
import type { SimilarSteps } from './useSimilarSteps';

/** Shown while the similar transactions are being looked for. */
export function SimilarSearching() {
  return (
    <Stack alignItems="center" spacing={1} sx={{ py: 3 }}>
      <CircularProgress />
      <Typography color="text.secondary">Looking for similar transactions…</Typography>
    </Stack>
  );
}

/** The preview step: the transaction and the similar ones to pick from; a change of choice clears the error. */
export function SimilarSelection({
  transaction,
  steps,
  onChange,
}: {
  transaction: TransactionItem;
  steps: SimilarSteps;
  onChange: () => void;
}) {
  return (
    <SimilarTransactionsPreview
      original={transaction}
      items={steps.items}
      selected={steps.selected}
      onToggle={(id) => {
        onChange();
        steps.toggle(id);
      }}
    />
  );
}

interface SimilarStepsActionsProps {
  steps: SimilarSteps;
  busy: boolean;
  onClose: () => void;
  /** Clears the dialog's own error when the person goes back to the options. */
  onBack: () => void;
  /** False while the options are incomplete (no new category yet): the search and the action wait for them. */
  ready?: boolean;
  color?: ButtonProps['color'];
  /** The options step's action on this transaction (or its merchant). */
  actionLabel: string;
  onAction: () => void;
  /** The preview step's action on the selected transactions, e.g. 'Delete' for 'Delete 3 Selected'. */
  selectedVerb: string;
  onSelected: () => void;
}

/**
 * The footer of the delete and recategorize dialogs: on the options step Cancel, the search for similar
 * transactions and the action on this one; on the preview step the way back and the action on the selection.
 */
export function SimilarStepsActions({
  steps,
  busy,
  onClose,
  onBack,
  ready = true,
  color,
  actionLabel,
  onAction,
  selectedVerb,
  onSelected,
}: SimilarStepsActionsProps) {
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
      {steps.step === 'options' && (
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="outlined" onClick={() => void steps.findSimilar()} disabled={busy || !ready}>
            Find Similar Transactions
          </Button>
          <Button variant="contained" color={color} onClick={onAction} disabled={busy || !ready}>
            {actionLabel}
          </Button>
        </>
      )}
      {steps.step === 'preview' && (
        <>
          <Button
            onClick={() => {
              onBack();
              steps.back();
            }}
            disabled={busy}
          >
            Back to Options
          </Button>
          <Button variant="contained" color={color} onClick={onSelected} disabled={busy}>
            {selectedVerb} {steps.selected.size} Selected
          </Button>
        </>
      )}
    </DialogActions>
  );
}
