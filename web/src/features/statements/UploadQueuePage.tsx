import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JobProgress } from './JobProgress';
import { useUploadJob } from './useUploadJob';
import { UploadResults } from './UploadResults';
import { CURRENT_JOB_KEY, cancelJob } from './statements-api';
import { RetryAlert } from '../../shared/RetryAlert';

const POLL_MS = 2_000;

/** /upload-queue?jobId=…: live progress from the subscription (polling only while the socket is down), then results. */
export function UploadQueuePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  const { job, summary, error: watchError, finished, retry } = useUploadJob(jobId, POLL_MS);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const error = cancelError ?? watchError;
  const status = job?.status;

  useEffect(() => {
    if (finished) localStorage.removeItem(CURRENT_JOB_KEY);
  }, [finished]);

  if (!jobId) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h5">No upload job found. Please start a new upload.</Typography>
        <Button variant="contained" onClick={() => void navigate('/settings', { state: { tab: 'bank_statements' } })}>
          Start New Upload
        </Button>
      </Stack>
    );
  }

  const cancellable = status === 'queued' || status === 'processing';

  const cancel = async () => {
    try {
      await cancelJob(jobId);
      localStorage.removeItem(CURRENT_JOB_KEY);
      void navigate('/settings', { state: { tab: 'bank_statements' } });
    } catch (failure) {
      setCancelError(failure instanceof Error ? failure.message : 'Failed to cancel job');
    }
  };

  if (summary) return <UploadResults summary={summary} />;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Your Planting Queue
      </Typography>
      {error && (
        <RetryAlert
          message={error}
          retryLabel="Retry"
          buttonSize="medium"
          onRetry={() => {
            setCancelError(null);
            retry();
          }}
        />
      )}
      <JobProgress job={job} />
      {cancellable && (
        <Box>
          <Button color="error" variant="outlined" onClick={() => void cancel()}>
            Cancel Upload
          </Button>
        </Box>
      )}
    </Stack>
  );
}
