import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
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
import { CPF_CONTRIBUTION_DAY_MAX, CPF_CONTRIBUTION_DAY_MIN } from '@garden/core';
import { AccentCard } from '../../shared/AccentCard';
import { calendarDate, dollars } from '../../shared/format';
import {
  MAX_CONTRIBUTION,
  WARNING_MS,
  checkContributionAmount,
  cpfMeta,
  ordinal,
  parseContributionDay,
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
  /** Asks to delete this account (the caller confirms first). */
  onDelete: () => void;
  /** No bank account yet: the card says balance updates need one. */
  needsBankAccount?: boolean;
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
  const [saving, setSaving] = useState(false);
  // A second Enter while the first save is on its way must not send a second update.
  const inFlight = useRef(false);
  const pencil = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const editing = draft !== null;

  // Leaving the field (committed or discarded) puts focus back on the pencil rather than on the page body.
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      pencil.current?.focus();
    }
  }, [editing]);

  const close = () => {
    refocus.current = true;
    setDraft(null);
  };
  const commit = async () => {
    if (draft === null || inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const next = await onCommit(draft);
      if (next === null) close();
      else setDraft(next);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (!inFlight.current) close();
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
            <IconButton
              ref={pencil}
              size="small"
              aria-label={`Edit ${label.toLowerCase()}`}
              onClick={() => setDraft(initial)}
            >
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
        <Button size="small" variant="contained" onClick={() => void commit()} disabled={saving}>
          Save
        </Button>
        <Button size="small" onClick={close} disabled={saving}>
          Cancel
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

/**
 * One CPF account card: balance, the auto-contribution switch (on: day 15 and $100;
 * off: both cleared), inline editing of the day (clamped 1..31) and the amount (above $0.00, max 999999.99; else
 * a warning for 3 s and the field resets to 1), and the balance update button.
 */
export function CpfAccountCard({
  account,
  busy,
  onToggle,
  onUpdate,
  onUpdateBalance,
  onDelete,
  needsBankAccount = false,
}: CpfAccountCardProps) {
  const meta = cpfMeta(account.accountType);
  const [warning, setWarning] = useState<string | null>(null);
  const warningTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(warningTimer.current), []);

  const showWarning = (text: string) => {
    setWarning(text);
    clearTimeout(warningTimer.current);
    warningTimer.current = setTimeout(() => setWarning(null), WARNING_MS);
  };

  const commitDay = async (draft: string): Promise<string | null> => {
    const day = parseContributionDay(draft);
    if (day !== account.contributionDay) await onUpdate({ contributionDay: day });
    return null;
  };
  const commitAmount = async (draft: string): Promise<string | null> => {
    const checked = checkContributionAmount(draft);
    if ('warning' in checked) {
      showWarning(checked.warning);
      return checked.reset;
    }
    if (checked.amount !== account.contributionAmount) await onUpdate({ contributionAmount: checked.amount });
    return null;
  };

  const titleId = `cpf-card-${account.accountType}`;
  return (
    <AccentCard
      aria-labelledby={titleId}
      data-testid="cpf-account-card"
      accent={{ side: 'top', width: 6, color: meta.colour }}
      gap={2}
    >
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
          {dollars(account.balance)}
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
            // The accessible name starts with the visible label (WCAG 2.5.3), then says which account.
            slotProps={{ input: { 'aria-label': `Monthly auto-contribution for ${meta.name}` } }}
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
            inputProps={{
              min: CPF_CONTRIBUTION_DAY_MIN,
              max: CPF_CONTRIBUTION_DAY_MAX,
              step: 1,
              inputMode: 'numeric',
            }}
            onCommit={commitDay}
          />
          <InlineValue
            label="Contribution amount"
            shown={account.contributionAmount ? dollars(account.contributionAmount) : 'Not set'}
            initial={account.contributionAmount ?? ''}
            inputProps={{ min: 0.01, max: MAX_CONTRIBUTION, step: 0.01, inputMode: 'decimal' }}
            prefix="$"
            onCommit={commitAmount}
          >
            {warning && (
              <Alert severity="warning" sx={{ mt: 1 }} role="alert">
                {warning}
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
      {needsBankAccount && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
          Balance updates need a bank or savings account first.
        </Typography>
      )}
      <Button variant="outlined" onClick={onUpdateBalance} sx={{ mt: needsBankAccount ? 0 : 'auto' }}>
        Update Balance
      </Button>
      <Button color="error" size="small" onClick={onDelete} aria-label={`Delete account: ${meta.name}`}>
        Delete account
      </Button>
    </AccentCard>
  );
}
