import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { InsightsService } from './insights.service';
import { ChatService } from './chat.service';
import { ChatAnswerView, InsightView, toChatAnswerView, toInsightView } from './assistant.types';

@Resolver()
export class AssistantResolver {
  @Query(() => [InsightView], {
    description:
      'The Garden Gnome’s insights, best first: price rises, new recurring payments, missing charges, probable ' +
      'duplicates, categories above their usual month, budgets that will run out, unusually large charges and ' +
      'upcoming CPF auto-contributions.',
  })
  async insights(
    @Arg('asOf', () => String, { nullable: true, description: 'YYYY-MM-DD; today in Singapore by default' })
    asOf: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<InsightView[]> {
    const { em, user } = requireCaller(context);
    return (await new InsightsService(em).list(user.id, asOf)).map(toInsightView);
  }

  @Query(() => ChatAnswerView, {
    description:
      'Ask the Gnome a question about your own money ("How much did I spend on food last month?"). Answered from ' +
      'your data by a fixed grammar (no language model), with the figures, the query it ran and a link.',
  })
  async askGnome(
    @Arg('message') message: string,
    @Arg('asOf', () => String, { nullable: true, description: 'YYYY-MM-DD; today in Singapore by default' })
    asOf: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ChatAnswerView> {
    const { em, user } = requireCaller(context);
    return toChatAnswerView(await new ChatService(em).ask(user.id, { message, asOf }));
  }
}
