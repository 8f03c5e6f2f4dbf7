import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CategoryOption } from './transactions-model';

/** A full-width choice of a transaction's category, each as its icon and name; the one named by disabledId is shown but cannot be chosen. */
export function CategorySelect({
  label,
  value,
  onChange,
  categories,
  disabledId,
  helperText,
  children,
}: {
  label: string;
  value: string;
  onChange: (categoryId: string) => void;
  categories: readonly CategoryOption[];
  disabledId?: string | null;
  helperText?: string;
  /** Choices before the categories, e.g. 'No category'. */
  children?: ReactNode;
}) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
    >
      {children}
      {categories.map((category) => (
        <MenuItem key={category.id} value={category.id} disabled={category.id === disabledId}>
          {category.icon} {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
