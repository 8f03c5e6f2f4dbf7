import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_STEPS } from '@garden/core';
import type { JobStatus } from './statements-api';

/** A friendly garden headline for each server step. */
export const STEP_HEADLINES: Record<string, string> = {
  [IMPORT_STEPS.extracting]: 'Digging through your statement…',
  [IMPORT_STEPS.accounts]: 'Planting your account beds…',
  [IMPORT_STEPS.categorizing]: 'Sorting your seeds into categories…',
  [IMPORT_STEPS.saving]: 'Watering your transactions into place…',
};

/** Overall and per-file progress of one upload job, with each file's step headline. */
export function JobProgress({ job }: { job: JobStatus | null }) {
  const progress = job?.progress_percentage ?? 0;
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography fontWeight={700}>
            {!job || job.status === 'queued' ? 'Waiting for a gardener…' : 'Growing your garden'}
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
      {(job?.tasks ?? []).map((task) => (
        <Card key={task.task_id} variant="outlined">
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
              {task.current_step
                ? (STEP_HEADLINES[task.current_step] ?? task.current_step)
                : 'Waiting in the seed tray…'}
            </Typography>
            {task.current_step && (
              <Typography variant="caption" color="text.secondary">
                {task.current_step}
              </Typography>
            )}
            {task.error_message && (
              <Alert severity={task.status === 'FAILED' ? 'error' : 'warning'}>{task.error_message}</Alert>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
