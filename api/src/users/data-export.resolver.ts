import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import type { DataExport } from './data-export.entity';
import { DataExportService, exportDownloadPath } from './data-export.service';

@ObjectType('DataExport', { description: 'An "Export my data" job: a ZIP of CSV files and a JSON copy of everything.' })
export class DataExportView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'queued, processing, completed or failed.' })
  status!: string;

  @Field(() => Int, { description: '0-100.' })
  progress!: number;

  @Field(() => String, { nullable: true, description: 'The file being written, e.g. transactions.csv.' })
  currentStep!: string | null;

  @Field(() => String, { nullable: true })
  errorMessage!: string | null;

  @Field(() => Number, { nullable: true, description: 'Size of the finished ZIP in bytes.' })
  sizeBytes!: number | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the finished ZIP is deleted (a day after it is made).' })
  expiresAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'REST path of the ZIP once completed (GET with the same bearer token; binary, so not in GraphQL).',
  })
  downloadUrl!: string | null;
}

export function toDataExportView(job: DataExport): DataExportView {
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    currentStep: job.currentStep,
    errorMessage: job.errorMessage,
    sizeBytes: job.sizeBytes,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    expiresAt: job.expiresAt,
    downloadUrl: job.status === 'completed' ? exportDownloadPath(job.id) : null,
  };
}

@Resolver()
export class DataExportResolver {
  @Mutation(() => DataExportView, {
    description: 'Starts exporting all your data (or answers the export already under way); follow it with dataExport.',
  })
  async requestDataExport(@Ctx() context: GraphQLContext): Promise<DataExportView> {
    const { em, user } = requireCaller(context);
    return toDataExportView(await new DataExportService(em, context.exports).request(user.id, context.clock()));
  }

  @Query(() => DataExportView, { description: 'One of your data exports (NOT_FOUND once expired).' })
  async dataExport(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<DataExportView> {
    const { em, user } = requireCaller(context);
    return toDataExportView(await new DataExportService(em, context.exports).get(user.id, id, context.clock()));
  }
}
