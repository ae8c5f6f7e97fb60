/** A failure the client caused or a business rule refused: carries its status and Spanish text. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new AppError(400, message, fields);
