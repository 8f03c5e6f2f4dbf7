import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import CloseIcon from '@mui/icons-material/Close';
import { CURRENT_JOB_KEY, type JobStatus } from './statements-api';
import { useUploadJob } from './useUploadJob';

const BANNER_POLL_MS = 5_000;

export interface StoredUpload {
  jobId: string | null;
  job: JobStatus | null;
  /** The job finished while this page watched it. */
  completed: boolean;
  running: boolean;
  dismissed: boolean;
  dismiss: () => void;
}

/**
 * The dashboard's view of the stored upload job: queued or processing keeps the banner,
 * completed clears the stored id and calls onCompleted, any other status or a failed read clears it and hides.
 */
export function useStoredUpload(onCompleted?: () => void): StoredUpload {
  const [jobId] = useState(() => localStorage.getItem(CURRENT_JOB_KEY));
  const [dismissed, setDismissed] = useState(false);
  const { job, error, finished } = useUploadJob(jobId, BANNER_POLL_MS);
  const completed = finished && job?.status === 'completed';

  useEffect(() => {
    if (!jobId || !(finished || error)) return;
    localStorage.removeItem(CURRENT_JOB_KEY);
    if (completed) onCompleted?.();
  }, [jobId, finished, error, completed, onCompleted]);

  return {
    jobId,
    job,
    completed,
    running: (job?.status === 'queued' || job?.status === 'processing') && !error,
    dismissed: dismissed || !!error || (finished && !completed),
    dismiss: () => setDismissed(true),
  };
}

export function UploadStatusBanner({ upload }: { upload: StoredUpload }) {
  const { jobId, job, completed, running, dismissed, dismiss } = upload;
  if (!jobId || !job || dismissed || !(running || completed)) return null;
  return (
    <Alert
      severity={completed ? 'success' : 'info'}
      sx={{ mb: 3, borderRadius: 3 }}
      action={
        <>
          <Button color="inherit" component={RouterLink} to={`/upload-queue?jobId=${encodeURIComponent(jobId)}`}>
            View Details
          </Button>
          <IconButton color="inherit" size="small" aria-label="Dismiss" onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <AlertTitle>
        {completed ? 'Your statements have been planted 🌻' : 'Your statements are being planted 🌱'}
      </AlertTitle>
      {completed ? 'The new accounts and transactions are in your garden.' : `${job.progress_percentage}% complete`}
      {running && (
        <LinearProgress
          variant="determinate"
          value={job.progress_percentage}
          sx={{ mt: 1, borderRadius: 2 }}
          aria-label="Upload progress"
        />
      )}
    </Alert>
  );
}
