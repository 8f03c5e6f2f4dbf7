import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACTIVITY_RESOLUTION_MS,
  googleProfileSchema,
  isValidBirthDate,
  parseOrThrow,
  profileUpdateSchema,
  COUNTRY_CODES,
  GENDERS,
  NAME_MAX,
  NAME_MIN,
  type Gender,
  type ProfileUpdate,
} from '@garden/core';
import type { Identity } from '../auth/token-verifier';
import { User } from './user.entity';

/** A readable default name for a new user whose token carries none. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const name = local.replace(/[._-]+/g, ' ').trim();
  return name.length >= NAME_MIN ? name.slice(0, NAME_MAX) : 'Gardener';
}

/** The users row of the token's person, as a statement the request gate can read inside its own. */
export function userByIdentityQuery(identity: Identity): { sql: string; params: unknown[] } {
  return { sql: 'select * from users where firebase_uid = ?', params: [identity.uid] };
}

export class UsersService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Records that the person is active at `now`, at most once a day: a conditional update that a second api
   * instance racing on the same day finds already done. Costs one write per person per day, not one per call.
   */
  async noteActivity(user: User, now: Date): Promise<void> {
    const stale = new Date(now.getTime() - ACTIVITY_RESOLUTION_MS);
    if (user.lastActiveAt > stale) return;
    // Not set on the entity: the row is written here alone, and a later flush has nothing more to say about it.
    await this.em.nativeUpdate(User, { id: user.id, lastActiveAt: { $lte: stale } }, { lastActiveAt: now });
  }

  /**
   * The row of the token's person; null before their first call. One plain statement mapped onto the entity
   * (managed, as findOne's would be): findOne's query building cost more CPU than the query itself.
   */
  async find(identity: Identity): Promise<User | null> {
    const { sql, params } = userByIdentityQuery(identity);
    const [row] = await this.em
      .getConnection()
      .execute<Record<string, unknown>[]>(sql, params, 'all', this.em.getTransactionContext());
    return this.fromRow(row);
  }

  /** A row that {@link userByIdentityQuery} read (elsewhere too), as the managed entity. */
  fromRow(row: Record<string, unknown> | undefined): User | null {
    return row ? this.em.map(User, row) : null;
  }

  /**
   * The caller's row, created the first time a verified token is seen. Safe under concurrent first calls.
   * `found` is what find() answered when the caller read it already.
   */
  async findOrCreate(
    identity: Identity,
    confirmNew: () => Promise<void> = () => Promise.resolve(),
    found?: User | null,
  ): Promise<User> {
    let user = found === undefined ? await this.find(identity) : found;
    if (!user) {
      await confirmNew();
      const name =
        identity.name && identity.name.trim().length >= NAME_MIN ? identity.name.trim() : nameFromEmail(identity.email);
      await this.em
        .createQueryBuilder(User)
        .insert({ firebaseUid: identity.uid, email: identity.email, name: name.slice(0, NAME_MAX) })
        .onConflict('firebase_uid')
        .ignore()
        .execute();
      user = await this.em.findOneOrFail(User, { firebaseUid: identity.uid });
    }
    user.emailVerified = identity.emailVerified;
    if (user.email !== identity.email && identity.email) {
      user.email = identity.email;
      await this.em.flush();
    }
    return user;
  }

  /** Applies a profile change after validating it with the spec's rules and messages. */
  async updateProfile(user: User, input: unknown): Promise<User> {
    this.apply(user, parseOrThrow(profileUpdateSchema.safeParse(input)));
    await this.em.flush();
    return user;
  }

  /** Fills profile fields a Google account knows and the user has not set; invalid values are ignored. */
  async enrichFromGoogle(user: User, input: unknown): Promise<User> {
    const google = parseOrThrow(googleProfileSchema.safeParse(input));
    const name = google.name?.trim();
    if (name && name.length >= NAME_MIN && name.length <= NAME_MAX && user.name === nameFromEmail(user.email)) {
      user.name = name;
    }
    if (!user.dateOfBirth && google.date_of_birth && isValidBirthDate(google.date_of_birth)) {
      user.dateOfBirth = google.date_of_birth;
    }
    const gender = google.gender?.toLowerCase();
    if (!user.gender && gender && (GENDERS as readonly string[]).includes(gender)) user.gender = gender as Gender;
    const country = (google.country ?? google.locale?.split(/[-_]/)[1])?.toUpperCase();
    if (country && (COUNTRY_CODES as readonly string[]).includes(country) && !user.onboardingCompleted) {
      user.country = country;
    }
    await this.em.flush();
    return user;
  }

  private apply(user: User, change: ProfileUpdate): void {
    if (change.name !== undefined) user.name = change.name;
    if (change.preferred_name !== undefined) user.preferredName = change.preferred_name;
    if (change.country !== undefined) user.country = change.country;
    if (change.date_of_birth !== undefined) user.dateOfBirth = change.date_of_birth;
    if (change.gender !== undefined) user.gender = change.gender;
    if (change.onboarding_completed !== undefined) user.onboardingCompleted = change.onboarding_completed;
  }
}
