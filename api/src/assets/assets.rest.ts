import { Router } from 'express';
import { callerOf } from '../rest/rest-auth';
import { AssetsService } from './assets.service';
import { assetsBreakdownJson } from './assets.types';

/** Spec 02 section 7: GET /dashboard/assets-breakdown. */
export function assetsRoutes(): Router {
  const router = Router();
  router.get('/dashboard/assets-breakdown', async (request, response) => {
    const { em, user } = callerOf(request);
    response.json(assetsBreakdownJson(await new AssetsService(em).breakdown(user.id)));
  });
  return router;
}
