import { Router } from 'express';
import type { User } from './user.entity';
import { UsersService } from './users.service';
import { callerOf } from '../rest/rest-auth';
import { AccountDeletionService, systemClock, type Clock } from './account-deletion.service';
import type { JobQueue } from '../statements/queue/job-queue';
import type { DataExport } from './data-export.entity';
import { DataExportService, exportDownloadPath } from './data-export.service';

/** REST shape of a profile (snake_case, as the spec's client reads it). */
export function userToJson(user: User): Record<string, unknown> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    preferred_name: user.preferredName,
    country: user.country,
    date_of_birth: user.dateOfBirth,
    gender: user.gender,
    onboarding_completed: user.onboardingCompleted,
    email_verified: user.emailVerified,
    created_at: user.createdAt.toISOString(),
    deletion_scheduled_for: user.deletionScheduledFor?.toISOString() ?? null,
    deletion_reason: user.deletionReason,
  };
}

/** REST shape of an export job: the same status and progress fields as an upload job's status. */
export function dataExportToJson(job: DataExport): Record<string, unknown> {
  return {
    job_id: job.id,
    status: job.status,
    progress: job.progress,
    current_step: job.currentStep,
    error_message: job.errorMessage,
    size_bytes: job.sizeBytes,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
    expires_at: job.expiresAt?.toISOString() ?? null,
    download_url: job.status === 'completed' ? exportDownloadPath(job.id) : null,
  };
}

export function usersRoutes(exportQueue: JobQueue, clock: Clock = systemClock): Router {
  const router = Router();
  const exports = (request: Parameters<typeof callerOf>[0]) => {
    const { em, user } = callerOf(request);
    return { service: new DataExportService(em, exportQueue), userId: user.id };
  };
  // "Export my data": a background job; poll its status, then download the ZIP once it is completed.
  router.post('/users/me/export', async (request, response) => {
    const { service, userId } = exports(request);
    const job = await service.request(userId, clock());
    response.status(202).json({ job_id: job.id, status: job.status });
  });
  router.get('/users/me/export/:id', async (request, response) => {
    const { service, userId } = exports(request);
    response.json(dataExportToJson(await service.get(userId, request.params.id ?? '', clock())));
  });
  router.get('/users/me/export/:id/download', async (request, response) => {
    const { service, userId } = exports(request);
    const { job, bytes } = await service.download(userId, request.params.id ?? '', clock());
    const day = (job.finishedAt ?? job.createdAt).toISOString().slice(0, 10);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="money-garden-export-${day}.zip"`);
    response.setHeader('Cache-Control', 'no-store');
    if (job.sizeBytes !== null) response.setHeader('Content-Length', String(job.sizeBytes));
    for await (const piece of bytes) {
      if (!response.write(piece)) await new Promise<void>((resolve) => response.once('drain', resolve));
    }
    response.end();
  });
  // Deleting one's account: 202, carried out by the worker 30 days later unless cancelled meanwhile.
  router.delete('/users/me', async (request, response) => {
    const { em, user } = callerOf(request);
    const due = await new AccountDeletionService(em, clock).schedule(user);
    response.status(202).json({ deletion_scheduled_for: due.toISOString() });
  });
  router.post('/users/me/deletion/cancel', async (request, response) => {
    const { em, user } = callerOf(request);
    response.json(userToJson(await new AccountDeletionService(em, clock).cancel(user)));
  });
  router.get('/users/me', (request, response) => {
    response.json(userToJson(callerOf(request).user));
  });
  router.patch('/users/me', async (request, response) => {
    const { em, user } = callerOf(request);
    const updated = await new UsersService(em).updateProfile(user, request.body ?? {});
    response.json(userToJson(updated));
  });
  router.put('/users/profile/google', async (request, response) => {
    const { em, user } = callerOf(request);
    const updated = await new UsersService(em).enrichFromGoogle(user, request.body ?? {});
    response.json(userToJson(updated));
  });
  return router;
}
