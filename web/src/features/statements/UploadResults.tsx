import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { JobSummary } from './statements-api';

export type ResultMode = 'all-failed' | 'all-duplicates' | 'mixed' | 'all-successful';

/** The header mode of spec 01: all failed, all duplicates, mixed, all successful. */
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

/** actions replaces the default buttons where the results sit inside another flow (onboarding). */
export function UploadResults({ summary, actions }: { summary: JobSummary; actions?: ReactNode }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const mode = resultMode(summary);
  const successes = summary.results.filter((result) => result.success);
  const duplicates = summary.results.filter((result) => result.is_duplicate);
  const failures = summary.results.filter((result) => !result.success && !result.is_duplicate);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {TITLES[mode]}
      </Typography>
      <Stack direction="row" spacing={2}>
        {[
          ['Statements planted', summary.successful_files],
          ['Transactions added', summary.total_transactions_added],
          ['Need attention', summary.failed_files + summary.duplicate_files],
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
          {successes.map((result) => (
            <Alert key={result.filename} severity={result.reconciliation_warning ? 'warning' : 'success'}>
              {result.account
                ? `${result.account.name} ····${result.account.account_number_last4 ?? ''}`
                : result.filename}
              : {result.transactions_added} transactions added
              {result.reconciliation_warning ? ` — ${result.reconciliation_warning}` : ''}
            </Alert>
          ))}
          {duplicates.map((result) => (
            <Alert key={result.filename} severity="info">
              {result.filename}: already uploaded as &apos;{result.duplicate_filename}&apos; on{' '}
              {formatDate(result.duplicate_upload_date)}
            </Alert>
          ))}
          {failures.map((result) => (
            <Alert key={result.filename} severity="error">
              {result.filename}: {result.error ?? 'Something went wrong'}
            </Alert>
          ))}
        </Stack>
      )}
      {tab === 1 && (
        <Stack spacing={1}>
          {summary.results.map((result) => (
            <Card key={result.filename} variant="outlined">
              <CardContent>
                <Typography fontWeight={700}>{result.filename}</Typography>
                <Typography variant="body2">
                  {result.account
                    ? `${result.account.institution} · ${result.account.account_type} · ${result.account.currency}`
                    : 'No account'}
                </Typography>
                <Typography variant="body2">Statement date: {result.statement_date ?? 'unknown'}</Typography>
                <Typography variant="body2">{result.message ?? result.error ?? ''}</Typography>
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
