import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Box, CircularProgress, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { PageHeader } from '../layout/PageHeader';
import { AssetsOverview } from './AssetsOverview';
import { ASSET_TABS, isAssetTab, type AssetTab } from './assets-model';

// The CPF and Investments tabs (their dialogs and charts) load when first opened; the overview comes with the page.
const CpfTab = lazy(() => import('./CpfTab').then((module) => ({ default: module.CpfTab })));
const InvestmentsTab = lazy(() =>
  import('../investments/InvestmentsTab').then((module) => ({ default: module.InvestmentsTab })),
);

const TAB_ICONS: Record<AssetTab, string> = { overview: '🌳', cpf: '🏛️', stocks: '📈' };

/**
 * Your Assets Garden (/assets): overview (default), CPF Accounts and Investments tabs. The tab
 * lives in the URL (?tab=cpf, ?tab=stocks) so a reload or the back button returns to it.
 */
export function AssetsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AssetTab = isAssetTab(requested) ? requested : 'overview';
  // On a phone the three tabs share the width (icon over label) so none is cut off.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const select = (next: AssetTab) => {
    const updated = new URLSearchParams(params);
    if (next === 'overview') updated.delete('tab');
    else updated.set('tab', next);
    setParams(updated);
  };

  return (
    <>
      <PageHeader title="Your Assets Garden" subtitle="Bank accounts, CPF and investments growing together." />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: AssetTab) => select(value)}
          aria-label="Asset views"
          variant={phone ? 'fullWidth' : 'standard'}
        >
          {ASSET_TABS.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={item.label}
              icon={<span aria-hidden>{TAB_ICONS[item.value]}</span>}
              iconPosition={phone ? 'top' : 'start'}
              id={`assets-tab-${item.value}`}
              // Only the selected tab's panel is rendered, so only it is referenced.
              aria-controls={item.value === tab ? `assets-panel-${item.value}` : undefined}
              sx={{ minHeight: 48, ...(phone && { minWidth: 0, px: 1 }) }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`assets-panel-${tab}`} aria-labelledby={`assets-tab-${tab}`}>
        <Suspense fallback={<CircularProgress aria-label="Loading" />}>
          {tab === 'overview' && <AssetsOverview onOpenCpf={() => select('cpf')} />}
          {tab === 'cpf' && <CpfTab />}
          {tab === 'stocks' && <InvestmentsTab />}
        </Suspense>
      </Box>
    </>
  );
}
