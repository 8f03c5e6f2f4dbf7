import { Box, Chip, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EventIcon from '@mui/icons-material/EventOutlined';
import { STATE_LOOKS, asState, moneyOf, periodDays, periodName, stateText, type BudgetRow } from './budget-model';
import { AccentCard } from '../../shared/AccentCard';
import { EmojiCardHeading } from '../../shared/EmojiCardHeading';
import { RowActionButton } from '../../shared/RowActionButton';

interface BudgetCardProps {
  budget: BudgetRow;
  onEdit: (budget: BudgetRow) => void;
  onDelete: (budget: BudgetRow) => void;
}

/** One budget: its category, the period measured, spent of the amount as a bar in the state's colour, and the state in words. */
export function BudgetCard({ budget, onEdit, onDelete }: BudgetCardProps) {
  const state = asState(budget.state);
  const look = STATE_LOOKS[state];
  const period = periodName(budget);
  const label = `${budget.categoryName} ${period.toLowerCase()} budget`;
  return (
    <AccentCard
      aria-label={label}
      data-state={state}
      accent={{ side: 'left', width: 6, color: look.color }}
      background={state === 'ok' ? 'background.paper' : look.tint}
    >
      <EmojiCardHeading
        emoji={budget.categoryIcon}
        color={budget.categoryColor}
        size={46}
        emojiSize={24}
        title={budget.categoryName}
        subtitle={`${period} budget`}
      >
        <Chip
          size="small"
          label={`${look.emoji} ${look.label}`}
          sx={{ bgcolor: look.color, color: '#fff', fontWeight: 700 }}
        />
      </EmojiCardHeading>
      <Stack direction="row" spacing={0.75} alignItems="center" sx={{ color: 'text.secondary' }}>
        <EventIcon sx={{ fontSize: 18 }} aria-hidden />
        <Typography variant="body2">{periodDays(budget.period, budget.startDate, budget.endDate)}</Typography>
      </Stack>
      <Box>
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 0.75 }}>
          <Typography fontWeight={800} fontSize={20}>
            {moneyOf(budget.spent, budget.currency)}
          </Typography>
          <Typography color="text.secondary">of {moneyOf(budget.amount, budget.currency)}</Typography>
        </Stack>
        <Box sx={{ position: 'relative' }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, budget.percentage)}
            aria-label={`${budget.categoryName} spent`}
            aria-valuetext={`${budget.percentage}% of the budget spent`}
            sx={{
              height: 12,
              borderRadius: 6,
              bgcolor: '#e3ece0',
              '& .MuiLinearProgress-bar': { bgcolor: look.color, borderRadius: 6 },
            }}
          />
          {/* The notification threshold, marked on the bar. */}
          <Tooltip title={`Alert at ${budget.notificationThreshold}%`}>
            <Box
              data-testid="threshold-mark"
              sx={{
                position: 'absolute',
                top: -3,
                bottom: -3,
                left: `calc(${budget.notificationThreshold}% - 1px)`,
                width: 2,
                bgcolor: 'text.secondary',
                opacity: budget.notificationThreshold >= 100 ? 0 : 0.55,
                borderRadius: 1,
              }}
            />
          </Tooltip>
        </Box>
        <Typography
          variant="body2"
          sx={{
            mt: 1,
            color: state === 'ok' ? 'text.secondary' : look.color,
            fontWeight: state === 'ok' ? 400 : 700,
          }}
        >
          {stateText(budget)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} justifyContent="flex-end" sx={{ mt: -1 }}>
        <RowActionButton title="Edit" label={`Edit ${label}`} onClick={() => onEdit(budget)}>
          <EditIcon />
        </RowActionButton>
        <RowActionButton title="Delete" label={`Delete ${label}`} onClick={() => onDelete(budget)}>
          <DeleteIcon />
        </RowActionButton>
      </Stack>
    </AccentCard>
  );
}
