import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';

/** Public liveness and database check for load balancers and docker-compose. */
export function healthRoutes(orm: MikroORM): Router {
  const router = Router();
  router.get('/health', async (_request, response) => {
    try {
      await orm.em.getConnection().execute('select 1');
      response.json({ status: 'healthy', database: 'connected' });
    } catch {
      response.status(503).json({ status: 'unhealthy', database: 'unreachable' });
    }
  });
  return router;
}
