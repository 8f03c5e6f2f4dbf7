import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayAmount, type TransactionItem } from './transactions-model';

/** A list item laid out as a row, with a rule between rows; the gap and the height are the list's own. */
export const transactionRowSx = (gap: number, py: number) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap,
    py,
    listStyle: 'none',
    '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
  }) as const;

/** The grey of a transaction with no category. */
const UNCATEGORIZED_COLOUR = '#9CA3AF';

/** The colour a transaction is drawn in: its category's, grey without one. */
export const categoryColour = (item: { categoryColor?: string | null }): string =>
  item.categoryColor ?? UNCATEGORIZED_COLOUR;

/** The transaction's category emoji in a circle of its colour (decorative: the text says the category). */
export function CategoryAvatar({
  item,
  size,
  fontSize,
}: {
  item: { categoryIcon?: string | null; categoryColor?: string | null };
  size: number;
  fontSize: number;
}) {
  const colour = categoryColour(item);
  return (
    <Avatar
      aria-hidden
      sx={{ bgcolor: `${colour}22`, color: colour, width: size, height: size, fontSize, flexShrink: 0 }}
    >
      {item.categoryIcon ?? '🌾'}
    </Avatar>
  );
}

/** The row's middle: the bold name on one line (whole in its title attribute), and the details under it. */
export function TransactionText({
  description,
  name = description,
  children,
}: {
  description: string;
  /** What the bold line shows; the description unless told (e.g. the merchant). */
  name?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography fontWeight={700} noWrap title={description}>
        {name}
      </Typography>
      {children}
    </Box>
  );
}

/** One line of secondary details under a transaction's name. */
export function TransactionDetails({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" noWrap>
      {children}
    </Typography>
  );
}

/** The amount with its sign, red for money out and green for money in. */
export function SignedAmount({
  item,
  testId,
}: {
  item: Pick<TransactionItem, 'amount' | 'currency' | 'isIncome'>;
  testId?: string;
}) {
  const amount = displayAmount(item);
  return (
    <Typography
      fontWeight={800}
      sx={{ color: amount.expense ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}
      data-testid={testId}
    >
      {amount.text}
    </Typography>
  );
}

interface CompactTransactionRowProps {
  item: Pick<TransactionItem, 'id' | 'description' | 'amount' | 'currency' | 'isIncome'> & {
    categoryIcon?: string | null;
    categoryColor?: string | null;
  };
  /** The row's data-testid. */
  testId: string;
  amountTestId?: string;
  /** The category circle's size in px; the emoji and the spacing follow it. */
  avatarSize: 34 | 40;
  /** What the bold line shows; the description unless told. */
  name?: string;
  /** Before the circle, e.g. the rank. */
  leading?: ReactNode;
  /** The secondary line's text. */
  details: ReactNode;
}

/** A read-only transaction in a short list: category circle, name and details, and the signed amount. */
export function CompactTransactionRow({
  item,
  testId,
  amountTestId,
  avatarSize,
  name,
  leading,
  details,
}: CompactTransactionRowProps) {
  const roomy = avatarSize === 40;
  return (
    <Box
      component="li"
      aria-label={item.description}
      data-testid={testId}
      sx={roomy ? transactionRowSx(2, 1.25) : transactionRowSx(1.5, 1)}
    >
      {leading}
      <CategoryAvatar item={item} size={avatarSize} fontSize={roomy ? 20 : 18} />
      <TransactionText description={item.description} name={name}>
        <TransactionDetails>{details}</TransactionDetails>
      </TransactionText>
      <SignedAmount item={item} testId={amountTestId} />
    </Box>
  );
}
