import Typography, { type TypographyProps } from '@mui/material/Typography';

/** A report tile's words: the label, the bold value (tinted when told) and an optional hint under it. */
export function StatText({
  label,
  value,
  hint,
  size,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  size: TypographyProps['variant'];
  tone?: string;
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant={size} fontWeight={800} sx={tone === undefined ? undefined : { color: tone }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </>
  );
}
