import { Entity, ManyToOne, PrimaryKey } from '@mikro-orm/core';
import { User } from './user.entity';

/**
 * The first two columns of every table whose rows belong to one person: a generated uuid, and the owner, whose
 * deletion deletes the row. MikroORM puts a base class's columns first, as each of these tables has them.
 */
@Entity({ abstract: true })
export abstract class UserOwned {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' })
  userId!: string;
}
