import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { RecurringService, recurringTotals } from './recurring.service';
import {
  RecurringPaymentsView,
  RecurringSeriesView,
  toRecurringSeriesView,
  toRecurringTotalView,
} from './recurring.types';

function serviceFor(context: GraphQLContext): { recurring: RecurringService; userId: string } {
  const { em, user } = requireCaller(context);
  return { recurring: new RecurringService(em), userId: user.id };
}

@Resolver()
export class RecurringResolver {
  @Query(() => RecurringPaymentsView, {
    description: 'Your recurring payments (found in your transactions) with their monthly and yearly totals.',
  })
  async recurringPayments(@Ctx() context: GraphQLContext): Promise<RecurringPaymentsView> {
    const { recurring, userId } = serviceFor(context);
    const series = await recurring.list(userId);
    return { series: series.map(toRecurringSeriesView), totals: recurringTotals(series).map(toRecurringTotalView) };
  }

  @Mutation(() => RecurringSeriesView, {
    description:
      'Confirms, dismisses or ends one of your recurring payments (status: confirmed, dismissed, ended or detected).',
  })
  async setRecurringStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status') status: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RecurringSeriesView> {
    const { recurring, userId } = serviceFor(context);
    return toRecurringSeriesView(await recurring.setStatus(userId, id, { status }));
  }
}
