import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * A small full-width drop-down that filters a list. With allLabel it starts with the choice '' of that name
 * (e.g. 'All Categories'), shown while nothing is chosen; T then includes ''.
 */
export function SelectFilter<T extends string>({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
  allLabel?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      slotProps={allLabel === undefined ? undefined : { inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
