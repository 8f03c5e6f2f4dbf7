import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReportTopTransactionsDocument } from '../../graphql/generated/graphql';
import { CompactTransactionRow } from '../transactions/TransactionParts';
import { shortDate } from './reports-model';

export interface TopTransactionsQuery {
  startDate: string;
  endDate: string;
  categoryId?: string | null;
  isIncome: boolean;
  sortOrder: 'asc' | 'desc';
}

/** The top 10 transactions of a range: the category detail panel and a point's drill-down. */
export function TopTransactions({
  query,
  label,
  empty,
}: {
  query: TopTransactionsQuery;
  label: string;
  empty: string;
}) {
  const { data, loading, error } = useQuery(ReportTopTransactionsDocument, {
    variables: { ...query, categoryId: query.categoryId ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.reportTransactions ?? [];
  if (error && rows.length === 0) return <Alert severity="error">{label}: the transactions could not be loaded.</Alert>;
  if (loading && rows.length === 0) {
    return (
      <Stack spacing={1} aria-label={`Loading ${label}`}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <CompactTransactionRow
          key={row.id}
          item={row}
          testId="top-transaction"
          avatarSize={34}
          name={row.merchantName || row.description}
          leading={
            <Typography color="text.secondary" fontWeight={700} sx={{ width: 22, textAlign: 'right' }}>
              {index + 1}
            </Typography>
          }
          details={`${shortDate(row.date)} · ${row.accountName}`}
        />
      ))}
    </Box>
  );
}
