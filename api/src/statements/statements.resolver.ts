import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { AppError, CsvImportError, LIMITS, parseCsvMappingJson } from '@garden/core';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { StatementsService } from './statements.service';
import {
  BankStatementView,
  ImportTransactionsCsvInput,
  UploadJobView,
  toBankStatementView,
  toUploadJobView,
} from './statements.types';
import { FINAL_JOB_STATUSES } from './upload-job.entity';

/**
 * Without an event for this long the job is read again anyway: an event published while this instance was
 * cut off from the broker is lost, and the subscriber must not wait for the job's end forever.
 */
const RESYNC_MS = 5_000;

/**
 * Live job state: the current state at once, then a fresh read after every progress event for this
 * job (events carry ids only; the rows are the truth), ending after a final state.
 */
async function* jobUpdates(context: GraphQLContext, jobId: string): AsyncGenerator<UploadJobView> {
  const caller = requireCaller(context);
  const read = () => new StatementsService(caller.em.fork(), context.imports).getJob(caller.user.id, jobId);
  let pending = 0;
  let wake: (() => void) | undefined;
  const unsubscribe = context.imports.events.subscribe((event) => {
    if (event.jobId !== jobId || event.userId !== caller.user.id) return;
    pending += 1;
    wake?.();
  });
  try {
    let current = await read();
    yield toUploadJobView(current);
    while (!FINAL_JOB_STATUSES.includes(current.job.status)) {
      if (pending === 0) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, RESYNC_MS);
        });
        clearTimeout(timer);
      }
      wake = undefined;
      pending = 0;
      const next = await read();
      if (next.job.updatedAt.getTime() === current.job.updatedAt.getTime() && sameTasks(next, current)) continue;
      current = next;
      yield toUploadJobView(current);
    }
  } finally {
    unsubscribe();
  }
}

function sameTasks(a: Awaited<ReturnType<StatementsService['getJob']>>, b: typeof a): boolean {
  return a.tasks.every((task, index) => {
    const other = b.tasks[index];
    return (
      other &&
      other.status === task.status &&
      other.progress === task.progress &&
      other.currentStep === task.currentStep
    );
  });
}

@Resolver()
export class StatementsResolver {
  @Query(() => UploadJobView, { description: 'One of your upload jobs with its files.' })
  async uploadJob(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<UploadJobView> {
    const { em, user } = requireCaller(context);
    return toUploadJobView(await new StatementsService(em, context.imports).getJob(user.id, id));
  }

  @Query(() => [UploadJobView], { description: 'Your most recent upload jobs, newest first.' })
  async uploadJobs(
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() context: GraphQLContext,
  ): Promise<UploadJobView[]> {
    const { em, user } = requireCaller(context);
    const service = new StatementsService(em, context.imports);
    const jobs = await service.listJobs(user.id, Math.min(Math.max(limit, 1), 50));
    return Promise.all(jobs.map(async (job) => toUploadJobView(await service.getJob(user.id, job.id))));
  }

  @Query(() => [BankStatementView], { description: 'Statements you imported, newest first (default 10, at most 50).' })
  async statements(
    @Arg('limit', () => Int, { defaultValue: LIMITS.recentStatementsDefault }) limit: number,
    @Ctx() context: GraphQLContext,
  ): Promise<BankStatementView[]> {
    const { em, user } = requireCaller(context);
    const capped = Math.min(Math.max(limit, 1), LIMITS.recentStatementsMax);
    const statements = await new StatementsService(em, context.imports).recentStatements(user.id, capped);
    return statements.map(toBankStatementView);
  }

  @Mutation(() => UploadJobView, {
    description:
      'Imports a CSV file of transactions on the upload job mechanism; follow it with uploadJob or uploadJobUpdated.',
  })
  async importTransactionsCsv(
    @Arg('input', () => ImportTransactionsCsvInput) input: ImportTransactionsCsvInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UploadJobView> {
    const { em, user } = requireCaller(context);
    let mapping = null;
    try {
      if (input.mapping?.trim()) mapping = parseCsvMappingJson(input.mapping);
    } catch (error) {
      if (error instanceof CsvImportError) throw new AppError('BAD_USER_INPUT', error.message);
      throw error;
    }
    const bytes = Buffer.from(input.content, 'utf8');
    const created = await new StatementsService(em, context.imports).createCsvJob(
      user.id,
      // The text arrives whole and decoded; a name that is not .csv is still read as CSV here.
      { filename: input.filename, contentType: 'text/csv', bytes, truncated: false },
      { accountId: input.accountId ?? null, mapping },
    );
    return toUploadJobView(created);
  }

  @Mutation(() => UploadJobView, { description: 'Cancels a queued or processing job.' })
  async cancelUploadJob(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<UploadJobView> {
    const { em, user } = requireCaller(context);
    return toUploadJobView(await new StatementsService(em, context.imports).cancelJob(user.id, id));
  }

  @Subscription(() => UploadJobView, {
    description: 'Every status, step and progress change of one of your jobs, until it ends.',
    subscribe: ({ args, context }) => jobUpdates(context as GraphQLContext, (args as { jobId: string }).jobId),
  })
  uploadJobUpdated(@Root() job: UploadJobView, @Arg('jobId', () => ID) _jobId: string): UploadJobView {
    return job;
  }
}
