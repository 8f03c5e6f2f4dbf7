import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { calendarDate } from '../../shared/format';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../transactions/transactions-model';
import { CURRENT_JOB_KEY, readScansWithOcr, type JobResult, type JobSummary } from './statements-api';

export type ResultMode = 'all-failed' | 'all-duplicates' | 'mixed' | 'all-successful';

/** The header mode of the upload results: all failed, all duplicates, mixed, all successful. */
export function resultMode(summary: JobSummary): ResultMode {
  const total = summary.results.length;
  if (summary.failed_files === total) return 'all-failed';
  if (summary.duplicate_files === total) return 'all-duplicates';
  if (summary.successful_files === total) return 'all-successful';
  return 'mixed';
}

const TITLES: Record<ResultMode, string> = {
  'all-failed': 'Upload Failed',
  'all-duplicates': 'Already in Your Garden',
  mixed: 'Upload Complete with Issues',
  'all-successful': 'Upload Complete!',
};

function formatDate(value: string | null): string {
  if (!value) return 'unknown date';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? 'unknown date'
    : date.toLocaleDateString('en-SG', { day: 'numeric', month: 'short', year: 'numeric' });
}

function accountLabel(result: JobResult): string {
  return result.account ? `${result.account.name} ····${result.account.account_number_last4 ?? ''}` : result.filename;
}

/** "Off by $10.00. <why>" for a statement that was imported but does not add up to its totals. */
export function reviewText(result: JobResult): string {
  // The sign depends on which figure was compared (a card's amount owed is negative): the size is what helps.
  const difference =
    result.reconciliation_difference === null
      ? ''
      : `Off by ${formatMoney(Math.abs(result.reconciliation_difference).toFixed(2), result.account?.currency)}. `;
  return `${difference}${result.reconciliation_warning ?? 'The transactions do not add up to the statement totals.'}`;
}

/** actions replaces the default buttons where the results sit inside another flow (onboarding). */
export function UploadResults({ summary, actions }: { summary: JobSummary; actions?: ReactNode }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const mode = resultMode(summary);
  const successes = summary.results.filter((result) => result.success);
  const duplicates = summary.results.filter((result) => result.is_duplicate);
  const failures = summary.results.filter((result) => !result.success && !result.is_duplicate);
  const reviews = successes.filter((result) => result.needs_review).length;
  const scans = failures.filter((result) => result.looks_scanned);
  const [ocrState, setOcrState] = useState<'idle' | 'sending' | 'files-gone' | 'failed'>('idle');

  const readWithOcr = async () => {
    setOcrState('sending');
    try {
      const jobId = await readScansWithOcr(
        summary.job_id,
        scans.map((result) => result.filename),
      );
      if (!jobId) {
        setOcrState('files-gone');
        return;
      }
      localStorage.setItem(CURRENT_JOB_KEY, jobId);
      void navigate(`/upload-queue?jobId=${encodeURIComponent(jobId)}`);
    } catch {
      setOcrState('failed');
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {TITLES[mode]}
      </Typography>
      {reviews > 0 && (
        <Typography color="warning.main">
          {reviews === 1 ? '1 statement needs' : `${reviews} statements need`} review: imported, but the transactions do
          not add up to the statement&apos;s totals.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {[
          [summary.successful_files === 1 ? 'Statement planted' : 'Statements planted', summary.successful_files],
          [
            summary.total_transactions_added === 1 ? 'Transaction added' : 'Transactions added',
            summary.total_transactions_added,
          ],
          ['Need attention', summary.failed_files + summary.duplicate_files + reviews],
        ].map(([label, value]) => (
          <Card key={label} sx={{ flex: 1 }}>
            <CardContent>
              <Typography variant="h4">{value}</Typography>
              <Typography color="text.secondary">{label}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)}>
        <Tab label="Summary" />
        <Tab label="Detailed View" />
      </Tabs>
      {tab === 0 && (
        <Stack spacing={1}>
          {successes.map((result, index) =>
            result.needs_review ? (
              <Alert key={`review-${index}`} severity="warning">
                <AlertTitle>Needs review</AlertTitle>
                {accountLabel(result)}: {result.transactions_added} transactions added. {reviewText(result)}
              </Alert>
            ) : (
              <Alert key={`success-${index}`} severity="success">
                {accountLabel(result)}: {result.transactions_added} transactions added
              </Alert>
            ),
          )}
          {duplicates.map((result, index) => (
            <Alert key={`duplicate-${index}`} severity="info">
              {result.filename}: already uploaded as &apos;{result.duplicate_filename}&apos; on{' '}
              {formatDate(result.duplicate_upload_date)}
            </Alert>
          ))}
          {failures.map((result, index) => (
            <Alert key={`failure-${index}`} severity={result.looks_scanned ? 'info' : 'error'}>
              {result.looks_scanned && <AlertTitle>This looks like a scan</AlertTitle>}
              {result.filename}: {result.error ?? 'Something went wrong'}
            </Alert>
          ))}
          {scans.length > 0 && (
            <Stack spacing={1} alignItems="flex-start">
              <Button variant="contained" disabled={ocrState === 'sending'} onClick={() => void readWithOcr()}>
                {ocrState === 'sending'
                  ? 'Sending...'
                  : scans.length === 1
                    ? 'Read with OCR'
                    : `Read ${scans.length} scans with OCR`}
              </Button>
              {ocrState === 'files-gone' && (
                <Typography variant="body2">
                  This page no longer has the file. Turn on &quot;Read scanned statements (slower)&quot; in Settings
                  &gt; Bank Statements and upload it again.
                </Typography>
              )}
              {ocrState === 'failed' && (
                <Typography variant="body2" color="error">
                  The file could not be sent again. Please try once more.
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      )}
      {tab === 1 && (
        <Stack spacing={1}>
          {summary.results.map((result, index) => (
            <Card key={index} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} alignItems="center">
                  <Typography fontWeight={700}>{result.filename}</Typography>
                  {result.needs_review && <Chip label="Needs review" color="warning" size="small" />}
                </Stack>
                <Typography variant="body2">
                  {result.account
                    ? `${result.account.institution} · ${result.account.account_type} · ${result.account.currency}`
                    : 'No account'}
                </Typography>
                <Typography variant="body2">
                  Statement date: {result.statement_date ? calendarDate(result.statement_date) : 'unknown'}
                </Typography>
                {result.needs_review ? (
                  <Typography variant="body2" color="warning.main">
                    {result.transactions_added} transactions added. {reviewText(result)}
                  </Typography>
                ) : (
                  <Typography variant="body2">{result.message ?? result.error ?? ''}</Typography>
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {actions ?? (
        <Stack direction="row" spacing={2}>
          {summary.total_transactions_added > 0 && (
            <Button variant="contained" onClick={() => void navigate('/transactions')}>
              View Transactions
            </Button>
          )}
          <Button variant="outlined" onClick={() => void navigate('/settings', { state: { tab: 'bank_statements' } })}>
            {mode === 'all-failed' ? 'Try Again' : 'Upload More Statements'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
