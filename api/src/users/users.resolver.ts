import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { User } from './user.entity';
import { UpdateProfileInput } from './users.inputs';
import { UsersService } from './users.service';
import { AccountDeletionService } from './account-deletion.service';

@ObjectType('AccountDeletion', { description: 'A scheduled deletion of your account.' })
class AccountDeletionView {
  @Field(() => Date, { description: 'When the account and every row of it will be deleted.' })
  deletionScheduledFor!: Date;
}

/** Drops keys the caller left out, keeping explicit nulls (which clear a field). */
function definedOnly(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() context: GraphQLContext): User {
    return requireCaller(context, { whileDeletionPending: true }).user;
  }

  @Mutation(() => AccountDeletionView, {
    description:
      'Schedules the deletion of your account and every row of it 30 days from now (asking again keeps the ' +
      'first date). Until then every other data call answers ACCOUNT_DELETION_PENDING; cancelAccountDeletion restores it.',
  })
  async deleteMyAccount(@Ctx() context: GraphQLContext): Promise<AccountDeletionView> {
    const { em, user } = requireCaller(context, { whileDeletionPending: true });
    const due = await new AccountDeletionService(em, context.clock).schedule(user);
    return { deletionScheduledFor: due };
  }

  @Mutation(() => User, {
    description: 'Cancels the pending deletion of your account, restoring everything (CONFLICT once it is too late).',
  })
  async cancelAccountDeletion(@Ctx() context: GraphQLContext): Promise<User> {
    const { em, user } = requireCaller(context, { whileDeletionPending: true });
    return new AccountDeletionService(em, context.clock).cancel(user);
  }

  @Mutation(() => User, { description: 'Changes the signed-in user’s profile (checked by the profile rules).' })
  async updateMe(@Arg('input') input: UpdateProfileInput, @Ctx() context: GraphQLContext): Promise<User> {
    const { em, user } = requireCaller(context);
    // Name is required whenever it is sent; an explicit null is treated as an empty name.
    const change = definedOnly({
      name: input.name === null ? '' : input.name,
      preferred_name: input.preferredName,
      country: input.country === null ? '' : input.country,
      date_of_birth: input.dateOfBirth,
      gender: input.gender,
      onboarding_completed: input.onboardingCompleted ?? undefined,
    });
    return new UsersService(em).updateProfile(user, change);
  }
}
