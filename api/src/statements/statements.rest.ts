import type { Request } from 'express';
import { Router } from 'express';
import busboy from 'busboy';
import {
  AppError,
  CsvImportError,
  LIMITS,
  StatementError,
  statementMessage,
  parseCsvMappingJson,
  type CsvMappingInput,
} from '@garden/core';
import { callerOf } from '../rest/rest-auth';
import { isPdfByType } from '@garden/core';
import type { PdfTextReader } from './pdf/pdf-text';
import { clampLimit } from '../rest/rest-fields';
import type { ImportServices } from './import-services';
import { StatementsService, type UploadedFile } from './statements.service';
import { jobStatusJson, jobSummaryJson, resultAccountIds, statementJson } from './statements.views';

interface MultipartBody {
  files: UploadedFile[];
  fields: Record<string, string>;
}

/**
 * The person's own file name from a multipart part. Browsers (and Node's FormData) escape `"`, CR and LF
 * in the quoted filename as %22, %0D and %0A and send everything else as raw UTF-8, so those three are
 * undone here (a name that literally contains "%22" cannot be told apart). busboy already keeps only the
 * base name (no `/` or `\` path), and line breaks or other control characters become a space so a name
 * always shows on one line.
 */
export function uploadedFilename(raw: string | undefined): string {
  const name = (raw ?? '')
    .replace(/%(22|0D|0A)/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');
  return name.trim() === '' ? 'statement.pdf' : name;
}

/**
 * Reads a multipart body without buffering more than the limits allow: each file is cut one byte past
 * 2 MB (so it is known to be too large without storing it) and at most 11 files are kept (so 11 is known
 * to be too many).
 */
function readMultipart(request: Request): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    if (!request.is('multipart/form-data')) {
      resolve({ files: [], fields: {} });
      return;
    }
    const files: UploadedFile[] = [];
    const fields: Record<string, string> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // Browsers send file names as raw UTF-8; busboy's default (latin1) turns 報表.pdf into mojibake.
        defParamCharset: 'utf8',
        limits: {
          fileSize: LIMITS.pdfMaxBytes + 1,
          files: LIMITS.filesPerUpload + 1,
          fields: 20,
          fieldSize: 64 * 1024,
        },
      });
    } catch {
      reject(new StatementError('MALFORMED_UPLOAD'));
      return;
    }
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = true;
      });
      stream.on('close', () => {
        files.push({
          filename: uploadedFilename(info.filename),
          contentType: info.mimeType,
          bytes: truncated ? Buffer.alloc(0) : Buffer.concat(chunks),
          truncated,
        });
      });
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('filesLimit', () => {
      files.push({ filename: 'extra.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(0), truncated: false });
    });
    parser.on('error', () => reject(new StatementError('MALFORMED_UPLOAD')));
    parser.on('close', () => resolve({ files, fields }));
    request.pipe(parser);
  });
}

/** passwords is a JSON list aligned with the files; a bad value means no passwords, never an error. */
function parsePasswords(raw: string | undefined): (string | null)[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : null)) : [];
  } catch {
    return [];
  }
}

/** A form flag such as use_ocr: "true" or "1" (any case) is on; anything else, or none, is off. */
function parseFlag(raw: string | undefined): boolean {
  return /^(true|1)$/i.test(raw?.trim() ?? '');
}

