import { Router } from 'express';
import { callerOf } from '../rest/rest-auth';
import { InsightsService } from './insights.service';
import { insightJson } from './assistant.types';

/** Spec 02 section 7 (AI assistant): GET /ai-assistant/insights (issue 16 gives the shapes). */
export function assistantRoutes(): Router {
  const router = Router();
  router.get('/ai-assistant/insights', async (request, response) => {
    const { em, user } = callerOf(request);
    const insights = await new InsightsService(em).list(user.id, request.query.as_of);
    response.json({ insights: insights.map(insightJson) });
  });
  return router;
}
