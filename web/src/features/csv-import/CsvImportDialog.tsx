import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JobProgress } from '../statements/JobProgress';
import { CsvMappingForm } from './CsvMappingForm';
import { CsvImportPreview, CsvImportResult } from './CsvImportPreview';
import { useCsvImport } from './useCsvImport';

export { PREVIEW_ROWS } from './CsvImportPreview';

const STAGES = ['Choose file', 'Map columns', 'Preview', 'Import'] as const;

const importLabel = (count: number) => `Import ${count} transaction${count === 1 ? '' : 's'}`;

/**
 * Import CSV: choose a file, map its columns (guessed from the header; the app's own export needs no
 * mapping), preview the rows exactly as the import will read them (core's rule), then import on the statement
 * job mechanism with its progress and a summary of added, already held and skipped rows.
 */
export function CsvImportDialog({
  open,
  onClose,
  onImported,
  pollMs = 1000,
}: {
  open: boolean;
  onClose: () => void;
  /** Called once when an import added transactions, so the page can show them. */
  onImported?: () => void;
  pollMs?: number;
}) {
  const csv = useCsvImport({ open, onClose, onImported, pollMs });
  const { stage, loaded, mapping, accountId, isExport, preview, summary, reset, close } = csv;
  const input = useRef<HTMLInputElement>(null);
  const activeStep = { choose: 0, map: 1, preview: 2, import: 3 }[stage];

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">Import CSV</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stepper activeStep={activeStep} alternativeLabel>
            {STAGES.map((label) => (
              <Step key={label} completed={STAGES.indexOf(label) < activeStep}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {csv.problem && (
            <Alert severity="error" role="alert">
              {csv.problem}
            </Alert>
          )}

          {stage === 'choose' && (
            <Stack spacing={2} alignItems="flex-start">
              <Typography>
                Bring in transactions from your bank&apos;s CSV download, or a transactions.csv exported from Money
                Garden (its columns are recognised, no mapping needed). Up to 2MB.
              </Typography>
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                hidden
                aria-label="CSV file"
                onChange={(event) => void csv.choose(event)}
              />
              <Button variant="contained" onClick={() => input.current?.click()}>
                Choose CSV file
              </Button>
            </Stack>
          )}

          {stage === 'map' && loaded && mapping && (
            <CsvMappingForm
              guess={loaded.guess}
              mapping={mapping}
              onChange={csv.setMapping}
              error={preview.error}
              filename={loaded.file.name}
            />
          )}

          {(stage === 'map' || stage === 'preview') && loaded && (
            <TextField
              select
              label="Import into account"
              value={accountId}
              onChange={(event) => csv.setAccountId(event.target.value)}
              helperText={
                isExport
                  ? 'Leave empty to use the accounts named in the file (missing ones are created).'
                  : 'The account these transactions belong to.'
              }
            >
              {isExport && <MenuItem value="">Accounts named in the file</MenuItem>}
              {csv.accounts.map((account) => (
                <MenuItem key={account.id} value={account.id}>
                  {account.name}
                  {account.last4 ? ` ····${account.last4}` : ''} ({account.institution})
                </MenuItem>
              ))}
            </TextField>
          )}

          {stage === 'preview' && preview.mapped && <CsvImportPreview mapped={preview.mapped} isExport={isExport} />}
          {stage === 'preview' && preview.error && <Alert severity="error">{preview.error}</Alert>}

          {stage === 'import' && !summary && <JobProgress job={csv.job} />}
          {stage === 'import' && csv.jobError && !summary && <Alert severity="error">{csv.jobError}</Alert>}
          {stage === 'import' && summary && <CsvImportResult summary={summary} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {stage === 'map' && (
          <>
            <Button onClick={reset}>Choose another file</Button>
            <Button variant="contained" disabled={!preview.mapped} onClick={() => csv.setStage('preview')}>
              Preview
            </Button>
          </>
        )}
        {stage === 'preview' && (
          <>
            <Button onClick={() => (isExport ? reset() : csv.setStage('map'))}>Back</Button>
            <Button
              variant="contained"
              disabled={csv.starting || csv.needsAccount || !preview.mapped || preview.mapped.rows.length === 0}
              onClick={() => void csv.start()}
            >
              {csv.starting ? 'Starting...' : importLabel(preview.mapped?.rows.length ?? 0)}
            </Button>
          </>
        )}
        {stage === 'import' && summary && <Button onClick={reset}>Import another file</Button>}
        <Button onClick={close}>{stage === 'import' && summary ? 'Done' : 'Cancel'}</Button>
      </DialogActions>
    </Dialog>
  );
}
