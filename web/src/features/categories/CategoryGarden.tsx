import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  InputAdornment,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import WifiOffIcon from '@mui/icons-material/WifiOffOutlined';
import { CATEGORY_MESSAGES } from '@garden/core';
import { PageHeader } from '../layout/PageHeader';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { CategoryCard } from './CategoryCard';
import { CategoryDialog, type CategoryFormValues } from './CategoryDialog';
import {
  TYPE_TABS,
  activeSystemCount,
  emptyMessage,
  groupCategories,
  showsStatusToggle,
  visibleCategories,
  withType,
  type CategoryFilter,
  type CategoryStatus,
  type CategoryType,
  type GardenCategory,
} from './category-filters';
import { RetryAlert } from '../../shared/RetryAlert';
import { EmptyGarden } from '../../shared/EmptyGarden';
import { CardGridSkeleton } from '../../shared/CardGridSkeleton';
import { useToast } from '../../shared/Toast';

export interface CategoryGardenProps {
  categories: readonly GardenCategory[];
  loading: boolean;
  /** True when the categories could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  onCreate: (values: CategoryFormValues) => Promise<void>;
  onUpdate: (category: GardenCategory, values: CategoryFormValues) => Promise<void>;
  onMakeDormant: (category: GardenCategory) => Promise<void>;
  onReactivate: (category: GardenCategory) => Promise<void>;
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))' } as const;

/** The Category Garden: filters, grouped cards, the plant/edit modal and the dormant confirmation. */
export function CategoryGarden(props: CategoryGardenProps) {
  const notify = useToast();
  const { categories, loading, failed, onRetry, onCreate, onUpdate, onMakeDormant, onReactivate } = props;
  const [filter, setFilter] = useState<CategoryFilter>({ type: 'all', status: 'active', search: '' });
  const [editor, setEditor] = useState<{ category: GardenCategory | null } | null>(null);
  const [dormantTarget, setDormantTarget] = useState<GardenCategory | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const plantButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditor({ category: null })}>
      Plant New Category
    </Button>
  );

  const runQuietly = async (category: GardenCategory, action: (category: GardenCategory) => Promise<void>) => {
    setBusyId(category.id);
    try {
      await action(category);
    } catch (failure) {
      // As specified, dormant / reactivate failures are only logged.
      console.error('Category status change failed', failure);
    } finally {
      setBusyId(null);
    }
  };

  const shown = visibleCategories(categories, filter);
  const systemCount = activeSystemCount(categories);
  const empty = emptyMessage(filter, systemCount);
  // The spec keeps system categories out of All; say where they are instead of letting All look empty.
  const showSystemButton = filter.type === 'all' && filter.status === 'active' && systemCount > 0 && (
    <Button variant="outlined" onClick={() => setFilter(withType({ ...filter, search: '' }, 'system'))}>
      Show the {systemCount} system categories
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Category Garden"
        subtitle="Sort your spending into beds: the protected system categories and the ones you plant yourself"
        action={plantButton}
      />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
            <TextField
              size="small"
              placeholder="Search categories..."
              value={filter.search}
              onChange={(event) => setFilter({ ...filter, search: event.target.value })}
              sx={{ flexGrow: 1, maxWidth: { md: 360 } }}
              slotProps={{
                htmlInput: { 'aria-label': 'Search categories' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Tabs
              value={filter.type}
              onChange={(_event, type: CategoryType) => setFilter(withType(filter, type))}
              aria-label="Category type"
              sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
            >
              {TYPE_TABS.map((tab) => (
                <Tab key={tab.value} value={tab.value} label={tab.label} />
              ))}
            </Tabs>
            {showsStatusToggle(filter.type) && (
              <ToggleButtonGroup
                size="small"
                exclusive
                color="primary"
                value={filter.status}
                onChange={(_event, status: CategoryStatus | null) => status && setFilter({ ...filter, status })}
                aria-label="Category status"
                sx={{ ml: { md: 'auto' } }}
              >
                <ToggleButton value="active">🌿 Active</ToggleButton>
                <ToggleButton value="dormant">💤 Dormant</ToggleButton>
              </ToggleButtonGroup>
            )}
          </Stack>
        </CardContent>
      </Card>

      {failed ? (
        <RetryAlert
          layout="card"
          icon={<WifiOffIcon color="error" sx={{ fontSize: 48 }} />}
          message={CATEGORY_MESSAGES.loadFailed}
          retryLabel="Reconnect"
          onRetry={onRetry}
        />
      ) : loading ? (
        <CardGridSkeleton
          count={8}
          label="Loading categories"
          testId="category-skeleton"
          grid={GRID}
          avatarSize={48}
          titleWidth="70%"
        >
          <Skeleton sx={{ mt: 2 }} width="50%" />
        </CardGridSkeleton>
      ) : shown.length === 0 ? (
        <EmptyGarden
          emoji={filter.status === 'dormant' && filter.type !== 'system' ? '💤' : '🌱'}
          title={empty.title}
          text={empty.text}
          look="garden"
        >
          {filter.search.trim() !== '' && (
            <Button variant="outlined" onClick={() => setFilter({ ...filter, search: '' })}>
              Clear search
            </Button>
          )}
          {empty.canPlant && plantButton}
          {filter.search.trim() === '' && showSystemButton}
        </EmptyGarden>
      ) : (
        <Stack spacing={4}>
          {showSystemButton && (
            <Alert severity="info" action={showSystemButton}>
              All shows the categories you planted. The {systemCount} system categories are in the System tab.
            </Alert>
          )}
          {groupCategories(shown).map((group) => (
            <Box component="section" key={group.title} aria-label={group.title}>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {group.title}{' '}
                <Typography component="span" color="text.secondary">
                  ({group.items.length})
                </Typography>
              </Typography>
              <Box sx={GRID}>
                {group.items.map((category) => (
                  <CategoryCard
                    key={category.id}
                    category={category}
                    busy={busyId === category.id}
                    onEdit={(target) => setEditor({ category: target })}
                    onMakeDormant={setDormantTarget}
                    onReactivate={(target) => void runQuietly(target, onReactivate)}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}

      <CategoryDialog
        open={editor !== null}
        category={editor?.category ?? null}
        onClose={() => setEditor(null)}
        onSubmit={async (values) => {
          const target = editor?.category;
          if (target) await onUpdate(target, values);
          else await onCreate(values);
          setEditor(null);
          notify({ message: target ? `Saved ${values.icon} ${values.name}` : `Planted ${values.icon} ${values.name}` });
        }}
      />

      <ConfirmDialog
        open={dormantTarget !== null}
        title="Make this category dormant?"
        titleId="dormant-title"
        cancelLabel="Keep Active"
        confirmLabel="Make Dormant"
        color="warning"
        onCancel={() => setDormantTarget(null)}
        onConfirm={() => {
          const target = dormantTarget;
          setDormantTarget(null);
          if (target) void runQuietly(target, onMakeDormant);
        }}
      >
        {dormantTarget?.icon} <strong>{dormantTarget?.name}</strong> will rest under Dormant and stop being offered for
        new transactions. Transactions already in it keep it, and you can reactivate it at any time.
      </ConfirmDialog>
    </>
  );
}
