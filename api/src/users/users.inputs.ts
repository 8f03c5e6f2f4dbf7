import { Field, InputType } from 'type-graphql';
import { GenderValue } from './user.entity';

@InputType({ description: 'Profile fields to change; omitted fields stay as they are, null clears an optional one.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, {
    nullable: true,
    description: 'What to call the person, at most 50 characters; null or blank clears it (the name is used)',
  })
  preferredName?: string | null;

  @Field(() => String, { nullable: true, description: 'Two-letter country code from the supported list' })
  country?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; age must be 13 to 120' })
  dateOfBirth?: string | null;

  @Field(() => GenderValue, { nullable: true })
  gender?: GenderValue | null;

  @Field(() => Boolean, { nullable: true })
  onboardingCompleted?: boolean;
}
