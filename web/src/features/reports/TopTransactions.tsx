import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReportTopTransactionsDocument } from '../../graphql/generated/graphql';
import { displayAmount } from '../transactions/transactions-model';
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
      {rows.map((row, index) => {
        const amount = displayAmount(row);
        const colour = row.categoryColor ?? '#9CA3AF';
        return (
          <Box
            component="li"
            key={row.id}
            aria-label={row.description}
            data-testid="top-transaction"
            sx={{
              listStyle: 'none',
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              py: 1,
              '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
            }}
          >
            <Typography color="text.secondary" fontWeight={700} sx={{ width: 22, textAlign: 'right' }}>
              {index + 1}
            </Typography>
            <Avatar aria-hidden sx={{ bgcolor: `${colour}22`, color: colour, width: 34, height: 34, fontSize: 18 }}>
              {row.categoryIcon ?? '🌾'}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography fontWeight={700} noWrap title={row.description}>
                {row.merchantName || row.description}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {shortDate(row.date)} · {row.accountName}
              </Typography>
            </Box>
            <Typography
              fontWeight={800}
              sx={{ color: amount.expense ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}
            >
              {amount.text}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
