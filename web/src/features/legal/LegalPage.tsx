import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { LEGAL_TITLES, type LegalDocument } from './legal-documents';
import { PrivacyContent, TermsContent } from './legal-content';

/** /terms and /privacy; `return` picks the back link (default /). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const [params] = useSearchParams();
  const returnTo = params.get('return') ?? '/';
  const safeReturn = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <Button component={RouterLink} to={safeReturn} sx={{ mb: 2 }}>
        ← {safeReturn === '/register' ? 'Back to Registration' : 'Back to Home'}
      </Button>
      <Card>
        <CardContent>
          <Typography variant="h4" component="h1" gutterBottom>
            {LEGAL_TITLES[document]}
          </Typography>
          {document === 'terms' ? <TermsContent /> : <PrivacyContent />}
        </CardContent>
      </Card>
    </Box>
  );
}
