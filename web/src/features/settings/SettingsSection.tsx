import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

interface SettingsSectionProps {
  /** The heading's id, naming the section. */
  titleId: string;
  title: string;
  /** What the section does, under the heading. */
  intro: ReactNode;
  children: ReactNode;
}

/** A section at the end of a settings tab, ruled off from what is above it. */
export function SettingsSection({ titleId, title, intro, children }: SettingsSectionProps) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={titleId} variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}
