import { Box, CircularProgress } from '@mui/material';

/** Shown while a page's code or the sign-in state is on its way. */
export function PageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status" aria-label="Loading">
      <CircularProgress color="primary" />
    </Box>
  );
}
