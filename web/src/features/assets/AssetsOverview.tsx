import { useQuery } from '@apollo/client/react';
import { PieChart } from '@mui/x-charts/PieChart';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { centsToDecimal, decimalToCents } from '@garden/core';
import { AssetsBreakdownDocument, type AssetsBreakdownQuery } from '../../graphql/generated/graphql';
import { formatMoney } from '../transactions/transactions-model';
import { Figure } from '../../shared/Figure';
import { dollars } from '../../shared/format';
import { CPF_MESSAGES, cpfMeta, formatCpfTotal, orderCpfAccounts } from './assets-model';
import { RetryAlert } from '../../shared/RetryAlert';

const BANK_COLOUR = '#2f7d3b';
const CPF_COLOUR = '#2563EB';
const INVESTMENT_COLOUR = '#c98b2b';

/** A chart value in dollars; a negative total (an overdrawn account) draws as no slice. */
const slice = (amount: string): number => Math.max(0, decimalToCents(amount)) / 100;

type Breakdown = AssetsBreakdownQuery['assetsBreakdown'];

const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/**
 * The pie and figures of the breakdown: total assets (bank accounts, CPF accounts and investments, all in SGD),
 * each part, what the credit cards owe and the net worth. Money in another currency is named, never converted.
 */
function BreakdownFigures({ breakdown }: { breakdown: Breakdown }) {
  const parts = [
    { id: 'bank', label: 'Bank Accounts', amount: breakdown.bankAccounts.total, color: BANK_COLOUR },
    { id: 'cpf', label: 'CPF Accounts', amount: breakdown.retirementAccounts.total, color: CPF_COLOUR },
    { id: 'investments', label: 'Investments', amount: breakdown.investments.total, color: INVESTMENT_COLOUR },
  ];
  const drawn = parts.filter((part) => slice(part.amount) > 0);
  const cards = breakdown.creditCards.accounts;
  const sgdShares = breakdown.investments.byCurrency.find((entry) => entry.currency === breakdown.currency);
  const otherShares = breakdown.investments.byCurrency.filter((entry) => entry.currency !== breakdown.currency);
  const otherAccounts = breakdown.bankAccounts.accounts.filter((account) => account.currency !== breakdown.currency);
  const otherCards = cards.filter((card) => card.currency !== breakdown.currency);
  const unpriced = sgdShares ? sgdShares.positions - sgdShares.pricedPositions : 0;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} alignItems="center">
        <Box
          sx={{ width: { xs: '100%', sm: 240 }, height: 240, flexShrink: 0 }}
          role="img"
          data-testid="assets-pie"
          aria-label={`Pie chart: ${parts.map((part) => `${part.label.toLowerCase()} ${dollars(part.amount)}`).join(', ')}`}
        >
          {drawn.length > 0 ? (
            <PieChart
              height={240}
              hideLegend
              margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
              series={[
                {
                  data: drawn.map((part) => ({
                    id: part.id,
                    label: part.label,
                    value: slice(part.amount),
                    color: part.color,
                  })),
                  innerRadius: 40,
                  outerRadius: 110,
                  paddingAngle: 1.5,
                  cornerRadius: 4,
                  valueFormatter: (item) => dollars(centsToDecimal(Math.round(item.value * 100))),
                },
              ]}
            />
          ) : (
            <Stack alignItems="center" justifyContent="center" sx={{ height: '100%' }}>
              <Typography fontSize={56} aria-hidden>
                🌱
              </Typography>
              <Typography color="text.secondary">Nothing planted yet</Typography>
            </Stack>
          )}
        </Box>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Figure label="Total Assets" value={dollars(breakdown.totalAssets)} testId="total-assets" />
          <Figure
            label={`Bank Accounts (${breakdown.bankAccounts.accounts.length})`}
            value={dollars(breakdown.bankAccounts.total)}
            dot={BANK_COLOUR}
            testId="bank-accounts-total"
          />
          <Figure
            label="CPF Accounts"
            value={dollars(breakdown.retirementAccounts.total)}
            dot={CPF_COLOUR}
            testId="cpf-accounts-total"
          />
          <Figure
            label={`Investments (${breakdown.investments.positions})`}
            value={dollars(breakdown.investments.total)}
            dot={INVESTMENT_COLOUR}
            testId="investments-total"
          >
            {unpriced > 0 && (
              <Typography variant="caption" color="text.secondary" component="p">
                {plural(unpriced, 'holding')} at what you paid until a market price arrives
              </Typography>
            )}
          </Figure>
        </Stack>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2, sm: 5 }}
        sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
      >
        <Figure
          label={`Credit Cards (${cards.length})`}
          value={
            decimalToCents(breakdown.creditCards.owed) > 0 ? `-${dollars(breakdown.creditCards.owed)}` : dollars('0')
          }
          testId="cards-owed"
        >
          <Typography variant="caption" color="text.secondary" component="p">
            Owed on your cards
          </Typography>
        </Figure>
        <Figure label="Net Worth" value={dollars(breakdown.netWorth)} testId="assets-net-worth" size="h5">
          <Typography variant="caption" color="text.secondary" component="p">
            Total assets minus what your cards owe
          </Typography>
        </Figure>
      </Stack>
      {(otherShares.length > 0 || otherAccounts.length > 0 || otherCards.length > 0) && (
        <Typography variant="body2" color="text.secondary" data-testid="other-currencies">
          Not in these {breakdown.currency} totals, as there is no exchange rate to convert them:{' '}
          {[
            ...otherAccounts.map((account) => `${account.name} ${formatMoney(account.balance, account.currency)}`),
            ...otherCards.map((card) => `${card.name} ${formatMoney(card.balance, card.currency)}`),
            ...otherShares.map(
              (entry) => `${plural(entry.positions, 'holding')} worth ${formatMoney(entry.value, entry.currency)}`,
            ),
          ].join('; ')}
          .
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The overview tab: the breakdown card (pie of bank accounts, CPF accounts and investments,
 * total assets, each total, what the cards owe and the net worth) and the CPF Total card (en-SG, no decimals; a skeleton while loading; 'Error' and the
 * store message on failure). Read fresh on every visit, so a CPF change made on the other tab shows here.
 */
export function AssetsOverview({ onOpenCpf }: { onOpenCpf: () => void }) {
  const { data, error, loading, refetch } = useQuery(AssetsBreakdownDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const breakdown = data?.assetsBreakdown;
  const failed = Boolean(error) && !loading;
  const retry = () => void refetch().catch(() => undefined);

  const unavailable = failed && !breakdown;

  return (
    <Grid container spacing={3}>
      {unavailable && (
        <Grid size={12}>
          <RetryAlert message={CPF_MESSAGES.breakdownFailed} onRetry={retry} />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 8 }}>
        <Card component="section" aria-labelledby="assets-breakdown-title" sx={{ height: '100%' }}>
          <CardContent>
            <Typography id="assets-breakdown-title" variant="h5" component="h2" gutterBottom>
              🌳 Assets Breakdown
            </Typography>
            {unavailable ? (
              <Typography color="text.secondary" sx={{ py: 4 }} data-testid="breakdown-unavailable">
                The breakdown could not be loaded.
              </Typography>
            ) : !breakdown ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} data-testid="breakdown-skeleton">
                <Skeleton variant="circular" width={220} height={220} />
                <Stack spacing={2} sx={{ flex: 1 }}>
                  <Skeleton variant="text" height={48} />
                  <Skeleton variant="text" height={40} />
                  <Skeleton variant="text" height={40} />
                </Stack>
              </Stack>
            ) : (
              <BreakdownFigures breakdown={breakdown} />
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card
          component="section"
          aria-labelledby="cpf-total-title"
          sx={{ height: '100%', background: 'linear-gradient(180deg,#eef4ff,#ffffff)' }}
        >
          <CardContent>
            <Typography id="cpf-total-title" variant="h6" component="h2" gutterBottom>
              🏛️ CPF Total
            </Typography>
            {unavailable ? (
              // The page's alert above offers the retry; the card says only what failed, as specified.
              <Alert severity="error" icon={false}>
                <AlertTitle>Error</AlertTitle>
                {CPF_MESSAGES.breakdownFailed}
              </Alert>
            ) : !breakdown ? (
              <Box data-testid="cpf-total-skeleton">
                <Skeleton variant="text" height={56} width="70%" />
                <Skeleton variant="text" width="50%" />
              </Box>
            ) : (
              <>
                <Typography variant="h3" component="p" fontWeight={800} data-testid="cpf-total">
                  {formatCpfTotal(breakdown.retirementAccounts.total)}
                </Typography>
                <Typography color="text.secondary" gutterBottom>
                  Retirement savings across your CPF accounts
                </Typography>
                <Stack spacing={0.5} sx={{ my: 2 }}>
                  {orderCpfAccounts(breakdown.retirementAccounts.breakdown).map((share) => (
                    <Stack key={share.accountType} direction="row" justifyContent="space-between">
                      <Typography color="text.secondary">
                        <Box
                          component="span"
                          aria-hidden
                          sx={{
                            display: 'inline-block',
                            width: 10,
                            height: 10,
                            borderRadius: '50%',
                            bgcolor: cpfMeta(share.accountType).colour,
                            mr: 1,
                          }}
                        />
                        {cpfMeta(share.accountType).name}
                      </Typography>
                      <Typography fontWeight={700}>{dollars(share.balance)}</Typography>
                    </Stack>
                  ))}
                </Stack>
                <Button variant="outlined" onClick={onOpenCpf}>
                  Manage CPF Accounts
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
