import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { CompactTransactionRow } from '../transactions/TransactionParts';
import { RECENT_FILTERS, formatDay, type RecentFilter, type RecentTransaction } from './dashboard-model';

const EMPTY_TEXT: Record<RecentFilter, string> = {
  all: 'No transactions yet. Upload a statement and they will sprout here.',
  expenses: 'No expenses yet.',
  income: 'No income yet.',
};

interface Props {
  filter: RecentFilter;
  onFilterChange: (filter: RecentFilter) => void;
  items: readonly RecentTransaction[];
  loading: boolean;
}

/** "Recent Transactions": the 5 newest, All / Expenses / Income, and View All. */
export function RecentTransactionsCard({ filter, onFilterChange, items, loading }: Props) {
  return (
    <Card component="section" aria-labelledby="recent-transactions-title">
      <CardContent>
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
          gap={1.5}
          sx={{ mb: 2 }}
        >
          <Typography variant="h6" component="h2" id="recent-transactions-title">
            🌾 Recent Transactions
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <ToggleButtonGroup
              size="small"
              exclusive
              value={filter}
              aria-label="Transaction type"
              onChange={(_event, value: RecentFilter | null) => value && onFilterChange(value)}
            >
              {RECENT_FILTERS.map((option) => (
                <ToggleButton key={option.value} value={option.value} sx={{ px: 1.5, fontWeight: 700 }}>
                  {option.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button component={RouterLink} to="/transactions" size="small">
              View All
            </Button>
          </Stack>
        </Stack>
        {loading ? (
          <Stack spacing={1.5} aria-busy="true" aria-label="Loading transactions">
            {[0, 1, 2].map((row) => (
              <Stack key={row} direction="row" spacing={2} alignItems="center">
                <Skeleton variant="circular" width={40} height={40} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="55%" />
                  <Skeleton width="35%" />
                </Box>
                <Skeleton width={70} />
              </Stack>
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {EMPTY_TEXT[filter]}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {items.map((item) => (
              <CompactTransactionRow
                key={item.id}
                item={item}
                testId="recent-transaction"
                amountTestId="recent-transaction-amount"
                avatarSize={40}
                details={`${item.categoryName ?? 'Uncategorized'} · ${item.accountName} · ${formatDay(item.date)}`}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
