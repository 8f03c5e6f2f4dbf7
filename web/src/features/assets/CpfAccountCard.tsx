import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  CPF_MESSAGES,
  MAX_CONTRIBUTION,
  MAX_CONTRIBUTION_DAY,
  MIN_CONTRIBUTION_DAY,
  WARNING_MS,
  calendarDate,
  clampContributionDay,
  contributionAmount,
  cpfMeta,
  ordinal,
  sgd,
  type RetirementAccountView,
} from './assets-model';

export interface ContributionPatch {
  contributionDay?: number;
  contributionAmount?: string;
}

interface CpfAccountCardProps {
  account: RetirementAccountView;
  busy: boolean;
  onToggle: (enabled: boolean) => Promise<void>;
  onUpdate: (patch: ContributionPatch) => Promise<void>;
  onUpdateBalance: () => void;
}

/** One inline-editable value: a pencil opens the field; Enter or Save commits, Escape or Cancel discards. */
function InlineValue({
  label,
  shown,
  initial,
  inputProps,
  prefix,
  onCommit,
  children,
}: {
  label: string;
  shown: string;
  initial: string;
  inputProps: Record<string, number | string>;
  prefix?: string;
  /** Returns the draft to keep editing with, or null when the edit is done. */
  onCommit: (draft: string) => Promise<string | null>;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;

  const commit = async () => {
    if (draft === null) return;
    setDraft(await onCommit(draft));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    }
  };

  if (!editing) {
    return (
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
        <Typography color="text.secondary">{label}</Typography>
        <Stack direction="row" alignItems="center" spacing={0.5}>
          <Typography fontWeight={700} data-testid={`${label.toLowerCase().replace(/\s+/g, '-')}-value`}>
            {shown}
          </Typography>
          <Tooltip title={`Edit ${label.toLowerCase()}`}>
            <IconButton size="small" aria-label={`Edit ${label.toLowerCase()}`} onClick={() => setDraft(initial)}>
              <span aria-hidden style={{ fontSize: 16 }}>
                ✏️
              </span>
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    );
  }
  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={1}>
        <TextField
          size="small"
          label={label}
          type="number"
          value={draft}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          sx={{ flex: 1 }}
          slotProps={{
            htmlInput: inputProps,
            input: prefix ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } : undefined,
          }}
        />
        <Button size="small" variant="contained" onClick={() => void commit()}>
          Save
        </Button>
        <Button size="small" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

/**
 * One CPF account card (spec 02 sections 2 and 4-5): balance, the auto-contribution switch (on: day 15 and $100;
 * off: both cleared), inline editing of the day (clamped 1..31) and the amount (above $0.00, max 999999.99; else
 * a warning for 3 s and the field resets to 1), and the balance update button.
 */
export function CpfAccountCard({ account, busy, onToggle, onUpdate, onUpdateBalance }: CpfAccountCardProps) {
  const meta = cpfMeta(account.accountType);
  const [warning, setWarning] = useState(false);
  const warningTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(warningTimer.current), []);

  const showWarning = () => {
    setWarning(true);
    clearTimeout(warningTimer.current);
    warningTimer.current = setTimeout(() => setWarning(false), WARNING_MS);
  };

  const commitDay = async (draft: string): Promise<string | null> => {
    const day = clampContributionDay(draft);
    if (day !== account.contributionDay) await onUpdate({ contributionDay: day });
    return null;
  };
  const commitAmount = async (draft: string): Promise<string | null> => {
    const amount = contributionAmount(draft);
    if (amount === undefined) {
      showWarning();
      return '1';
    }
    if (amount !== account.contributionAmount) await onUpdate({ contributionAmount: amount });
    return null;
  };

  const titleId = `cpf-card-${account.accountType}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="cpf-account-card"
      sx={{ height: '100%', borderTop: 6, borderColor: meta.colour }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Avatar aria-hidden sx={{ bgcolor: `${meta.colour}1f`, width: 44, height: 44, fontSize: 24 }}>
            {meta.icon}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" fontWeight={800} lineHeight={1.3}>
              {meta.name}
            </Typography>
            <Typography variant="body2" sx={{ color: meta.colour, fontWeight: 700 }}>
              {account.accountType}
            </Typography>
          </Box>
        </Stack>
        <Box>
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
            Balance
          </Typography>
          <Typography variant="h4" component="p" fontWeight={800} data-testid="cpf-balance">
            {sgd(account.balance)}
          </Typography>
        </Box>
        <Divider />
        <FormControlLabel
          control={
            <Switch
              checked={account.isAutoContributionEnabled}
              // Not disabled while saving (that would drop focus); a second flip waits for the first instead.
              onChange={(event) => {
                if (!busy) void onToggle(event.target.checked);
              }}
              slotProps={{ input: { 'aria-label': `Auto-contribution for ${meta.name}` } }}
            />
          }
          label="Monthly auto-contribution"
        />
        {account.isAutoContributionEnabled ? (
          <Stack spacing={1}>
            <InlineValue
              label="Contribution day"
              shown={account.contributionDay ? ordinal(account.contributionDay) : 'Not set'}
              initial={String(account.contributionDay ?? '')}
              inputProps={{ min: MIN_CONTRIBUTION_DAY, max: MAX_CONTRIBUTION_DAY, step: 1, inputMode: 'numeric' }}
              onCommit={commitDay}
            />
            <InlineValue
              label="Contribution amount"
              shown={account.contributionAmount ? sgd(account.contributionAmount) : 'Not set'}
              initial={account.contributionAmount ?? ''}
              inputProps={{ min: 0.01, max: MAX_CONTRIBUTION, step: 0.01, inputMode: 'decimal' }}
              prefix="$"
              onCommit={commitAmount}
            >
              {warning && (
                <Alert severity="warning" sx={{ mt: 1 }} role="alert">
                  {CPF_MESSAGES.amountWarning}
                </Alert>
              )}
            </InlineValue>
            {account.nextContributionDate && (
              <Typography variant="body2" color="text.secondary" data-testid="next-contribution">
                Next contribution: {calendarDate(account.nextContributionDate)}
              </Typography>
            )}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Switch on to add a contribution automatically each month.
          </Typography>
        )}
        <Button variant="outlined" onClick={onUpdateBalance} sx={{ mt: 'auto' }}>
          Update Balance
        </Button>
      </CardContent>
    </Card>
  );
}
