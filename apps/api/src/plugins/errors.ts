import { type DetailCode, ERROR_CODES, type ErrorCode } from '@farm/contract';
import { schemaWords } from '@farm/contract/plain/schema-words';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, badRequest, type FieldError } from '../lib/app-error.js';
import { isDeclaredCode } from '../lib/endpoint-route.js';
import {
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_NOT_NULL_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorOf,
} from '../lib/pg-error.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail?: string,
  errors?: FieldError[],
  extensions?: Readonly<Record<string, unknown>>,
  words?: AppError['words'],
) {
  if (process.env.VITEST && !isDeclaredCode(reply.request.method, reply.request.routeOptions.url, code)) {
    // Under test, an answer the contract does not declare fails loudly: the web's types would lie.
    throw new Error(`${reply.request.method} ${reply.request.routeOptions.url} answered undeclared ${code}`);
  }
  return reply
    .code(status)
    .type('application/problem+json')
    .send({
      ...extensions,
      type: `https://farm.shop/problems/${code.toLowerCase().replaceAll('_', '-')}`,
      title: TITLES[status] ?? 'Error',
      status,
      code,
      ...(detail ? { detail } : {}),
      ...words,
      ...(errors?.length ? { errors } : {}),
    });
}

/** Turns every error into RFC 9457 problem details; 5xx answers never carry internals. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return sendProblem(reply, err.status, err.code, err.message, err.errors, err.extensions, err.words);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.flatMap((v): FieldError[] => {
        // An unknown key is reported on its parent object: name the key itself.
        const keys = v.keyword === 'unrecognized_keys' ? ((v.params as { keys?: string[] }).keys ?? []) : [];
        const parent = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (keys.length) {
          return keys.map((key) => ({
            field: parent ? `${parent}.${key}` : key,
            code: 'UNKNOWN_FIELD',
            message: 'is not a known field',
          }));
        }
        const params = (v.params ?? {}) as Record<string, unknown>;
        const words = schemaWords({ ...params, code: v.keyword, message: v.message ?? 'is invalid' });
        return [{ field: fieldOf(v.instancePath, err.validationContext), ...words }];
      });
      const fields = [...new Set(errors.map((e) => e.field))].join(', ');
      return sendProblem(reply, 400, 'VALIDATION_FAILED', `Invalid ${fields}`, errors, undefined, {
        params: { fields },
        detailCode: 'INVALID_FIELDS',
      });
    }
    const pgError = pgErrorOf(err);
    if (pgError) {
      const mapped = problemOfPgError(pgError.code);
      if (mapped) {
        request.log.info({ pgCode: pgError.code, constraint: pgError.constraint }, 'constraint');
        return sendProblem(reply, mapped.status, mapped.code, mapped.detail, undefined, undefined, {
          params: {},
          detailCode: mapped.detailCode,
        });
      }
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { detail, detailCode } = clientMessageOf(err, status);
      const words = detailCode ? { params: {}, detailCode } : undefined;
      return sendProblem(reply, status, frameworkCodeOf(err, status), detail, undefined, undefined, words);
    }
    request.log.error({ err }, 'unhandled error');
    return sendProblem(
      reply,
      500,
      'INTERNAL',
      'Something went wrong on our side. Please try again.',
      [],
      {},
      {
        params: {},
        detailCode: 'SOMETHING_WENT_WRONG',
      },
    );
  });

  app.addHook('preValidation', async (request) => {
    for (const [part, value] of Object.entries({
      query: request.query,
      params: request.params,
      body: request.body,
    })) {
      const field = nulFieldOf(value);
      if (field === undefined) continue;
      const name = field || part;
      throw badRequest(`Invalid ${name}`, [
        { field: name, code: 'NUL_CHARACTER', message: 'must not contain the NUL character' },
      ]).worded({ name }, 'INVALID_NAME');
    }
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`),
  );
}

/**
 * Errors the router raises before any hook or handler runs (a malformed URL, a parameter longer
 * than the router allows): problem details like every other error, not Fastify's own JSON.
 * Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode === 414 ? 414 : 400;
  return sendProblem(
    reply,
    status,
    status === 414 ? 'URI_TOO_LONG' : 'BAD_URL',
    'The address of the request is not valid',
    undefined,
    undefined,
    { params: {}, detailCode: 'REQUEST_ADDRESS_NOT_VALID' },
  );
}

/**
 * The first field whose text holds U+0000, which PostgreSQL cannot store: refused up front with the
 * field's name (`name`, `q`, `productDetails.0.note`; '' for the whole part) instead of a database error.
 */
function nulFieldOf(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulFieldOf(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** `/price` in the body → `price`; `/0/price` → `0.price`; an empty path names the part itself. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || (context === 'querystring' ? 'query' : (context ?? 'body'));
}

function problemOfPgError(
  code: string,
): { status: number; code: ErrorCode; detail: string; detailCode: DetailCode } | undefined {
  switch (code) {
    case PG_UNIQUE_VIOLATION:
      return { status: 409, code: 'DUPLICATE', detail: 'This already exists', detailCode: 'ALREADY_EXISTS' };
    case PG_FOREIGN_KEY_VIOLATION:
    case PG_RESTRICT_VIOLATION:
      return {
        status: 409,
        code: 'IN_USE',
        detail: 'This refers to, or is referred to by, other records',
        detailCode: 'REFERS_TO_OTHER_RECORDS',
      };
    case PG_CHECK_VIOLATION:
    case PG_NOT_NULL_VIOLATION:
      return {
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: 'A value is out of range',
        detailCode: 'VALUE_OUT_OF_RANGE',
      };
    // Data exceptions that only a client's value can cause (a NUL character, a number or date the
    // column cannot hold): the caller's mistake, not ours.
    case '22021':
    case '22P05':
    case '22001':
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
      return {
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: 'A value cannot be stored as given',
        detailCode: 'VALUE_CANNOT_BE_STORED',
      };
    default:
      return undefined;
  }
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** A framework or plugin 4xx (`FST_ERR_…`) answers one of the contract's codes, chosen by status. */
function frameworkCodeOf(err: FastifyError, status: number): ErrorCode {
  if (err.code && KNOWN_CODES.has(err.code)) return err.code as ErrorCode;
  return CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
}

/** Fastify's own 4xx messages are safe to show, except for JSON parse errors which echo input. */
/** A refusal of the request itself, with its sentence's code (none for Fastify's own English). */
function clientMessageOf(err: FastifyError, status: number): { detail: string; detailCode?: DetailCode } {
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
    return { detail: 'The request body is not valid JSON', detailCode: 'BODY_NOT_VALID_JSON' };
  }
  if (status === 413) return { detail: 'The request body is too large', detailCode: 'BODY_TOO_LARGE' };
  if (status === 415) return { detail: 'Unsupported content type', detailCode: 'UNSUPPORTED_CONTENT_TYPE' };
  return { detail: err.message };
}

export default fp(errorsPlugin, { name: 'errors' });
