import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import Chip from '@mui/material/Chip';
import { DATE_PRESETS, TRANSACTION_TYPES } from '@garden/core';
import { calendarDate } from '../../shared/format';
import { SelectFilter } from '../../shared/SelectFilter';
import {
  DATE_PRESET_LABELS,
  NO_FILTERS,
  TRANSACTION_TYPE_LABELS,
  filtersActive,
  type AccountOption,
  type CategoryOption,
  type TransactionFilters,
} from './transactions-model';

interface Props {
  filters: TransactionFilters;
  categories: CategoryOption[];
  accounts: AccountOption[];
  onChange: (filters: TransactionFilters) => void;
}

export const accountLabel = (account: AccountOption): string =>
  account.last4 && !account.name.includes(account.last4) ? `${account.name} ••${account.last4}` : account.name;

/** Date range, type, one category, one account and a search run on Enter or the Search button. */
export function TransactionFiltersCard({ filters, categories, accounts, onChange }: Props) {
  const [draft, setDraft] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  // The applied search can change from outside (Clear Filters): the box follows it.
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setDraft(filters.search);
  }

  const set = (patch: Partial<TransactionFilters>) => onChange({ ...filters, ...patch });
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== filters.search) set({ search: draft.trim() });
  };

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            🔍 Find Your Transactions
          </Typography>
          {filtersActive(filters) && (
            <Button size="small" onClick={() => onChange(NO_FILTERS)}>
              Clear Filters
            </Button>
          )}
        </Stack>
        {(filters.startDate || filters.endDate) && (
          <Chip
            sx={{ mb: 2 }}
            label={`Days: ${filters.startDate ? calendarDate(filters.startDate) : '…'} to ${filters.endDate ? calendarDate(filters.endDate) : '…'}`}
            onDelete={() => set({ startDate: '', endDate: '' })}
          />
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <SelectFilter
              label="Date Range"
              value={filters.datePreset}
              options={DATE_PRESETS.map((value) => ({ value, label: DATE_PRESET_LABELS[value] }))}
              onChange={(datePreset) => set({ datePreset })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <SelectFilter
              label="Type"
              value={filters.type}
              options={TRANSACTION_TYPES.map((value) => ({ value, label: TRANSACTION_TYPE_LABELS[value] }))}
              onChange={(type) => set({ type })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <SelectFilter
              label="Category"
              allLabel="All Categories"
              value={filters.categoryId}
              options={categories.map((category) => ({
                value: category.id,
                label: `${category.icon} ${category.name}`,
              }))}
              onChange={(categoryId) => set({ categoryId })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <SelectFilter
              label="Account"
              allLabel="All Accounts"
              value={filters.accountId}
              options={accounts.map((account) => ({ value: account.id, label: accountLabel(account) }))}
              onChange={(accountId) => set({ accountId })}
            />
          </Grid>
          <Grid size={12}>
            <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
              <TextField
                fullWidth
                size="small"
                label="Search transactions"
                placeholder="Description, merchant or notes"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Button type="submit" variant="contained">
                Search
              </Button>
            </Box>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
