import type { NextFunction, Request, Response } from 'express';

/** A body that is not valid JSON is a 400 that says so, not a 500. */
export function jsonBodyErrorHandler(error: any, _request: Request, response: Response, next: NextFunction): void {
  if (error?.type === 'entity.parse.failed') {
    response.status(400).json({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
    return;
  }
  if (error?.type === 'entity.too.large') {
    // The limit depends on the route (an import takes more); body-parser reports the one that applied.
    const megabytes = Math.round((Number(error.limit) / 1024 / 1024) * 10) / 10;
    response.status(413).json({ statusCode: 413, error: 'Payload Too Large', message: `The request body is larger than ${megabytes} MB.` });
    return;
  }
  next(error);
}
