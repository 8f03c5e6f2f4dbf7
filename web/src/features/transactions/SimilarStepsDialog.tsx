import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimilarTransactionsPreview } from './SimilarTransactionsPreview';
import type { SimilarSteps } from './useSimilarSteps';

/** Shown while the similar transactions are being looked for. */
function SimilarSearching() {
  return (
    <Stack alignItems="center" spacing={1} sx={{ py: 3 }}>
      <CircularProgress />
      <Typography color="text.secondary">Looking for similar transactions…</Typography>
    </Stack>
  );
}

/** The preview step: the transaction and the similar ones to pick from; a change of choice clears the error. */
function SimilarSelection({ steps }: { steps: SimilarSteps }) {
  return (
    <SimilarTransactionsPreview
      original={steps.transaction}
      items={steps.items}
      selected={steps.selected}
      onToggle={(id) => {
        steps.setError(null);
        steps.toggle(id);
      }}
    />
  );
}

interface SimilarStepsActionsProps {
  steps: SimilarSteps;
  onClose: () => void;
  /** False while the options are incomplete (no new category yet): the search and the action wait for them. */
  ready?: boolean;
  color?: ButtonProps['color'];
  /** The options step's action on this transaction (or its merchant). */
  actionLabel: string;
  onAction: () => void;
  /** The preview step's action on the selected transactions, e.g. 'Delete' for 'Delete 3 Selected'. */
  selectedVerb: string;
  onSelected: (ids: string[]) => void;
  /** Said when the preview's action is asked for with nothing selected. */
  noneSelected: string;
}

/**
 * The footer of the delete and recategorize dialogs: on the options step Cancel, the search for similar
 * transactions and the action on this one; on the preview step the way back and the action on the selection.
 */
function SimilarStepsActions({
  steps,
  onClose,
  ready = true,
  color,
  actionLabel,
  onAction,
  selectedVerb,
  onSelected,
  noneSelected,
}: SimilarStepsActionsProps) {
  const { busy } = steps;
  const actOnSelected = () => {
    if (steps.selected.size === 0) steps.setError(noneSelected);
    else onSelected([...steps.selected]);
  };
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
              steps.setError(null);
              steps.back();
            }}
            disabled={busy}
          >
            Back to Options
          </Button>
          <Button variant="contained" color={color} onClick={actOnSelected} disabled={busy}>
            {selectedVerb} {steps.selected.size} Selected
          </Button>
        </>
      )}
    </DialogActions>
  );
}

interface SimilarStepsDialogProps extends SimilarStepsActionsProps {
  title: string;
  titleId: string;
  /** The options step: what the dialog asks before anything runs. */
  options: ReactNode;
  /** Shown above the preview's list. */
  previewIntro?: ReactNode;
}

/**
 * The delete and recategorize dialogs: the options, the search for similar transactions and the preview to pick
 * from, with the dialog's or the search's failure above them. Escape and the backdrop wait while a change runs.
 */
export function SimilarStepsDialog({ title, titleId, options, previewIntro, ...actions }: SimilarStepsDialogProps) {
  const { steps, onClose } = actions;
  const message = steps.error ?? steps.searchError;
  return (
    <Dialog open onClose={steps.busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message && <Alert severity="error">{message}</Alert>}
          {steps.step === 'options' && options}
          {steps.step === 'loading' && <SimilarSearching />}
          {steps.step === 'preview' && (
            <>
              {previewIntro}
              <SimilarSelection steps={steps} />
            </>
          )}
        </Stack>
      </DialogContent>
      <SimilarStepsActions {...actions} />
    </Dialog>
  );
}
