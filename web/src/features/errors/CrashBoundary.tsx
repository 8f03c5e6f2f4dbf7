import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';

/** Top-level crash screen: nothing a component throws leaves a blank page. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Crash', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
        <Stack spacing={2} sx={{ maxWidth: 480, textAlign: 'center' }}>
          <Typography variant="h4">Something went wrong</Typography>
          <Typography color="text.secondary">
            An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.
          </Typography>
          <Stack direction="row" spacing={2} justifyContent="center">
            <Button variant="contained" onClick={() => window.location.reload()}>
              Retry
            </Button>
            <Button variant="outlined" href="/">
              Go to Home
            </Button>
          </Stack>
        </Stack>
      </Box>
    );
  }
}
