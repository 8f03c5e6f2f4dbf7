import { Box, LinearProgress, Typography } from '@mui/material';
import { passwordStrength } from '@garden/core';

const LABELS = { weak: 'Weak', medium: 'Medium', strong: 'Strong', 'very strong': 'Very strong' } as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <Box aria-label="Password strength" data-level={strength.level} data-score={strength.score}>
      <LinearProgress
        variant="determinate"
        value={strength.percent}
        color={strength.color}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color={`${strength.color}.main`}>
        Password strength: {LABELS[strength.level]}
      </Typography>
    </Box>
  );
}
