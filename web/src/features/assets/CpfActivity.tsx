import { Box, Card, CardContent, Chip, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { calendarDate } from '../../shared/format';
import {
  ACTIVITY_NOTE,
  CPF_ACTIVITY_LIMIT,
  CPF_MESSAGES,
  cpfMeta,
  signedAmount,
  type CpfActivityView,
} from './assets-model';
import { RetryAlert } from '../../shared/RetryAlert';

function ActivityRow({ item }: { item: CpfActivityView }) {
  const meta = cpfMeta(item.accountType);
  return (
    <ListItem
      disableGutters
      data-testid="cpf-activity-row"
      aria-label={item.description}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
    >
      <Stack direction="row" spacing={2} sx={{ width: '100%' }} alignItems="center">
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography fontWeight={700} noWrap>
            {item.description}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="body2" color="text.secondary">
              {calendarDate(item.date)}
            </Typography>
            <Chip
              size="small"
              label={meta.short}
              sx={{ bgcolor: `${meta.colour}1f`, color: meta.colour, fontWeight: 700 }}
            />
            {item.source === 'scheduled' && <Chip size="small" label="Scheduled" variant="outlined" />}
            {item.notes && (
              <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 260 }} title={item.notes}>
                {item.notes}
              </Typography>
            )}
          </Stack>
        </Box>
        <Typography
          fontWeight={800}
          data-testid="cpf-activity-amount"
          sx={{ color: item.isIncome ? 'success.main' : 'error.main', whiteSpace: 'nowrap' }}
        >
          {signedAmount(item)}
        </Typography>
      </Stack>
    </ListItem>
  );
}

/** 'Recent CPF Activity': the last 6 months, newest first, at most 20 rows with the note when 20 are shown. */
export function CpfActivity({
  items,
  loading,
  failed,
  onRetry,
}: {
  items: CpfActivityView[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <Card component="section" aria-labelledby="cpf-activity-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="cpf-activity-title" variant="h6" component="h2">
          📜 Recent CPF Activity
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Contributions and withdrawals from the last 6 months
        </Typography>
        {failed ? (
          <RetryAlert role="alert" message={CPF_MESSAGES.activityFailed} onRetry={onRetry} />
        ) : loading ? (
          <Stack spacing={1}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={44} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            No CPF activity in the last 6 months yet.
          </Typography>
        ) : (
          <>
            <List dense aria-label="CPF activity" disablePadding>
              {items.map((item) => (
                <ActivityRow key={item.id} item={item} />
              ))}
            </List>
            {items.length >= CPF_ACTIVITY_LIMIT && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="cpf-activity-note">
                {ACTIVITY_NOTE}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
