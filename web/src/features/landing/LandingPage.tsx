import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Link,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import type { LegalDocument } from '../legal/legal-documents';
import { StatsBand } from './StatsBand';
import { SUPPORTED_BANKS } from './supported-banks';

const FEATURES = [
  {
    icon: '📄',
    title: 'Statement import',
    text: 'Drop in PDF statements from Singapore banks; we read every line for you.',
  },
  {
    icon: '🏷️',
    title: 'Smart categories',
    text: 'Transactions sort themselves into categories that learn from your choices.',
  },
  { icon: '📊', title: 'Growth reports', text: 'See where your money grows and where it leaks, month by month.' },
  { icon: '🌳', title: 'All your assets', text: 'Bank accounts, CPF and stocks together in one garden.' },
];
const STEPS = [
  { title: 'Sign up', text: 'Create a free account in a minute.' },
  { title: 'Upload statements', text: 'Plant your PDF bank statements.' },
  { title: 'Get insights', text: 'Watch your financial garden bloom.' },
];
/**
 * The landing page's #testimonials section. Money Garden has no quotes from real users to show, so it shows what
 * a person does in the app instead of invented praise from invented people.
 */
const TESTIMONIALS = [
  { name: 'Day one', text: 'Upload a PDF statement: its transactions arrive sorted into categories you can change.' },
  { name: 'Week one', text: 'Move a coffee shop to Food & Dining once and its later lines follow your choice.' },
  { name: 'Month one', text: 'Reports show where your money went by category and over time, for any season.' },
];

// The dialog's code loads on the first click of Terms or Privacy, not with the page.
const LegalDialog = lazy(() => import('../legal/LegalDialog').then((module) => ({ default: module.LegalDialog })));

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h2" textAlign="center" gutterBottom>
      {children}
    </Typography>
  );
}

export function LandingPage() {
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  // Stays mounted once opened, so closing it animates like any dialog.
  const [legalShown, setLegalShown] = useState(false);
  const showLegal = (document: LegalDocument) => {
    setLegal(document);
    setLegalShown(true);
  };
  return (
    <Box>
      <AppBar position="fixed" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1.5, sm: 3 } }}>
          <Typography
            variant="h6"
            component="p"
            noWrap
            data-testid="landing-logo"
            sx={{ flexGrow: 1, fontWeight: 800, color: 'primary.main', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            🌱 Money Garden
          </Typography>
          <Stack direction="row" spacing={2} sx={{ display: { xs: 'none', md: 'flex' } }}>
            <Link href="#features" underline="hover">
              Features
            </Link>
            <Link href="#how-it-works" underline="hover">
              How it works
            </Link>
            <Link href="#testimonials" underline="hover">
              Testimonials
            </Link>
          </Stack>
          <Button component={RouterLink} to="/login" sx={{ whiteSpace: 'nowrap', minWidth: 0, px: { xs: 1, sm: 2 } }}>
            Sign In
          </Button>
          <Button
            component={RouterLink}
            to="/register"
            variant="contained"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1.5, sm: 2 } }}
          >
            Get Started Free
          </Button>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Box
        component="section"
        sx={{ py: { xs: 6, md: 10 }, px: 2, background: 'linear-gradient(180deg,#e8f5e1,#f5f9f2)' }}
      >
        <Grid container spacing={4} sx={{ maxWidth: 1100, mx: 'auto' }} alignItems="center">
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h2" component="h1" gutterBottom>
              Grow your money like a garden
            </Typography>
            <Typography variant="h6" color="text.secondary" paragraph>
              Import your bank statements, see every dollar sorted and watch your savings bloom. Built for Singapore.
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
              <Button component={RouterLink} to="/register" variant="contained" size="large">
                Get Started Free
              </Button>
              <Button href="#how-it-works" size="large">
                See how it works
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} textAlign="center">
            <Box
              aria-hidden
              sx={{
                fontSize: 140,
                '@keyframes sway': { '0%,100%': { transform: 'rotate(-4deg)' }, '50%': { transform: 'rotate(4deg)' } },
                animation: 'sway 4s ease-in-out infinite',
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              🌻
            </Box>
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} justifyContent="center" flexWrap="wrap" useFlexGap sx={{ mt: 4 }}>
          <Chip label="🔒 Bank-level encryption" />
          <Chip label="🙅 We never sell your data" />
          <Chip label={`🏦 Statements from ${SUPPORTED_BANKS.length} banks in Singapore and the US`} />
        </Stack>
      </Box>
      <StatsBand />
      <Box component="section" id="features" sx={{ py: 8, px: 2, maxWidth: 1100, mx: 'auto' }}>
        <SectionTitle>Everything your money garden needs</SectionTitle>
        <Grid container spacing={3}>
          {FEATURES.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography fontSize={40} aria-hidden>
                    {feature.icon}
                  </Typography>
                  <Typography variant="h6" component="h3">
                    {feature.title}
                  </Typography>
                  <Typography color="text.secondary">{feature.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Typography textAlign="center" color="text.secondary" sx={{ mt: 3 }}>
          Supported banks: {SUPPORTED_BANKS.join(', ')}
        </Typography>
      </Box>
      <Box component="section" id="how-it-works" sx={{ py: 8, px: 2, bgcolor: '#eef6ea' }}>
        <SectionTitle>How it works</SectionTitle>
        <Grid container spacing={3} sx={{ maxWidth: 1000, mx: 'auto' }}>
          {STEPS.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, md: 4 }} textAlign="center">
              <Avatar sx={{ bgcolor: 'primary.main', mx: 'auto', mb: 1 }}>{index + 1}</Avatar>
              <Typography variant="h6" component="h3">
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box component="section" id="testimonials" sx={{ py: 8, px: 2, maxWidth: 1100, mx: 'auto' }}>
        <SectionTitle>What your first month looks like</SectionTitle>
        <Grid container spacing={3}>
          {TESTIMONIALS.map((testimonial) => (
            <Grid key={testimonial.name} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography fontWeight={700} gutterBottom>
                    {testimonial.name}
                  </Typography>
                  <Typography>{testimonial.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box
        component="section"
        sx={{ py: 8, px: 2, textAlign: 'center', bgcolor: 'primary.dark', color: 'primary.contrastText' }}
      >
        <Typography variant="h4" component="h2" gutterBottom>
          Ready to plant your first seed?
        </Typography>
        <Button component={RouterLink} to="/register" variant="contained" color="secondary" size="large">
          Get Started Free
        </Button>
      </Box>
      <Box component="footer" sx={{ py: 4, px: 2, textAlign: 'center' }}>
        <Stack direction="row" spacing={3} justifyContent="center">
          <Link component="button" onClick={() => showLegal('privacy')}>
            Privacy Policy
          </Link>
          <Link component="button" onClick={() => showLegal('terms')}>
            Terms of Service
          </Link>
        </Stack>
        {/* Drawn at build time too: a new year may have begun since. */}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} suppressHydrationWarning>
          © {new Date().getFullYear()} Money Garden. Free, private, made in Singapore.
        </Typography>
      </Box>
      {legalShown && (
        <Suspense fallback={null}>
          <LegalDialog open={legal} onClose={() => setLegal(null)} />
        </Suspense>
      )}
    </Box>
  );
}
