import { Router, type Request } from 'express';
import { callerOf } from '../rest/rest-auth';
import { CategoriesService } from './categories.service';
import { categoryToJson } from './categories.types';

/** /categories. DELETE makes a category dormant; PUT with is_active true reactivates it. */
export function categoriesRoutes(): Router {
  const router = Router();
  const caller = (request: Request): { categories: CategoriesService; userId: string } => {
    const { em, user } = callerOf(request);
    return { categories: new CategoriesService(em), userId: user.id };
  };

  router.get('/categories', async (request, response) => {
    const { categories, userId } = caller(request);
    const flag = request.query.include_inactive;
    const includeInactive = typeof flag === 'string' && flag.toLowerCase() === 'true';
    response.json((await categories.list(userId, includeInactive)).map(categoryToJson));
  });
  router.get('/categories/system', async (request, response) => {
    const { categories } = caller(request);
    response.json((await categories.listSystem()).map(categoryToJson));
  });
  router.post('/categories', async (request, response) => {
    const { categories, userId } = caller(request);
    response.status(201).json(categoryToJson(await categories.create(userId, request.body)));
  });
  router.get('/categories/:id', async (request, response) => {
    const { categories, userId } = caller(request);
    response.json(categoryToJson(await categories.get(userId, request.params.id)));
  });
  router.put('/categories/:id', async (request, response) => {
    const { categories, userId } = caller(request);
    response.json(categoryToJson(await categories.update(userId, request.params.id, request.body)));
  });
  router.delete('/categories/:id', async (request, response) => {
    const { categories, userId } = caller(request);
    response.json(categoryToJson(await categories.makeDormant(userId, request.params.id)));
  });
  return router;
}
