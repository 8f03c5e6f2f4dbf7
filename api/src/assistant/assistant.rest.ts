import { Router } from 'express';
import { callerOf } from '../rest/rest-auth';
import { InsightsService } from './insights.service';
import { ChatService } from './chat.service';
import { chatAnswerJson, insightJson } from './assistant.types';

/** The AI assistant: GET /ai-assistant/insights and POST /ai-assistant/chat (the spec leaves the shapes to us). */
export function assistantRoutes(): Router {
  const router = Router();
  router.get('/ai-assistant/insights', async (request, response) => {
    const { em, user } = callerOf(request);
    const insights = await new InsightsService(em).list(user.id, request.query.as_of);
    response.json({ insights: insights.map(insightJson) });
  });
  router.post('/ai-assistant/chat', async (request, response) => {
    const { em, user } = callerOf(request);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    response.json(chatAnswerJson(await new ChatService(em).ask(user.id, { message: body.message, asOf: body.as_of })));
  });
  return router;
}
