import { Avatar, Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import {
  ACCOUNT_TYPE_ICONS,
  ACCOUNT_TYPE_LABELS,
  accountBadge,
  cardAmount,
  formatDay,
  staleLabel,
  type DashboardAccount,
} from './dashboard-model';
import { AccentCard } from '../../shared/AccentCard';

/** Badge colours with text at least 4.5:1 against its background (WCAG AA for small text). */
const BADGE_COLOURS = {
  success: { bgcolor: '#e3f2e1', color: '#1d5527' },
  warning: { bgcolor: '#fff4d6', color: '#6b4e00' },
  error: { bgcolor: '#fde7e7', color: '#a12626' },
  default: { bgcolor: '#eceff1', color: '#37474f' },
} as const;

/**
 * One balance card: name and institution, the badge of pdf accounts, what a card owes with its
 * credit limit or the balance of any other account, the last 4 digits, the currency and how fresh it is.
 */
export function AccountCard({ account, now }: { account: DashboardAccount; now: Date }) {
  const colour = account.color ?? '#2f7d3b';
  const badge = accountBadge(account);
  const amount = cardAmount(account);
  const updated = staleLabel(account.updatedAt, now);
  return (
    <AccentCard aria-label={account.name} data-testid="account-card" accent={{ side: 'top', width: 4, color: colour }}>
      <Stack direction="row" spacing={1.5} alignItems="flex-start">
        <Avatar aria-hidden sx={{ bgcolor: `${colour}22`, width: 44, height: 44, fontSize: 24 }}>
          {ACCOUNT_TYPE_ICONS[account.accountType] ?? '🪴'}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            fontWeight={800}
            lineHeight={1.3}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {account.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {account.institution} · {ACCOUNT_TYPE_LABELS[account.accountType] ?? account.accountType}
          </Typography>
        </Box>
        {badge && (
          <Tooltip title={account.errorMessage ?? ''} disableHoverListener={!account.errorMessage}>
            <Chip size="small" label={badge.label} sx={{ fontWeight: 700, ...BADGE_COLOURS[badge.color] }} />
          </Tooltip>
        )}
      </Stack>
      <Box>
        <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
          {amount.label}
        </Typography>
        <Typography variant="h5" component="p" fontWeight={800} data-testid="account-amount">
          {amount.text}
        </Typography>
        {amount.detail && (
          <Typography variant="body2" color="text.secondary" data-testid="account-amount-detail">
            {amount.detail}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 'auto' }}>
        {account.last4 && (
          <Typography variant="body2" fontFamily="monospace" aria-label={`Account ending in ${account.last4}`}>
            •••• {account.last4}
          </Typography>
        )}
        <Chip size="small" label={account.currency} sx={{ fontWeight: 700 }} />
        <Typography variant="body2" color="text.secondary">
          {account.transactionCount} transaction{account.transactionCount === 1 ? '' : 's'}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Last updated: {updated}
        {account.latestStmtDate ? ` · Statement ${formatDay(account.latestStmtDate)}` : ''}
      </Typography>
    </AccentCard>
  );
}
