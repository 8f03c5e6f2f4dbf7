import { Link as RouterLink } from 'react-router';
import { Box, Button, Stack, Typography } from '@mui/material';

export function NotFoundPage() {
  return (
    <Box sx={{ minHeight: '80vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} alignItems="center" textAlign="center">
        <Typography fontSize={72} aria-hidden>
          🥀
        </Typography>
        <Typography variant="h4" component="h1">
          Oops! This garden path leads nowhere
        </Typography>
        <Typography color="text.secondary">The page you were looking for has not been planted.</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" component={RouterLink} to="/dashboard">
            Go to Dashboard
          </Button>
          <Button variant="outlined" component={RouterLink} to="/">
            Back to Home
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
