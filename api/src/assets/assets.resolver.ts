import { Ctx, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { AssetsService } from './assets.service';
import { AssetsBreakdownView, toAssetsBreakdownView } from './assets.types';

@Resolver()
export class AssetsResolver {
  @Query(() => AssetsBreakdownView, { description: 'Your assets: bank accounts and CPF accounts, totals in SGD.' })
  async assetsBreakdown(@Ctx() context: GraphQLContext): Promise<AssetsBreakdownView> {
    const { em, user } = requireCaller(context);
    return toAssetsBreakdownView(await new AssetsService(em).breakdown(user.id));
  }
}
