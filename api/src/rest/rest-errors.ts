import type { ErrorRequestHandler, Response } from 'express';
import { type AppError, RATE_LIMIT_RETRY_AFTER_SECONDS } from '@garden/core';
import { appErrorOf } from '../server/domain-errors';

/** FastAPI-style error body: {"detail": "..."}; validation errors also list each field's message. */
export function sendError(response: Response, error: AppError): void {
  if (error.code === 'RATE_LIMITED') response.setHeader('Retry-After', String(RATE_LIMIT_RETRY_AFTER_SECONDS));
  if (error.code === 'UNAUTHENTICATED') response.setHeader('WWW-Authenticate', 'Bearer');
  response.status(error.status).json({ detail: error.message, ...(error.fields ? { errors: error.fields } : {}) });
}

export const restErrorHandler: ErrorRequestHandler = (error: unknown, _request, response, _next) => {
  const failure = appErrorOf(error);
  if (failure) {
    sendError(response, failure);
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if ((error as { type?: string }).type === 'entity.parse.failed') {
    response.status(400).json({ detail: 'Invalid JSON body' });
    return;
  }
  if ((error as { type?: string }).type === 'entity.too.large') {
    response.status(413).json({ detail: 'Request body too large' });
    return;
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    response.status(status).json({ detail: 'Bad request' });
    return;
  }
  console.error('Unexpected REST error', error);
  response.status(500).json({ detail: 'Internal server error' });
};
