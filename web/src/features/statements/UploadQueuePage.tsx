import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_STEPS } from '@garden/core';
import { UploadJobUpdatedDocument } from '../../graphql/generated/graphql';
import { UploadResults } from './UploadResults';
import {
  CURRENT_JOB_KEY,
  FINAL_STATUSES,
  cancelJob,
  fetchJobStatus,
  fetchJobSummary,
  type JobStatus,
  type JobSummary,
} from './statements-api';

/** A friendly garden headline for each server step. */
const STEP_HEADLINES: Record<string, string> = {
  [IMPORT_STEPS.extracting]: 'Digging through your statement…',
  [IMPORT_STEPS.accounts]: 'Planting your account beds…',
  [IMPORT_STEPS.categorizing]: 'Sorting your seeds into categories…',
  [IMPORT_STEPS.saving]: 'Watering your transactions into place…',
};

const POLL_MS = 2_000;

/** /upload-queue?jobId=…: live progress from the subscription (polling only while the socket is down), then results. */
export function UploadQueuePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  const [job, setJob] = useState<JobStatus | null>(null);
  const [summary, setSummary] = useState<JobSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subscription = useSubscription(UploadJobUpdatedDocument, { variables: { jobId: jobId ?? '' }, skip: !jobId });
  const socketDown = Boolean(subscription.error);
  const live = subscription.data?.uploadJobUpdated;
  const status = live?.status ?? job?.status;

  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    const load = () =>
      fetchJobStatus(jobId)
        .then((next) => {
          if (!stopped) setJob(next);
        })
        .catch((failure: unknown) =>
          setError(failure instanceof Error ? failure.message : 'Failed to fetch job status'),
        );
    void load();
    if (!socketDown) return () => void (stopped = true);
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [jobId, socketDown]);

  useEffect(() => {
    if (!jobId || !status || !FINAL_STATUSES.includes(status)) return;
    localStorage.removeItem(CURRENT_JOB_KEY);
    fetchJobSummary(jobId)
      .then(setSummary)
      .catch(() => setError('Failed to load job results'));
  }, [jobId, status]);

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

  const tasks = live
    ? live.tasks.map((task) => ({
        id: task.id,
        filename: task.filename,
        status: task.status,
        step: task.currentStep ?? null,
        error: task.errorMessage ?? null,
        progress: task.progress,
      }))
    : (job?.tasks ?? []).map((task) => ({
        id: task.task_id,
        filename: task.filename,
        status: task.status,
        step: task.current_step,
        error: task.error_message,
        progress: task.progress,
      }));
  const progress = live?.progressPercentage ?? job?.progress_percentage ?? 0;
  const cancellable = status === 'queued' || status === 'processing';

  const cancel = async () => {
    try {
      await cancelJob(jobId);
      localStorage.removeItem(CURRENT_JOB_KEY);
      void navigate('/settings', { state: { tab: 'bank_statements' } });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to cancel job');
    }
  };

  if (summary) return <UploadResults summary={summary} />;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Your Planting Queue
      </Typography>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => window.location.reload()}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Typography fontWeight={700}>
            {status === 'queued' ? 'Waiting for a gardener…' : 'Growing your garden'}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            sx={{ height: 10, borderRadius: 5, my: 1 }}
            aria-label="Job progress"
          />
          <Typography variant="body2" color="text.secondary">
            {progress}% complete
          </Typography>
        </CardContent>
      </Card>
      {tasks.map((task) => (
        <Card key={task.id} variant="outlined">
          <CardContent>
            <Stack direction="row" justifyContent="space-between">
              <Typography fontWeight={700}>{task.filename}</Typography>
              <Typography variant="body2">{task.status}</Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={task.progress}
              color={task.status === 'FAILED' ? 'error' : 'primary'}
              sx={{ my: 1 }}
              aria-label={`Progress of ${task.filename}`}
            />
            <Typography variant="body2" color="text.secondary">
              {task.step ? (STEP_HEADLINES[task.step] ?? task.step) : 'Waiting in the seed tray…'}
            </Typography>
            {task.step && (
              <Typography variant="caption" color="text.secondary">
                {task.step}
              </Typography>
            )}
            {task.error && <Alert severity={task.status === 'FAILED' ? 'error' : 'warning'}>{task.error}</Alert>}
          </CardContent>
        </Card>
      ))}
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
