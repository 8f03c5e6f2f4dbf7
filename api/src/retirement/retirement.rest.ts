import { Router, type Request } from 'express';
import { callerOf } from '../rest/rest-auth';
import { restFields } from '../rest/rest-fields';
import { RetirementService } from './retirement.service';
import { cpfActivityJson, retirementAccountJson } from './retirement.types';

/** The REST body's snake_case names of the service's fields (and back, for validation errors). */
const FIELDS = {
  account_type: 'accountType',
  balance: 'balance',
  currency: 'currency',
  is_auto_contribution_enabled: 'isAutoContributionEnabled',
  contribution_day: 'contributionDay',
  contribution_amount: 'contributionAmount',
  mode: 'mode',
  new_balance: 'newBalance',
  amount: 'amount',
  transaction_type: 'transactionType',
  notes: 'notes',
  date: 'date',
} as const;
const { camel, snakeErrors } = restFields(FIELDS);

/** The retirement accounts calls, plus balance updates and the activity list. */
export function retirementRoutes(): Router {
  const router = Router();
  const caller = (request: Request): { retirement: RetirementService; userId: string } => {
    const { em, user } = callerOf(request);
    return { retirement: new RetirementService(em), userId: user.id };
  };

  router.get('/retirement-accounts', async (request, response) => {
    const { retirement, userId } = caller(request);
    response.json((await retirement.list(userId)).map(retirementAccountJson));
  });
  router.post('/retirement-accounts', async (request, response) => {
    const { retirement, userId } = caller(request);
    const account = await snakeErrors(retirement.create(userId, camel(request.body)));
    response.status(201).json(retirementAccountJson(account));
  });
  // Before /retirement-accounts/:id, which would otherwise take these names for an id.
  router.get('/retirement-accounts/recording-account', async (request, response) => {
    const { retirement, userId } = caller(request);
    response.json({ account: await retirement.recordingAccount(userId) });
  });
  router.get('/retirement-accounts/activity', async (request, response) => {
    const { retirement, userId } = caller(request);
    const rows = await snakeErrors(retirement.activity(userId, request.query.limit));
    response.json(rows.map(cpfActivityJson));
  });
  router.get('/retirement-accounts/:id', async (request, response) => {
    const { retirement, userId } = caller(request);
    response.json(retirementAccountJson(await retirement.get(userId, request.params.id)));
  });
  router.put('/retirement-accounts/:id', async (request, response) => {
    const { retirement, userId } = caller(request);
    const account = await snakeErrors(retirement.update(userId, request.params.id, camel(request.body)));
    response.json(retirementAccountJson(account));
  });
  router.delete('/retirement-accounts/:id', async (request, response) => {
    const { retirement, userId } = caller(request);
    await retirement.delete(userId, request.params.id);
    response.json({ success: true, message: 'Retirement account deleted successfully' });
  });
  router.post('/retirement-accounts/:id/balance-updates', async (request, response) => {
    const { retirement, userId } = caller(request);
    const result = await snakeErrors(
      retirement.updateBalance(userId, { ...camel(request.body), accountId: request.params.id }),
    );
    response.status(201).json({ account: retirementAccountJson(result.account), transaction_id: result.transactionId });
  });
  return router;
}
