import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { DataExportDocument, RequestDataExportDocument } from '../../graphql/generated/graphql';
import { serverDetail } from '../../shared/graphql-errors';
import { SettingsSection } from './SettingsSection';
import { apiFetch } from '../../api/api-fetch';

export const EXPORT_MESSAGES = {
  requestFailed: 'We couldn’t start your export. Please try again.',
  failed: 'The export could not be created. Please try again.',
  downloadFailed: 'The download failed. Please try again.',
} as const;

/** How often the page asks how far the export is. */
const POLL_MS = 1000;

/** Saves a downloaded file through a temporary link: the ZIP needs the bearer token, so a plain href cannot fetch it. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Settings > Profile, "Export my data": starts the background export, shows its progress, then a
 * download of the ZIP (CSV files and a JSON copy), kept for a day.
 */
export function ExportDataSection() {
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [requestExport, { loading: requesting }] = useMutation(RequestDataExportDocument);
  const [finished, setFinished] = useState(false);
  const job = useQuery(DataExportDocument, {
    variables: { id: jobId ?? '' },
    skip: !jobId,
    // Asked again every second until the export is done.
    pollInterval: finished ? 0 : POLL_MS,
  });
  const view = job.data?.dataExport;
  const done = view?.status === 'completed' || view?.status === 'failed';
  if (done !== finished && view?.id === jobId) setFinished(done);

  const start = async () => {
    setError(null);
    try {
      const result = await requestExport();
      const id = result.data?.requestDataExport.id;
      if (id) {
        setFinished(false);
        setJobId(id);
      }
    } catch (failure) {
      setError(serverDetail(failure) ?? EXPORT_MESSAGES.requestFailed);
    }
  };
  const download = async () => {
    if (!view?.downloadUrl) return;
    setError(null);
    setDownloading(true);
    try {
      const response = await apiFetch(view.downloadUrl);
      if (!response.ok) throw new Error(`download answered ${response.status}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      saveFile(await response.blob(), name ?? 'money-garden-export.zip');
    } catch {
      setError(EXPORT_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const running = Boolean(jobId) && !finished;
  return (
    <SettingsSection
      titleId="export-data-title"
      title="Export my data"
      intro={
        <>
          Download everything in your garden as a ZIP: CSV files of your transactions, accounts, categories, budgets,
          CPF accounts and activity and holdings, and a JSON copy of it all. The file is kept for a day.
        </>
      }
    >
      <Stack spacing={2} alignItems="flex-start">
        <Button variant="outlined" onClick={() => void start()} disabled={requesting || running}>
          {requesting || running ? 'Exporting...' : 'Export my data'}
        </Button>
        {running && (
          <Box sx={{ width: '100%' }}>
            <LinearProgress variant="determinate" value={view?.progress ?? 0} aria-label="Export progress" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {view?.currentStep
                ? `Writing ${view.currentStep} (${view.progress}%)`
                : `Preparing (${view?.progress ?? 0}%)`}
            </Typography>
          </Box>
        )}
        {view?.status === 'completed' && view.downloadUrl && (
          <Alert severity="success" sx={{ width: '100%' }}>
            Your export is ready.{' '}
            <Button size="small" onClick={() => void download()} disabled={downloading}>
              {downloading ? 'Downloading...' : 'Download ZIP'}
            </Button>
          </Alert>
        )}
        {view?.status === 'failed' && (
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            {view.errorMessage ?? EXPORT_MESSAGES.failed}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            {error}
          </Alert>
        )}
      </Stack>
    </SettingsSection>
  );
}
