import { Router } from 'express';
import type { User } from './user.entity';
import { UsersService } from './users.service';
import { callerOf } from '../rest/rest-auth';

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
  };
}

export function usersRoutes(): Router {
  const router = Router();
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
