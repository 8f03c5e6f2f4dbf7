import { Router } from 'express';
import { callerOf } from '../rest/rest-auth';
import { AssetsService } from './assets.service';
import { assetsBreakdownJson } from './assets.types';

/** GET /dashboard/assets-breakdown: the assets breakdown of the Assets overview. */
export function assetsRoutes(): Router {
  const router = Router();
  router.get('/dashboard/assets-breakdown', async (request, response) => {
    const { em, user } = callerOf(request);
    response.json(assetsBreakdownJson(await new AssetsService(em).breakdown(user.id)));
  });
  return router;
}
