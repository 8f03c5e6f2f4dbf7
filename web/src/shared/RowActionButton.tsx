import type { ReactNode } from 'react';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';
import { PHONE_TOUCH_TARGET } from './touch-target';

interface RowActionButtonProps {
  /** The tooltip, a word or two. */
  title: string;
  /** The accessible name, naming what the action touches (e.g. 'Edit Groceries'). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  size?: IconButtonProps['size'];
  /** The icon. */
  children: ReactNode;
}

/** An icon action on a card or a row: a tooltip, an accessible name and a phone-sized touch target. */
export function RowActionButton({ title, label, onClick, disabled, size, children }: RowActionButtonProps) {
  return (
    <Tooltip title={title}>
      <IconButton size={size} sx={PHONE_TOUCH_TARGET} aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
