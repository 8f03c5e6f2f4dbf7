import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CSV_DATE_FORMATS,
  CSV_IMPORT_MESSAGES,
  CSV_MAX_BYTES,
  CsvImportError,
  applyCsvMapping,
  decodeCsvBytes,
  formatCents,
  guessCsvMapping,
  isCsvByType,
  readCsv,
  resolveCsvMapping,
  type CsvDateFormat,
  type CsvGuess,
  type CsvMappedRows,
  type CsvMappingInput,
  type CsvRecord,
} from '@garden/core';
import { CsvImportAccountsDocument } from '../../graphql/generated/graphql';
import { JobProgress } from '../statements/JobProgress';
import { useUploadJob } from '../statements/useUploadJob';
import { importTransactionsCsv, readFileBytes, type CsvJobSummary } from './csv-import-api';

/** Rows shown in the preview: enough to check the mapping without scrolling through a year. */
export const PREVIEW_ROWS = 10;

const STAGES = ['Choose file', 'Map columns', 'Preview', 'Import'] as const;
type Stage = 'choose' | 'map' | 'preview' | 'import';

const DATE_FORMAT_LABELS: Record<CsvDateFormat, string> = {
  'YYYY-MM-DD': 'YYYY-MM-DD (2025-02-16)',
  'DD/MM/YYYY': 'DD/MM/YYYY (16/02/2025)',
  'MM/DD/YYYY': 'MM/DD/YYYY (02/16/2025)',
  'D MMM YYYY': 'D MMM YYYY (16 Feb 2025)',
};

interface LoadedFile {
  file: File;
  records: CsvRecord[];
  guess: CsvGuess;
}

const importLabel = (count: number) => `Import ${count} transaction${count === 1 ? '' : 's'}`;

