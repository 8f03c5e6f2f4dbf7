import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { DEFAULT_COUNTRY, GENDERS, type DeletionReason, type Gender } from '@garden/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum GenderValue {
  male = 'male',
  female = 'female',
  other = 'other',
  prefer_not_to_say = 'prefer_not_to_say',
}
registerEnumType(GenderValue, { name: 'Gender' });

@ObjectType('User', { description: 'The signed-in person and their profile.' })
@Entity({ tableName: 'users' })
/** The worker's "which deletions are due" reads only the few pending rows. */
/** The worker's retention rule reads only the people inactive for two years. */
@Index({ properties: ['lastActiveAt'] })
@Index({
  name: 'users_deletion_scheduled_for_index',
  expression:
    'create index "users_deletion_scheduled_for_index" on "users" ("deletion_scheduled_for") where "deletion_scheduled_for" is not null',
})
export class User {
  [OptionalProps]?:
    | 'country'
    | 'onboardingCompleted'
    | 'createdAt'
    | 'updatedAt'
    | 'emailVerified'
    | 'deletionRequestedAt'
    | 'deletionScheduledFor'
    | 'deletionReason'
    | 'lastActiveAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  /** Firebase uid: the identity the bearer token proves. */
  @Property({ type: 'text', unique: true })
  firebaseUid!: string;

  @Field()
  @Property({ type: 'text' })
  email!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'What to call the person (the greeting); null means the name as written.',
  })
  @Property({ type: 'text', nullable: true })
  preferredName: string | null = null;

  @Field()
  @Property({ type: 'varchar', length: 2, default: DEFAULT_COUNTRY })
  country: string = DEFAULT_COUNTRY;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Property({ type: 'date', nullable: true })
  dateOfBirth: string | null = null;

  @Field(() => GenderValue, { nullable: true })
  @Enum({ items: () => [...GENDERS], nullable: true, nativeEnumName: undefined })
  gender: Gender | null = null;

  @Field()
  @Property({ type: 'boolean', default: false })
  onboardingCompleted: boolean = false;

  /** From the verified token on each request; not stored. */
  @Field()
  @Property({ persist: false, type: 'boolean' })
  emailVerified: boolean = false;

  /** When the person asked to delete their account; null when no deletion is pending. */
  @Property({ type: 'timestamptz', nullable: true })
  deletionRequestedAt: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the account and every row of it will be deleted; null when no deletion is pending. While set, data ' +
      'calls answer ACCOUNT_DELETION_PENDING (403); me and cancelAccountDeletion still work.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  deletionScheduledFor: Date | null = null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why the deletion is pending: requested (deleteMyAccount) or inactive (two years unused); null when none is.',
  })
  @Property({ type: 'text', nullable: true })
  deletionReason: DeletionReason | null = null;

  /** The last sign-in or call, written at most once a day (an account inactive for two years is deleted). */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  lastActiveAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
