import { useCallback, useEffect, useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import { useSocketConnected } from '../../api/socket-status';
import { UploadJobUpdatedDocument } from '../../graphql/generated/graphql';
import { FINAL_STATUSES, fetchJobStatus, fetchJobSummary, type JobStatus, type JobSummary } from './statements-api';

export interface UploadJobWatch {
  job: JobStatus | null;
  summary: JobSummary | null;
  error: string | null;
  /** True once the job reached completed, failed or cancelled. */
  finished: boolean;
  /** Reads the status (or the summary) again after an error. */
  retry: () => void;
}

/**
 * Follows one upload job: the uploadJobUpdated subscription while the socket is connected, REST polling
 * every pollMs only while it is not, then the summary once the job reaches a final state.
 */
export function useUploadJob(jobId: string | null, pollMs: number): UploadJobWatch {
  const [polled, setPolled] = useState<JobStatus | null>(null);
  const [summary, setSummary] = useState<JobSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const subscription = useSubscription(UploadJobUpdatedDocument, { variables: { jobId: jobId ?? '' }, skip: !jobId });
  // Down while connecting, reconnecting or failed: the subscription alone says so only after every retry.
  const socketDown = !useSocketConnected() || Boolean(subscription.error);
  const live = subscription.data?.uploadJobUpdated;
  const job: JobStatus | null =
    live && live.id === jobId
      ? {
          job_id: live.id,
          status: live.status as JobStatus['status'],
          progress_percentage: live.progressPercentage,
          current_task: live.currentTask ?? null,
          error_message: live.errorMessage ?? null,
          tasks: live.tasks.map((task) => ({
            task_id: task.id,
            filename: task.filename,
            status: task.status as JobStatus['tasks'][number]['status'],
            current_step: task.currentStep ?? null,
            error_message: task.errorMessage ?? null,
            progress: task.progress,
          })),
        }
      : polled;
  const status = job?.status;
  const jobError = job?.error_message ?? null;
  const finished = !!status && FINAL_STATUSES.includes(status);

  useEffect(() => {
    if (!jobId || finished) return;
    let stopped = false;
    const load = () =>
      fetchJobStatus(jobId)
        .then((next) => {
          if (!stopped) {
            setPolled(next);
            setError(null);
          }
        })
        .catch((failure: unknown) => {
          if (!stopped) setError(failure instanceof Error ? failure.message : 'Failed to fetch job status');
        });
    // One read at once so the page has a state before the first live event arrives.
    void load();
    if (!socketDown) return () => void (stopped = true);
    const timer = setInterval(() => void load(), pollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [jobId, socketDown, finished, pollMs, attempt]);

  useEffect(() => {
    if (!jobId || !finished) return;
    let stopped = false;
    fetchJobSummary(jobId)
      .then((next) => {
        if (!stopped) setSummary(next);
      })
      .catch((failure: unknown) => {
        if (stopped) return;
        // The job's own error message is preferred over the generic one.
        setError(jobError ?? (failure instanceof Error ? failure.message : 'Failed to load job results'));
      });
    return () => void (stopped = true);
  }, [jobId, finished, jobError, attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);
  return { job, summary, error, finished, retry };
}
