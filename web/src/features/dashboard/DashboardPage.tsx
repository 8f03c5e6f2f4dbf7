import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useAuth } from '../../auth/auth-context';
import { UploadStatusBanner, useStoredUpload } from '../statements/UploadStatusBanner';

/**
 * Until statements can be imported the dashboard shows its empty state: the spec's start-journey panel.
 * Accounts, totals and recent transactions join it with the import and dashboard issues.
 */
export function DashboardPage() {
  const { user } = useAuth();
  const firstName = user?.name.split(' ')[0] ?? '';
  const upload = useStoredUpload();
  return (
    <Box>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={2} sx={{ mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Welcome to your garden, {firstName}! 🌱
          </Typography>
          <Typography color="text.secondary">Your financial garden is ready for its first seeds.</Typography>
        </Box>
        <Button variant="contained" component={RouterLink} to="/settings" state={{ tab: 'bank_statements' }}>
          Upload Statement
        </Button>
      </Stack>
      <UploadStatusBanner upload={upload} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent sx={{ textAlign: 'center', py: 6 }}>
              <Typography fontSize={64} aria-hidden>
                🪴
              </Typography>
              <Typography variant="h5" component="h2" gutterBottom>
                Start Your Journey
              </Typography>
              <Typography color="text.secondary" paragraph>
                Upload a PDF statement from your bank and we will plant your accounts and transactions here.
              </Typography>
              {upload.running && upload.jobId ? (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={`/upload-queue?jobId=${encodeURIComponent(upload.jobId)}`}
                >
                  View Upload Progress
                </Button>
              ) : (
                <Button variant="contained" component={RouterLink} to="/settings" state={{ tab: 'bank_statements' }}>
                  Start Your Journey
                </Button>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                🧙 Garden Gnome Tips
              </Typography>
              <Typography color="text.secondary">
                Your AI garden gnome assistant is coming soon with tips to help your savings bloom.
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
