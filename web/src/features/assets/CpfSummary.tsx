import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { dollars } from '../../shared/format';
import { cpfMeta, sumAmounts, type RetirementAccountView } from './assets-model';

/** The CPF Summary card: the exact total of the three balances, one row per account, how many grow monthly. */
export function CpfSummary({ accounts }: { accounts: RetirementAccountView[] }) {
  const total = sumAmounts(accounts.map((account) => account.balance));
  const growing = accounts.filter((account) => account.isAutoContributionEnabled).length;
  return (
    <Card component="section" aria-labelledby="cpf-summary-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="cpf-summary-title" variant="h6" component="h2" gutterBottom>
          🌱 CPF Summary
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
          Total CPF balance
        </Typography>
        <Typography variant="h4" component="p" fontWeight={800} data-testid="cpf-summary-total" gutterBottom>
          {dollars(total)}
        </Typography>
        <Stack spacing={1} sx={{ my: 2 }} divider={<Divider flexItem />}>
          {accounts.map((account) => {
            const meta = cpfMeta(account.accountType);
            return (
              <Stack
                key={account.id}
                direction="row"
                justifyContent="space-between"
                alignItems="center"
                data-testid="cpf-summary-row"
                aria-label={`${meta.name} ${dollars(account.balance)}`}
              >
                <Stack direction="row" spacing={1} alignItems="center">
                  <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: meta.colour }} />
                  <Typography>{meta.name}</Typography>
                </Stack>
                <Typography fontWeight={700}>{dollars(account.balance)}</Typography>
              </Stack>
            );
          })}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {growing === 0
            ? 'No automatic contributions yet.'
            : `${growing} of ${accounts.length} accounts growing automatically each month.`}
        </Typography>
      </CardContent>
    </Card>
  );
}
