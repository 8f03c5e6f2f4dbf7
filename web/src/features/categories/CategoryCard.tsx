import { Avatar, Box, Button, Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import BedtimeIcon from '@mui/icons-material/BedtimeOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import type { GardenCategory } from './category-filters';
import { PHONE_TOUCH_TARGET } from '../../shared/touch-target';

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
  return (
    <Card
      component="article"
      aria-label={name}
      data-colour={color}
      sx={{
        height: '100%',
        borderTop: 4,
        borderColor: color,
        opacity: isActive ? 1 : 0.8,
        bgcolor: isActive ? 'background.paper' : '#f7f7f2',
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Avatar sx={{ bgcolor: `${color}26`, width: 48, height: 48, filter: isActive ? 'none' : 'grayscale(0.6)' }}>
            <Typography fontSize={26} aria-hidden>
              {icon}
            </Typography>
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3" fontWeight={700} noWrap title={name}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {isSystem ? 'Built-in category' : 'Your category'}
            </Typography>
          </Box>
          {!isSystem && (
            <Chip
              size="small"
              label={isActive ? 'Active' : 'Dormant'}
              color={isActive ? 'success' : 'default'}
              variant={isActive ? 'filled' : 'outlined'}
            />
          )}
        </Stack>
        <Box sx={{ mt: 'auto' }}>
          {isSystem ? (
            <Stack direction="row" spacing={0.75} alignItems="center" sx={{ color: 'text.secondary' }}>
              <LockIcon fontSize="small" />
              <Typography variant="body2">Protected category</Typography>
            </Stack>
          ) : isActive ? (
            <Stack direction="row" spacing={0.5} justifyContent="flex-end">
              <Tooltip title="Edit">
                <IconButton
                  sx={PHONE_TOUCH_TARGET}
                  aria-label={`Edit ${name}`}
                  onClick={() => onEdit(category)}
                  disabled={busy}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Make dormant">
                <IconButton
                  sx={PHONE_TOUCH_TARGET}
                  aria-label={`Make ${name} dormant`}
                  onClick={() => onMakeDormant(category)}
                  disabled={busy}
                >
                  <BedtimeIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1} justifyContent="flex-end" alignItems="center">
              <Tooltip title="Edit">
                <IconButton
                  sx={PHONE_TOUCH_TARGET}
                  aria-label={`Edit ${name}`}
                  onClick={() => onEdit(category)}
                  disabled={busy}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
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
      </CardContent>
    </Card>
  );
}
