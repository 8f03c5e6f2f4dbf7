import { Router, type Request } from 'express';
import { callerOf } from '../rest/rest-auth';
import { RecurringService, recurringTotals } from './recurring.service';
import { recurringSeriesJson, recurringTotalJson } from './recurring.types';

/** Recurring payments: GET /recurring and PUT /recurring/{id} with { status }. */
export function recurringRoutes(): Router {
  const router = Router();
  const caller = (request: Request): { recurring: RecurringService; userId: string } => {
    const { em, user } = callerOf(request);
    return { recurring: new RecurringService(em), userId: user.id };
  };

  router.get('/recurring', async (request, response) => {
    const { recurring, userId } = caller(request);
    const series = await recurring.list(userId);
    response.json({ series: series.map(recurringSeriesJson), totals: recurringTotals(series).map(recurringTotalJson) });
  });
  router.get('/recurring/:id', async (request, response) => {
    const { recurring, userId } = caller(request);
    response.json(recurringSeriesJson(await recurring.get(userId, request.params.id)));
  });
  router.put('/recurring/:id', async (request, response) => {
    const { recurring, userId } = caller(request);
    response.json(recurringSeriesJson(await recurring.setStatus(userId, request.params.id, request.body)));
  });
  return router;
}
