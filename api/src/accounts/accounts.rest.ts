import { Router, type Request } from 'express';
import { callerOf } from '../rest/rest-auth';
import { AccountsService } from './accounts.service';
import { accountToJson, deletedAccountToJson } from './accounts.types';

/**
 * /accounts. DELETE removes the account with its transactions and statements and answers the
 * account with deleted_transactions and deleted_statements, so the consequence is never silent.
 */
export function accountsRoutes(): Router {
  const router = Router();
  const caller = (request: Request): { accounts: AccountsService; userId: string } => {
    const { em, user } = callerOf(request);
    return { accounts: new AccountsService(em), userId: user.id };
  };

  router.get('/accounts', async (request, response) => {
    const { accounts, userId } = caller(request);
    response.json((await accounts.list(userId)).map(accountToJson));
  });
  router.post('/accounts', async (request, response) => {
    const { accounts, userId } = caller(request);
    response.status(201).json(accountToJson(await accounts.create(userId, request.body)));
  });
  // The spec names a connect call that the UI shows as coming soon: direct bank connection does not exist.
  router.all('/accounts/connect', (_request, response) => {
    response.status(501).json({ detail: 'Connecting a bank directly is coming soon. Please upload a PDF statement.' });
  });
  router.get('/accounts/:id', async (request, response) => {
    const { accounts, userId } = caller(request);
    response.json(accountToJson(await accounts.get(userId, request.params.id)));
  });
  router.put('/accounts/:id', async (request, response) => {
    const { accounts, userId } = caller(request);
    response.json(accountToJson(await accounts.update(userId, request.params.id, request.body)));
  });
  router.delete('/accounts/:id', async (request, response) => {
    const { accounts, userId } = caller(request);
    response.json(deletedAccountToJson(await accounts.delete(userId, request.params.id)));
  });
  return router;
}
