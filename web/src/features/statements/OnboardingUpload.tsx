import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JobProgress } from './JobProgress';
import { StatementUploader } from './StatementUploader';
import { UploadResults, resultMode } from './UploadResults';
import { CURRENT_JOB_KEY } from './statements-api';
import { useUploadJob } from './useUploadJob';
import { RetryAlert } from '../../shared/RetryAlert';

export const ONBOARDING_JOB_KEY = 'garden.onboardingUploadJobId';
const POLL_MS = 2_000;

/**
 * Onboarding's connect step after "Upload Statement PDF": one file, then the job's progress and its result.
 * onContinue tells the page whether the person skipped while the job still ran (the stored id is then kept).
 */
export function OnboardingUpload({
  onContinue,
  onBack,
}: {
  onContinue: (skippedWhileRunning: boolean) => void;
  onBack: () => void;
}) {
  const [phase, setPhase] = useState<'pick' | 'progress'>(() =>
    localStorage.getItem(ONBOARDING_JOB_KEY) ? 'progress' : 'pick',
  );
  const [jobId, setJobId] = useState<string | null>(() => localStorage.getItem(ONBOARDING_JOB_KEY));
  const {
    job,
    summary,
    error,
    finished,
    retry: retryStatus,
  } = useUploadJob(phase === 'progress' ? jobId : null, POLL_MS);

  if (phase === 'pick') {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Upload Statement PDF
        </Typography>
        <Typography color="text.secondary">Plant one PDF bank statement to start your garden.</Typography>
        <StatementUploader
          single
          onStarted={(started) => {
            localStorage.setItem(ONBOARDING_JOB_KEY, started);
            setJobId(started);
            setPhase('progress');
          }}
        />
        <Stack direction="row">
          <Button onClick={onBack}>Back</Button>
        </Stack>
      </Stack>
    );
  }

  const retry = () => {
    localStorage.removeItem(ONBOARDING_JOB_KEY);
    setJobId(null);
    setPhase('pick');
  };

  if (!jobId) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="warning">No upload job found. Please try uploading again.</Alert>
        <Button variant="contained" onClick={retry}>
          Try Again
        </Button>
      </Stack>
    );
  }

  const failed =
    job?.status === 'failed' || job?.status === 'cancelled' || (summary && resultMode(summary) === 'all-failed');

  if (summary) {
    return (
      <UploadResults
        summary={summary}
        actions={
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => onContinue(false)}>
              {failed ? 'Continue Tour Anyway' : 'Continue to Tour'}
            </Button>
            {failed && <Button onClick={retry}>Try Again</Button>}
          </Stack>
        }
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Planting your statement
      </Typography>
      {error && <RetryAlert message={error} retryLabel="Retry" buttonSize="medium" onRetry={retryStatus} />}
      <JobProgress job={job} />
      <Stack direction="row" spacing={2} flexWrap="wrap">
        {finished || error ? (
          <Button variant="contained" onClick={() => onContinue(false)}>
            Continue Tour Anyway
          </Button>
        ) : (
          <>
            <Button
              variant="outlined"
              onClick={() => {
                // The dashboard banner follows the job the person left running.
                localStorage.setItem(CURRENT_JOB_KEY, jobId);
                onContinue(true);
              }}
            >
              Skip &amp; Continue Tour
            </Button>
            <Button variant="contained" disabled>
              Waiting for Results...
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
