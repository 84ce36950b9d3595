import { z } from 'zod';

const errorCodes = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'URI_TOO_LONG',
  'VALIDATION',
  'TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'UNPROCESSABLE',
  'CONFLICT',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const httpStatusOf: Record<ErrorCode, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  URI_TOO_LONG: 414,
  VALIDATION: 400,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  /** A well-formed file the portal will not process (too complex to read safely, a broken recording). */
  UNPROCESSABLE: 422,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error body every failing API call answers with. `message` is safe to show a person. */
export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  constructor(code: ErrorCode, userMessage: string, field?: string) {
    super(userMessage);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
  }
  get status(): number {
    return httpStatusOf[this.code];
  }
  toBody(): ErrorBody {
    return this.field
      ? { code: this.code, message: this.message, field: this.field }
      : { code: this.code, message: this.message };
  }
}
