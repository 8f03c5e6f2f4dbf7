import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { GnomeInsightsDocument } from '../../graphql/generated/graphql';
import { GNOME_MESSAGES, TIPS_SHOWN, dismissTip, dismissedTips } from './gnome-model';

/** The dashboard's "Garden Gnome Tips" card: the best insights not dismissed, each with a link to its rows. */
export function GnomeTipsCard({ fill = false }: { fill?: boolean }) {
  const insights = useQuery(GnomeInsightsDocument, { fetchPolicy: 'cache-and-network' });
  const [dismissed, setDismissed] = useState(() => dismissedTips());
  const tips = (insights.data?.insights ?? []).filter((tip) => !dismissed.includes(tip.id)).slice(0, TIPS_SHOWN);

  return (
    <Card sx={{ height: fill ? '100%' : 'auto', background: 'linear-gradient(180deg,#f1f8ec,#ffffff)' }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography fontSize={36} aria-hidden>
            🧙
          </Typography>
          <Typography variant="h6" component="h2">
            Garden Gnome Tips
          </Typography>
        </Stack>
        {insights.loading && !insights.data ? (
          <Box aria-busy="true" aria-label="Loading tips" sx={{ mt: 1 }}>
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </Box>
        ) : insights.error && !insights.data ? (
          <Stack spacing={1} sx={{ mt: 1 }} alignItems="flex-start">
            <Typography color="error" role="alert">
              {GNOME_MESSAGES.tipsFailed}
            </Typography>
            <Button size="small" onClick={() => void insights.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : tips.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {GNOME_MESSAGES.noTips}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label="Tips">
            {tips.map((tip) => (
              <Box component="li" key={tip.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1 }}>
                  <Typography variant="body2" fontWeight={600}>
                    {tip.headline}
                  </Typography>
                  <Button size="small" component={RouterLink} to={tip.link} sx={{ px: 0 }}>
                    See details
                  </Button>
                </Box>
                <IconButton
                  size="small"
                  sx={{ minWidth: 44, minHeight: 44 }}
                  aria-label={`Dismiss tip: ${tip.headline}`}
                  onClick={() => setDismissed(dismissTip(tip.id))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Stack>
        )}
        <Button size="small" component={RouterLink} to="/recurring" sx={{ mt: 1, px: 0 }}>
          Recurring payments
        </Button>
      </CardContent>
    </Card>
  );
}
