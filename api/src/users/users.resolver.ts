import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { User } from './user.entity';
import { UpdateProfileInput } from './users.inputs';
import { UsersService } from './users.service';

/** Drops keys the caller left out, keeping explicit nulls (which clear a field). */
function definedOnly(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() context: GraphQLContext): User {
    return requireCaller(context).user;
  }

  @Mutation(() => User, { description: 'Changes the signed-in user’s profile (spec 01 section 5 rules).' })
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
