import { Link as RouterLink } from 'react-router';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { PageHeader } from '../layout/MainLayout';

/** A main-screen route whose feature has not been planted yet: says so plainly and points to what works. */
export function GardenBedPage({ title, icon, description }: { title: string; icon: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent>
          <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
            <Typography fontSize={56} aria-hidden>
              {icon}
            </Typography>
            <Typography variant="h6" component="h2">
              This garden bed is still being prepared
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
              {description}
            </Typography>
            <Button variant="outlined" component={RouterLink} to="/dashboard">
              Back to Dashboard
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
