import { Router } from 'express';
import type { User } from './user.entity';
import { UsersService } from './users.service';
import { callerOf } from '../rest/rest-auth';
import { AccountDeletionService, systemClock, type Clock } from './account-deletion.service';

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

export function usersRoutes(clock: Clock = systemClock): Router {
  const router = Router();
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
