import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { RecategorizeOutcome } from './transactions.undo';

/** The same row goes out in a RecategorizeOutcome and comes back, unchanged, in the RecategorizeUndoInput. */
@ObjectType('PreviousCategory', {
  simpleResolvers: true,
  description: 'A transaction’s category as it was before a recategorisation (what undo puts back).',
})
@InputType('PreviousCategoryInput')
export class PreviousCategoryView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true })
  categoryId!: string | null;

  @Field()
  categorySource!: string;

  /** Optional as input: undo treats a missing confidence as unknown (null). */
  @Field(() => Float, { nullable: true })
  categoryConfidence?: number | null;

  @Field()
  categoryLocked!: boolean;
}

@ObjectType('MerchantRuleChange', { simpleResolvers: true })
export class MerchantRuleChangeView {
  @Field()
  merchantKey!: string;

  @Field(() => ID, { nullable: true, description: 'The rule’s category before; null when there was no rule.' })
  previousCategoryId!: string | null;
}

@ObjectType('RecategorizeOutcome', {
  simpleResolvers: true,
  description: 'What a recategorisation changed; hand previous and merchantRule to undoRecategorize to reverse it.',
})
export class RecategorizeOutcomeView {
  @Field(() => Int)
  updatedCount!: number;

  @Field(() => [PreviousCategoryView])
  previous!: PreviousCategoryView[];

  @Field(() => MerchantRuleChangeView, { nullable: true })
  merchantRule!: MerchantRuleChangeView | null;
}

@InputType('MerchantRuleChangeInput')
export class MerchantRuleChangeInput {
  @Field()
  merchantKey!: string;

  @Field(() => ID, { nullable: true })
  previousCategoryId!: string | null;
}

@InputType('RecategorizeUndoInput', { description: 'The previous and merchantRule of a RecategorizeOutcome.' })
export class RecategorizeUndoInput {
  @Field(() => [PreviousCategoryView])
  previous!: PreviousCategoryView[];

  @Field(() => MerchantRuleChangeInput, { nullable: true })
  merchantRule?: MerchantRuleChangeInput | null;
}

export const toRecategorizeOutcomeView = (outcome: RecategorizeOutcome): RecategorizeOutcomeView => ({
  updatedCount: outcome.updatedCount,
  previous: outcome.previous.map((row) => ({ ...row })),
  merchantRule: outcome.merchantRule ? { ...outcome.merchantRule } : null,
});

@ObjectType('DeleteOutcome', {
  simpleResolvers: true,
  description:
    'How many transactions a delete removed, and the token that undoDeleteTransactions takes for 10 minutes.',
})
export class DeleteOutcomeView {
  @Field(() => Int)
  deletedCount!: number;

  @Field()
  undoToken!: string;
}
