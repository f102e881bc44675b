/**
 * Razorpay's error answer: `{ error: { code, description, field, source, step, reason, metadata } }`
 * (https://razorpay.com/docs/errors). The official SDK rejects with `{ statusCode, error }` taken
 * from this body, so the shop sees the same failure from the stand-in as from Razorpay.
 */
export type RazorpayErrorBody = {
  error: {
    code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
    description: string;
    field: string | null;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
  };
};

export class RazorpayApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 404 | 409 | 500,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
    this.name = 'RazorpayApiError';
  }
}

/** Neither the request nor the business: Razorpay answers `NA` for source, step and reason. */
function plain(statusCode: 400 | 401 | 404 | 500, description: string): RazorpayApiError {
  return new RazorpayApiError(statusCode, {
    error: {
      code: statusCode === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      field: null,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}

/** A request Razorpay refuses for its content (amount too small, receipt too long, over-refund…). */
export function invalidRequest(description: string, field: string | null = null): RazorpayApiError {
  return new RazorpayApiError(400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      field,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });
}

/** Razorpay answers 400, not 404, for an id it does not know. */
export function unknownId(): RazorpayApiError {
  return invalidRequest('The id provided does not exist', 'id');
}

export function authenticationFailed(hadCredentials: boolean): RazorpayApiError {
  return plain(
    401,
    hadCredentials ? 'Authentication failed' : 'Please provide your api key for authentication purposes.',
  );
}

export function urlNotFound(): RazorpayApiError {
  return plain(404, 'The requested URL was not found on the server.');
}

/** What Razorpay says when an X-Refund-Idempotency key comes back with another request body. */
export function idempotencyKeyReused(): RazorpayApiError {
  return plain(400, 'Different request with the same idempotency key has already been processed.');
}

/** The error of anything else that went wrong in the stand-in, shaped like the rest. */
export function asRazorpayError(error: unknown): RazorpayApiError {
  if (error instanceof RazorpayApiError) return error;
  const fastifyCode = (error as { code?: unknown }).code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // The request could not be read (broken JSON, an unknown content type, too large a body).
    const reason = typeof fastifyCode === 'string' ? fastifyCode : 'bad request';
    return invalidRequest(`The request could not be read (${reason}).`);
  }
  return plain(500, 'The server encountered an error. The incident has been reported to admins.');
}
