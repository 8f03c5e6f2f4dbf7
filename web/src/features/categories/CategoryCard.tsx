import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import BedtimeIcon from '@mui/icons-material/BedtimeOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import type { GardenCategory } from './category-filters';
import { AccentCard } from '../../shared/AccentCard';
import { EmojiCardHeading } from '../../shared/EmojiCardHeading';
import { RowActionButton } from '../../shared/RowActionButton';

interface CategoryCardProps {
  category: GardenCategory;
  onEdit: (category: GardenCategory) => void;
  onMakeDormant: (category: GardenCategory) => void;
  onReactivate: (category: GardenCategory) => void;
  busy?: boolean;
}

/** One category: icon in its colour, name, status; system ones are protected and offer no actions. */
export function CategoryCard({ category, onEdit, onMakeDormant, onReactivate, busy = false }: CategoryCardProps) {
  const { name, icon, color, isActive, isSystem } = category;
  const editButton = (
    <RowActionButton title="Edit" label={`Edit ${name}`} onClick={() => onEdit(category)} disabled={busy}>
      <EditIcon />
    </RowActionButton>
  );
  return (
    <AccentCard
      aria-label={name}
      data-colour={color}
      accent={{ side: 'top', width: 4, color }}
      background={isActive ? 'background.paper' : '#f7f7f2'}
      opacity={isActive ? 1 : 0.8}
    >
      <EmojiCardHeading
        emoji={icon}
        color={color}
        size={48}
        emojiSize={26}
        muted={!isActive}
        title={name}
        subtitle={isSystem ? 'Built-in category' : 'Your category'}
        subtitleVariant="caption"
      >
        {!isSystem && (
          <Chip
            size="small"
            label={isActive ? 'Active' : 'Dormant'}
            color={isActive ? 'success' : 'default'}
            variant={isActive ? 'filled' : 'outlined'}
          />
        )}
      </EmojiCardHeading>
      <Box sx={{ mt: 'auto' }}>
        {isSystem ? (
          <Stack direction="row" spacing={0.75} alignItems="center" sx={{ color: 'text.secondary' }}>
            <LockIcon fontSize="small" />
            <Typography variant="body2">Protected category</Typography>
          </Stack>
        ) : isActive ? (
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            {editButton}
            <RowActionButton
              title="Make dormant"
              label={`Make ${name} dormant`}
              onClick={() => onMakeDormant(category)}
              disabled={busy}
            >
              <BedtimeIcon />
            </RowActionButton>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} justifyContent="flex-end" alignItems="center">
            {editButton}
            <Button
              size="small"
              variant="outlined"
              aria-label={`Reactivate ${name}`}
              onClick={() => onReactivate(category)}
              disabled={busy}
            >
              Reactivate
            </Button>
          </Stack>
        )}
      </Box>
    </AccentCard>
  );
}
