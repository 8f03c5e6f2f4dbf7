import { useSearchParams } from 'react-router';
import { Box, Tab, Tabs } from '@mui/material';
import { PageHeader } from '../layout/MainLayout';
import { InvestmentsTab } from '../investments/InvestmentsTab';
import { AssetsOverview } from './AssetsOverview';
import { CpfTab } from './CpfTab';
import { ASSET_TABS, isAssetTab, type AssetTab } from './assets-model';

const TAB_ICONS: Record<AssetTab, string> = { overview: '🌳', cpf: '🏛️', stocks: '📈' };

/**
 * Your Assets Garden (/assets, spec 02 section 2): overview (default), CPF Accounts and Investments tabs. The tab
 * lives in the URL (?tab=cpf, ?tab=stocks) so a reload or the back button returns to it.
 */
export function AssetsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AssetTab = isAssetTab(requested) ? requested : 'overview';

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
          variant="scrollable"
          scrollButtons={false}
        >
          {ASSET_TABS.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={item.label}
              icon={<span aria-hidden>{TAB_ICONS[item.value]}</span>}
              iconPosition="start"
              id={`assets-tab-${item.value}`}
              aria-controls={`assets-panel-${item.value}`}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`assets-panel-${tab}`} aria-labelledby={`assets-tab-${tab}`}>
        {tab === 'overview' && <AssetsOverview onOpenCpf={() => select('cpf')} />}
        {tab === 'cpf' && <CpfTab />}
        {tab === 'stocks' && <InvestmentsTab />}
      </Box>
    </>
  );
}
