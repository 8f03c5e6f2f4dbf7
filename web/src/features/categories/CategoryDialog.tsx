import { useState } from 'react';
import { Avatar, Box, ButtonBase, Dialog, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import {
  CATEGORY_COLORS,
  CATEGORY_DEFAULTS,
  CATEGORY_ICONS,
  CATEGORY_MESSAGES,
  categoryNameSchema,
} from '@garden/core';
import { DialogForm, useDialogSave } from '../../shared/DialogForm';
import type { GardenCategory } from './category-filters';

export interface CategoryFormValues {
  name: string;
  icon: string;
  color: string;
  isActive: boolean;
}

interface CategoryDialogProps {
  open: boolean;
  /** The category being edited; null plants a new one. */
  category: GardenCategory | null;
  onClose: () => void;
  /** Saves the values; a rejection's message is shown in the form. */
  onSubmit: (values: CategoryFormValues) => Promise<void>;
}

const initialValues = (category: GardenCategory | null): CategoryFormValues =>
  category
    ? { name: category.name, icon: category.icon, color: category.color, isActive: category.isActive }
    : { name: '', icon: CATEGORY_DEFAULTS.icon, color: CATEGORY_DEFAULTS.color, isActive: CATEGORY_DEFAULTS.isActive };

/** 'Plant New Category' / 'Edit Category': name, an emoji icon, a preset colour and the active flag. */
export function CategoryDialog({ open, category, onClose, onSubmit }: CategoryDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="category-dialog-title">
      {/* Keyed so each opening starts from the category's values (or the defaults). */}
      {open && <CategoryForm key={category?.id ?? 'new'} category={category} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function CategoryForm({ category, onClose, onSubmit }: Omit<CategoryDialogProps, 'open'>) {
  const [values, setValues] = useState<CategoryFormValues>(() => initialValues(category));
  const [nameError, setNameError] = useState<string | null>(null);
  const { saving, error, setError, save } = useDialogSave(CATEGORY_MESSAGES.saveFailed);
  const editing = category !== null;

  const change = (patch: Partial<CategoryFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const submit = () => {
    const name = categoryNameSchema.safeParse(values.name);
    if (!name.success) {
      setNameError(name.error.issues[0]?.message ?? CATEGORY_MESSAGES.nameRequired);
      return;
    }
    void save(() => onSubmit({ ...values, name: name.data }));
  };

  return (
    <DialogForm
      editing={editing}
      noun="Category"
      plantTitle="Plant New Category"
      titleId="category-dialog-title"
      onSubmit={submit}
      onCancel={onClose}
      saving={saving}
      error={error}
    >
      <Stack direction="row" spacing={2} alignItems="center" aria-label="Preview">
        <Avatar sx={{ bgcolor: `${values.color}26`, border: 2, borderColor: values.color, width: 52, height: 52 }}>
          <Typography fontSize={28} aria-hidden>
            {values.icon}
          </Typography>
        </Avatar>
        <Typography variant="h6" sx={{ color: values.name.trim() ? 'text.primary' : 'text.secondary' }}>
          {values.name.trim() || 'Your new category'}
        </Typography>
      </Stack>
      <TextField
        label="Category Name"
        value={values.name}
        autoFocus
        required
        onChange={(event) => {
          change({ name: event.target.value });
          setNameError(null);
        }}
        error={nameError !== null}
        helperText={nameError ?? ' '}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Box>
        <Typography variant="subtitle2" id="category-icon-label" gutterBottom>
          Icon
        </Typography>
        <Box
          role="group"
          aria-labelledby="category-icon-label"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))', gap: 0.5 }}
        >
          {CATEGORY_ICONS.map((icon) => {
            const selected = values.icon === icon;
            return (
              <ButtonBase
                key={icon}
                aria-label={`Icon ${icon}`}
                aria-pressed={selected}
                onClick={() => change({ icon })}
                sx={{
                  height: 40,
                  borderRadius: 2,
                  fontSize: 22,
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  bgcolor: selected ? 'rgba(47,125,59,0.12)' : 'transparent',
                  '&:hover': { bgcolor: 'rgba(47,125,59,0.08)' },
                }}
              >
                {icon}
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle2" id="category-colour-label" gutterBottom>
          Colour
        </Typography>
        <Box role="group" aria-labelledby="category-colour-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {CATEGORY_COLORS.map((color) => {
            const selected = values.color.toUpperCase() === color;
            return (
              <ButtonBase
                key={color}
                aria-label={`Colour ${color}`}
                aria-pressed={selected}
                onClick={() => change({ color })}
                sx={{
                  width: 34,
                  height: 34,
                  borderRadius: '50%',
                  bgcolor: color,
                  color: '#fff',
                  boxShadow: selected ? `0 0 0 3px #fff, 0 0 0 5px ${color}` : 'none',
                }}
              >
                {selected && <CheckIcon fontSize="small" />}
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
      <FormControlLabel
        control={<Switch checked={values.isActive} onChange={(event) => change({ isActive: event.target.checked })} />}
        label={values.isActive ? 'Active' : 'Active (off: the category rests as dormant)'}
      />
    </DialogForm>
  );
}