export function statementsRoutes(services: ImportServices, reader: PdfTextReader): Router {
  const router = Router();
  const service = (request: Request): { statements: StatementsService; userId: string } => {
    const { em, user } = callerOf(request);
    return { statements: new StatementsService(em, services), userId: user.id };
  };

  router.post('/bank-statements/check-password-protection-bulk', async (request, response) => {
    const { files, fields } = await readMultipart(request);
    const passwords = parsePasswords(fields.passwords);
    if (files.length === 0) throw new StatementError('NO_FILES');
    if (files.length > LIMITS.filesPerUpload) throw new StatementError('TOO_MANY_FILES');
    const results: {
      filename: string;
      success: boolean;
      is_password_protected: boolean;
      error_message: string | null;
    }[] = [];
    for (const file of files) {
      if (file.truncated) {
        results.push({
          filename: file.filename,
          success: false,
          is_password_protected: false,
          error_message: statementMessage('FILE_TOO_LARGE', file.filename),
        });
        continue;
      }
      if (!isPdfByType(file.filename, file.contentType)) {
        results.push({
          filename: file.filename,
          success: false,
          is_password_protected: false,
          error_message: statementMessage('FILE_NOT_PDF', file.filename),
        });
        continue;
      }
      try {
        // Used exactly as sent: a password may begin or end with a space. An empty one means none was given.
        const password = passwords[results.length] || undefined;
        const { encrypted, passwordOk } = await reader.probe(file.bytes, password);
        const wrong = encrypted && Boolean(password) && !passwordOk;
        results.push({
          filename: file.filename,
          success: !wrong,
          is_password_protected: encrypted,
          error_message: wrong ? statementMessage('WRONG_PASSWORD') : null,
        });
      } catch {
        results.push({
          filename: file.filename,
          success: false,
          is_password_protected: false,
          error_message: statementMessage('PASSWORD_CHECK_FAILED'),
        });
      }
    }
    response.json({
      success: results.every((result) => result.success),
      results,
      total_files: results.length,
      protected_files: results.filter((result) => result.is_password_protected).length,
      error_message: results.every((result) => result.success) ? null : statementMessage('PASSWORD_CHECK_INCOMPLETE'),
    });
  });

  const startJob = async (request: Request, single: boolean) => {
    const { files, fields } = await readMultipart(request);
    if (single) {
      const [file] = files;
      if (!file) throw new StatementError('NO_FILES');
      if (files.length > 1) throw new StatementError('ONE_FILE_ONLY');
      if (!isPdfByType(file.filename, file.contentType)) throw new StatementError('SINGLE_NOT_PDF');
      if (file.truncated) throw new StatementError('SINGLE_TOO_LARGE');
    }
    const { statements, userId } = service(request);
    const options = { useOcr: parseFlag(fields.use_ocr) };
    return {
      statements,
      userId,
      created: await statements.createJob(userId, files, parsePasswords(fields.passwords), options),
    };
  };

  router.post('/bank-statements/upload-async', async (request, response) => {
    const { created } = await startJob(request, true);
    response
      .status(202)
      .json({ success: true, job_id: created.job.id, status: created.job.status, message: 'Upload started' });
  });

  router.post('/bank-statements/upload-bulk-async', async (request, response) => {
    const { created } = await startJob(request, false);
    response.status(202).json({
      success: true,
      job_id: created.job.id,
      status: created.job.status,
      total_files: created.tasks.length,
      message: `Processing ${created.tasks.length} file${created.tasks.length === 1 ? '' : 's'}`,
    });
  });

  /** The synchronous variants wait for the job and answer with its summary. */
  const waitForJob = async (request: Request, single: boolean) => {
    const { statements, userId, created } = await startJob(request, single);
    const deadline = Date.now() + LIMITS.requestTimeoutMs - 2_000;
    let current = created;
    while (!['completed', 'failed', 'cancelled'].includes(current.job.status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      callerOf(request).em.clear();
      current = await statements.getJob(userId, created.job.id);
    }
    return jobSummaryJson(current, await statements.accountsById(userId, resultAccountIds(current)));
  };
  router.post('/bank-statements/upload', async (request, response) => {
    response.json(await waitForJob(request, true));
  });
  router.post('/bank-statements/upload-bulk', async (request, response) => {
    response.json(await waitForJob(request, false));
  });

  /**
   * A CSV file of transactions: multipart `file`, optional `mapping` (JSON, core csvMappingSchema) and
   * `account_id`; followed through the same job status and summary calls as statements.
   */
  router.post('/transactions/import-csv', async (request, response) => {
    const { files, fields } = await readMultipart(request);
    if (files.length > 1) throw new StatementError('ONE_FILE_ONLY');
    let mapping: CsvMappingInput | null = null;
    try {
      if (fields.mapping?.trim()) mapping = parseCsvMappingJson(fields.mapping);
    } catch (error) {
      if (error instanceof CsvImportError) throw new AppError('BAD_USER_INPUT', error.message);
      throw error;
    }
    const { statements, userId } = service(request);
    const created = await statements.createCsvJob(userId, files[0], {
      accountId: fields.account_id?.trim() || null,
      mapping,
    });
    response
      .status(202)
      .json({ success: true, job_id: created.job.id, status: created.job.status, message: 'Import started' });
  });

  router.get('/bank-statements/jobs/:id/status', async (request, response) => {
    const { statements, userId } = service(request);
    response.json(jobStatusJson(await statements.getJob(userId, request.params.id ?? '')));
  });

  router.get('/bank-statements/jobs/:id/summary', async (request, response) => {
    const { statements, userId } = service(request);
    const job = await statements.getJob(userId, request.params.id ?? '');
    response.json(jobSummaryJson(job, await statements.accountsById(userId, resultAccountIds(job))));
  });

  router.post('/bank-statements/jobs/:id/cancel', async (request, response) => {
    const { statements, userId } = service(request);
    const job = await statements.cancelJob(userId, request.params.id ?? '');
    response.json({ success: true, message: 'Upload cancelled', status: job.job.status });
  });

  router.get('/bank-statements/recent', async (request, response) => {
    const { statements, userId } = service(request);
    const limit = clampLimit(request.query.limit, LIMITS.recentStatementsDefault, LIMITS.recentStatementsMax);
    const recent = await statements.recentStatements(userId, limit);
    response.json({ success: true, statements: recent.map(statementJson), error: null });
  });

  router.get('/bank-statements', async (request, response) => {
    const { statements, userId } = service(request);
    const all = await statements.recentStatements(userId, 500);
    response.json(all.map(statementJson));
  });

  router.get('/bank-statements/:id', async (request, response) => {
    const { statements, userId } = service(request);
    response.json(statementJson(await statements.getStatement(userId, request.params.id ?? '')));
  });

  return router;
}
