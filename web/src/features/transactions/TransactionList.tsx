import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import CategoryIcon from '@mui/icons-material/LocalFloristOutlined';
import { categoryReason, groupByDate, shortenNotes, type TransactionItem } from './transactions-model';
import { RowActionButton } from '../../shared/RowActionButton';
import { CategoryAvatar, SignedAmount, TransactionText, categoryColour } from './TransactionParts';

export interface RowActions {
  onEdit: (item: TransactionItem) => void;
  onRecategorize: (item: TransactionItem) => void;
  onDelete: (item: TransactionItem) => void;
}

/** One transaction: category, description, account, shortened notes, the signed amount and its actions. */
export function TransactionRow({ item, onEdit, onRecategorize, onDelete }: { item: TransactionItem } & RowActions) {
  const colour = categoryColour(item);
  return (
    <Box
      component="li"
      aria-label={item.description}
      data-testid="transaction-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        px: { xs: 1.5, sm: 2.5 },
        py: 1.5,
        listStyle: 'none',
        '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
        '&:hover': { bgcolor: 'rgba(47,125,59,0.04)' },
      }}
    >
      <CategoryAvatar item={item} size={42} fontSize={22} />
      <TransactionText description={item.description}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0, flexWrap: 'wrap', rowGap: 0.5 }}>
          <Tooltip title={categoryReason(item)} describeChild>
            <Chip
              size="small"
              label={item.categoryName ?? 'Uncategorized'}
              sx={{ bgcolor: `${colour}1f`, color: 'text.primary', fontWeight: 600, maxWidth: '100%' }}
            />
          </Tooltip>
          <Typography variant="body2" color="text.secondary" noWrap>
            {item.accountName}
          </Typography>
        </Stack>
        {item.notes && (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', mt: 0.5 }} title={item.notes}>
            📝 {shortenNotes(item.notes)}
          </Typography>
        )}
      </TransactionText>
      <Stack alignItems="flex-end" spacing={0.5} sx={{ flexShrink: 0 }}>
        <SignedAmount item={item} testId="transaction-amount" />
        <Stack direction="row" spacing={0}>
          <RowActionButton size="small" title="Edit" label="Edit transaction" onClick={() => onEdit(item)}>
            <EditIcon fontSize="small" />
          </RowActionButton>
          <RowActionButton
            size="small"
            title="Recategorize"
            label="Recategorize transaction"
            onClick={() => onRecategorize(item)}
          >
            <CategoryIcon fontSize="small" />
          </RowActionButton>
          <RowActionButton size="small" title="Delete" label="Delete transaction" onClick={() => onDelete(item)}>
            <DeleteIcon fontSize="small" />
          </RowActionButton>
        </Stack>
      </Stack>
    </Box>
  );
}

interface ListProps extends RowActions {
  items: TransactionItem[];
  loadingMore: boolean;
}

/** The transactions grouped under their formatted dates, newest first, with the infinite-scroll sentinel. */
export const TransactionList = forwardRef<HTMLDivElement, ListProps>(function TransactionList(
  { items, loadingMore, ...actions },
  sentinel,
) {
  return (
    <Stack spacing={2}>
      {groupByDate(items).map((group) => (
        <Box component="section" key={group.date} aria-label={group.label}>
          <Typography
            variant="subtitle2"
            component="h3"
            color="text.secondary"
            sx={{ mb: 1, ml: 0.5, fontWeight: 800, letterSpacing: 0.3 }}
          >
            🌿 {group.label}
          </Typography>
          <Card>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {group.items.map((item) => (
                <TransactionRow key={item.id} item={item} {...actions} />
              ))}
            </Box>
          </Card>
        </Box>
      ))}
      <div ref={sentinel} data-testid="load-more-sentinel" style={{ height: 1 }} />
      {loadingMore && (
        <Stack direction="row" spacing={1} justifyContent="center" alignItems="center" sx={{ py: 2 }}>
          <CircularProgress size={20} />
          <Typography color="text.secondary">Growing more transactions…</Typography>
        </Stack>
      )}
    </Stack>
  );
});
