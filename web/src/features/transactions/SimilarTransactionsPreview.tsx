import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateHeading, similarityLabel, type SimilarItem, type TransactionItem } from './transactions-model';
import { SignedAmount, TransactionDetails, TransactionText } from './TransactionParts';

interface Props {
  original: TransactionItem;
  items: SimilarItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

function PreviewRow({
  item,
  label,
  checked,
  onToggle,
}: {
  item: TransactionItem;
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <Box
      component="label"
      data-testid="similar-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 1,
        borderRadius: 2,
        cursor: 'pointer',
        border: '1px solid',
        borderColor: checked ? 'primary.light' : 'divider',
        bgcolor: checked ? 'rgba(47,125,59,0.06)' : 'transparent',
      }}
    >
      <Checkbox
        checked={checked}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': `Select ${item.description} on ${item.date}` } }}
      />
      <TransactionText description={item.description}>
        <TransactionDetails>
          {formatDateHeading(item.date)} · {item.categoryIcon ?? '🌾'} {item.categoryName ?? 'Uncategorized'} ·{' '}
          {item.accountName}
        </TransactionDetails>
      </TransactionText>
      <Stack alignItems="flex-end" spacing={0.5} sx={{ flexShrink: 0 }}>
        <SignedAmount item={item} />
        <Chip size="small" label={label} color={label === 'Same Merchant' ? 'primary' : 'default'} />
      </Stack>
    </Box>
  );
}

/** The preview step: this transaction and the similar ones, each selectable, with its similarity label. */
export function SimilarTransactionsPreview({ original, items, selected, onToggle }: Props) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {selected.size} of {items.length + 1} selected
      </Typography>
      <PreviewRow
        item={original}
        label="This transaction"
        checked={selected.has(original.id)}
        onToggle={() => onToggle(original.id)}
      />
      {items.length === 0 ? (
        <Alert severity="info">No similar transactions found. Only this one can be chosen.</Alert>
      ) : (
        items.map((item) => (
          <PreviewRow
            key={item.transaction.id}
            item={item.transaction}
            label={similarityLabel(item)}
            checked={selected.has(item.transaction.id)}
            onToggle={() => onToggle(item.transaction.id)}
          />
        ))
      )}
    </Stack>
  );
}
