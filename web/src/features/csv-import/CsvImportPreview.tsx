import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents, type CsvMappedRows } from '@garden/core';
import type { CsvJobSummary } from './csv-import-api';

/** Rows shown in the preview: enough to check the mapping without scrolling through a year. */
export const PREVIEW_ROWS = 10;

const money = (cents: number) => `${cents < 0 ? '-' : ''}$${formatCents(Math.abs(cents))}`;

/** The first rows as they will be imported, and those that will be skipped with the reason. */
export function CsvImportPreview({ mapped, isExport }: { mapped: CsvMappedRows; isExport: boolean }) {
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
export function CsvImportResult({ summary }: { summary: CsvJobSummary }) {
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
