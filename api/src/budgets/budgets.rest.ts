import { Router, type Request } from 'express';
import { callerOf } from '../rest/rest-auth';
import { restFields } from '../rest/rest-fields';
import { categoryToJson } from '../categories/categories.types';
import { BudgetsService } from './budgets.service';
import { budgetJson, budgetSpendingJson } from './budgets.types';

/** The REST body's snake_case names of the service's fields (and back, for validation errors). */
const FIELDS = {
  category_id: 'categoryId',
  period: 'period',
  amount: 'amount',
  notification_threshold: 'notificationThreshold',
  currency: 'currency',
  start_date: 'startDate',
  end_date: 'endDate',
  as_of: 'asOf',
} as const;
const { camel, snakeErrors } = restFields(FIELDS);

/** The budgets calls: /budgets, /budget-categories and /budgets/spending-by-category. */
export function budgetsRoutes(): Router {
  const router = Router();
  const caller = (request: Request): { budgets: BudgetsService; userId: string } => {
    const { em, user } = callerOf(request);
    return { budgets: new BudgetsService(em), userId: user.id };
  };

  router.get('/budgets', async (request, response) => {
    const { budgets, userId } = caller(request);
    response.json((await budgets.list(userId)).map(budgetJson));
  });
  router.post('/budgets', async (request, response) => {
    const { budgets, userId } = caller(request);
    response.status(201).json(budgetJson(await snakeErrors(budgets.create(userId, camel(request.body)))));
  });
  router.get('/budget-categories', async (request, response) => {
    const { budgets, userId } = caller(request);
    response.json((await budgets.budgetCategories(userId)).map(categoryToJson));
  });
  // Before /budgets/:id, which would otherwise take "spending-by-category" for an id.
  router.get('/budgets/spending-by-category', async (request, response) => {
    const { budgets, userId } = caller(request);
    const rows = await snakeErrors(budgets.spending(userId, camel(request.query)));
    response.json(rows.map(budgetSpendingJson));
  });
  router.get('/budgets/:id', async (request, response) => {
    const { budgets, userId } = caller(request);
    response.json(budgetJson(await budgets.get(userId, request.params.id)));
  });
  router.put('/budgets/:id', async (request, response) => {
    const { budgets, userId } = caller(request);
    response.json(budgetJson(await snakeErrors(budgets.update(userId, request.params.id, camel(request.body)))));
  });
  router.delete('/budgets/:id', async (request, response) => {
    const { budgets, userId } = caller(request);
    await budgets.delete(userId, request.params.id);
    response.json({ success: true, message: 'Budget deleted successfully' });
  });
  return router;
}