const money = (cents: number) => `${cents < 0 ? '-' : ''}$${formatCents(Math.abs(cents))}`;

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
  const [stage, setStage] = useState<Stage>('choose');
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const [mapping, setMapping] = useState<CsvMappingInput | null>(null);
  const [accountId, setAccountId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const accountsQuery = useQuery(CsvImportAccountsDocument, { skip: !open });
  const accounts = accountsQuery.data?.accounts ?? [];
  const input = useRef<HTMLInputElement>(null);
  const watch = useUploadJob(jobId, pollMs);
  const summary = watch.summary as CsvJobSummary | null;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!summary || !jobId || announced.current === jobId || summary.total_transactions_added === 0) return;
    announced.current = jobId;
    onImported?.();
  }, [summary, jobId, onImported]);

  const isExport = loaded?.guess.isExport ?? false;
  const preview: { mapped: CsvMappedRows | null; error: string | null } = useMemo(() => {
    if (!loaded || !mapping) return { mapped: null, error: null };
    try {
      return { mapped: applyCsvMapping(loaded.records, resolveCsvMapping(loaded.records, mapping)), error: null };
    } catch (error) {
      return { mapped: null, error: error instanceof CsvImportError ? error.message : String(error) };
    }
  }, [loaded, mapping]);

  const reset = () => {
    setStage('choose');
    setLoaded(null);
    setMapping(null);
    setAccountId('');
    setProblem(null);
    setJobId(null);
    setStarting(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!isCsvByType(file.name, file.type)) return setProblem(CSV_IMPORT_MESSAGES.notCsv);
    if (file.size > CSV_MAX_BYTES) return setProblem(CSV_IMPORT_MESSAGES.tooLarge);
    try {
      const records = readCsv(decodeCsvBytes(await readFileBytes(file)));
      const guess = guessCsvMapping(records);
      const header = records.findIndex((record) => record.line === guess.mapping.header_line);
      if (records.length <= header + 1) throw new CsvImportError(CSV_IMPORT_MESSAGES.noRows);
      setLoaded({ file, records, guess });
      setMapping(guess.mapping);
      setStage(guess.isExport ? 'preview' : 'map');
    } catch (error) {
      setProblem(error instanceof CsvImportError ? error.message : 'The file could not be read.');
    }
  };

  const start = async () => {
    if (!loaded || !mapping) return;
    setStarting(true);
    setProblem(null);
    try {
      setJobId(await importTransactionsCsv(loaded.file, isExport ? null : mapping, accountId || null));
      setStage('import');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The import could not be started.');
    } finally {
      setStarting(false);
    }
  };

  const activeStep = { choose: 0, map: 1, preview: 2, import: 3 }[stage];
  const needsAccount = !isExport && !accountId;

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
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
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
                onChange={(event) => void choose(event)}
              />
              <Button variant="contained" onClick={() => input.current?.click()}>
                Choose CSV file
              </Button>
            </Stack>
          )}

          {stage === 'map' && loaded && mapping && (
            <MappingForm
              guess={loaded.guess}
              mapping={mapping}
              onChange={setMapping}
              error={preview.error}
              filename={loaded.file.name}
            />
          )}

          {(stage === 'map' || stage === 'preview') && loaded && (
            <TextField
              select
              label="Import into account"
              value={accountId}
              onChange={(event) => setAccountId(event.target.value)}
              helperText={
                isExport
                  ? 'Leave empty to use the accounts named in the file (missing ones are created).'
                  : 'The account these transactions belong to.'
              }
            >
              {isExport && <MenuItem value="">Accounts named in the file</MenuItem>}
              {accounts.map((account) => (
                <MenuItem key={account.id} value={account.id}>
                  {account.name}
                  {account.last4 ? ` ····${account.last4}` : ''} ({account.institution})
                </MenuItem>
              ))}
            </TextField>
          )}

          {stage === 'preview' && preview.mapped && <Preview mapped={preview.mapped} isExport={isExport} />}
          {stage === 'preview' && preview.error && <Alert severity="error">{preview.error}</Alert>}

          {stage === 'import' && !summary && <JobProgress job={watch.job} />}
          {stage === 'import' && watch.error && !summary && <Alert severity="error">{watch.error}</Alert>}
          {stage === 'import' && summary && <ImportResult summary={summary} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {stage === 'map' && (
          <>
            <Button onClick={reset}>Choose another file</Button>
            <Button variant="contained" disabled={!preview.mapped} onClick={() => setStage('preview')}>
              Preview
            </Button>
          </>
        )}
        {stage === 'preview' && (
          <>
            <Button onClick={() => (isExport ? reset() : setStage('map'))}>Back</Button>
            <Button
              variant="contained"
              disabled={starting || needsAccount || !preview.mapped || preview.mapped.rows.length === 0}
              onClick={() => void start()}
            >
              {starting ? 'Starting...' : importLabel(preview.mapped?.rows.length ?? 0)}
            </Button>
          </>
        )}
        {stage === 'import' && summary && <Button onClick={reset}>Import another file</Button>}
        <Button onClick={close}>{stage === 'import' && summary ? 'Done' : 'Cancel'}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Which column is which, starting from the guess; the date format is asked for when the dates read both ways. */
function MappingForm({
  guess,
  mapping,
  onChange,
  error,
  filename,
}: {
  guess: CsvGuess;
  mapping: CsvMappingInput;
  onChange: (next: CsvMappingInput) => void;
  error: string | null;
  filename: string;
}) {
  const columns = guess.columns.map((name, index) => ({ index, label: name.trim() || `Column ${index + 1}` }));
  const split = mapping.amount === undefined;
  const columnOf = (value: string | number | (string | number)[] | undefined): number | '' => {
    const single = Array.isArray(value) ? value[0] : value;
    if (single === undefined) return '';
    return typeof single === 'number' ? single : guess.columns.findIndex((name) => name.trim() === single.trim());
  };
  const select = (label: string, value: number | '', set: (index: number) => void) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => set(Number(event.target.value))}
      sx={{ minWidth: 200 }}
    >
      {columns.map((column) => (
        <MenuItem key={column.index} value={column.index}>
          {column.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <Typography>
        Tell us which columns of <strong>{filename}</strong> hold what. We guessed from its header.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {select('Date column', columnOf(mapping.date), (date) => onChange({ ...mapping, date }))}
        {select('Description column', columnOf(mapping.description), (description) =>
          onChange({ ...mapping, description }),
        )}
      </Stack>
      {Array.isArray(mapping.description) && mapping.description.length > 1 && (
        <Typography variant="body2" color="text.secondary">
          The description joins{' '}
          {mapping.description
            .map((column) => {
              const index = columnOf(column);
              return index === '' ? String(column) : (columns[index]?.label ?? String(column));
            })
            .join(' + ')}
          . Choosing one column above uses that column alone.
        </Typography>
      )}
      <FormControl>
        <FormLabel id="amount-kind">Amounts</FormLabel>
        <RadioGroup
          row
          aria-labelledby="amount-kind"
          value={split ? 'split' : 'single'}
          onChange={(event) => {
            const rest = { ...mapping, amount: undefined, debit: undefined, credit: undefined };
            const fallback = Math.min(columns.length - 1, 2);
            onChange(
              event.target.value === 'split'
                ? { ...rest, debit: mapping.debit ?? fallback, credit: mapping.credit ?? fallback }
                : { ...rest, amount: mapping.amount ?? fallback },
            );
          }}
        >
          <FormControlLabel value="single" control={<Radio />} label="One amount column (money out negative)" />
          <FormControlLabel value="split" control={<Radio />} label="Separate debit and credit columns" />
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {split ? (
          <>
            {select('Debit (money out) column', columnOf(mapping.debit), (debit) => onChange({ ...mapping, debit }))}
            {select('Credit (money in) column', columnOf(mapping.credit), (credit) => onChange({ ...mapping, credit }))}
          </>
        ) : (
          select('Amount column', columnOf(mapping.amount), (amount) => onChange({ ...mapping, amount }))
        )}
        <TextField
          select
          label="Date format"
          value={mapping.date_format ?? 'DD/MM/YYYY'}
          onChange={(event) => onChange({ ...mapping, date_format: event.target.value as CsvDateFormat })}
          sx={{ minWidth: 240 }}
        >
          {CSV_DATE_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {DATE_FORMAT_LABELS[format]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {guess.ambiguousDates && (
        <Alert severity="warning">
          Every date in this file reads as both day/month and month/day. Check the date format: we chose DD/MM/YYYY, as
          banks in Singapore print it.
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

/** The first rows as they will be imported, and those that will be skipped with the reason. */
function Preview({ mapped, isExport }: { mapped: CsvMappedRows; isExport: boolean }) {
  const lines = [
    ...mapped.rows.map((row) => ({ line: row.line, row, reason: null as string | null })),
    ...mapped.skipped.map((skip) => ({ line: skip.line, row: null, reason: skip.reason })),
  ]
    .sort((a, b) => a.line - b.line)
    .slice(0, PREVIEW_ROWS);
  return (
    <Stack spacing={1}>
      {isExport && <Alert severity="info">This is a Money Garden export: its columns are recognised.</Alert>}
      <Typography fontWeight={700}>
        {mapped.rows.length} transaction{mapped.rows.length === 1 ? '' : 's'} will be imported
        {mapped.skipped.length > 0
          ? `, ${mapped.skipped.length} row${mapped.skipped.length === 1 ? '' : 's'} skipped`
          : ''}
        . Rows already in the account are skipped when importing.
      </Typography>
      <Table size="small" aria-label="Import preview">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map(({ line, row, reason }) => (
            <TableRow key={line}>
              <TableCell>{line}</TableCell>
              {row ? (
                <>
                  <TableCell>{row.date}</TableCell>
                  <TableCell>{row.description}</TableCell>
                  <TableCell align="right" sx={{ color: row.amountCents < 0 ? 'error.main' : 'success.main' }}>
                    {money(row.amountCents)}
                  </TableCell>
                </>
              ) : (
                <TableCell colSpan={3} sx={{ color: 'text.secondary' }}>
                  Skipped: {reason}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

/** What the import did: added, already there (duplicates) and skipped lines with their reasons. */
function ImportResult({ summary }: { summary: CsvJobSummary }) {
  const result = summary.results[0];
  if (!result) return null;
  const severity = result.success ? 'success' : result.is_duplicate ? 'info' : 'error';
  const title = result.success ? 'Import complete' : result.is_duplicate ? 'Already in your garden' : 'Import failed';
  return (
    <Stack spacing={1}>
      <Alert severity={severity}>
        <AlertTitle>{title}</AlertTitle>
        {result.error ?? result.message}
      </Alert>
      <Typography>
        {result.transactions_added} added · {result.duplicates_skipped} already imported · {result.skipped_rows_count}{' '}
        skipped
      </Typography>
      {result.skipped_rows.length > 0 && (
        <Table size="small" aria-label="Skipped rows">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Why it was skipped</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.skipped_rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
