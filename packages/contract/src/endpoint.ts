import type { z } from 'zod';
import type { Route } from './plain/http';

/** The zod shapes of one endpoint's call and answers. */
export type EndpointShapes = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The success answer per status (200, 201…); errors are problem details (common.ts). */
  responses: { [status: number]: z.ZodType };
};

/** One endpoint: its route (method, path, access, error codes), its shapes and its domain (OpenAPI tag). */
export type Endpoint = Route & EndpointShapes & { tag?: string };

/**
 * A domain's endpoints: each route of `routes` with its shapes, tagged with the domain. The compiler
 * refuses a route without shapes and shapes without a route, so the two halves cannot drift apart.
 */
export function endpointsOf<
  const R extends Record<string, Route>,
  const S extends { [K in keyof R]: EndpointShapes },
>(
  tag: string,
  routes: R,
  shapes: S & Record<Exclude<keyof S, keyof R>, never>,
): { [K in keyof R]: R[K] & S[K] & { tag: string } } {
  const result: Record<string, Endpoint> = {};
  for (const [name, target] of Object.entries(routes)) {
    result[name] = { ...target, ...(shapes[name as keyof R] as EndpointShapes), tag };
  }
  return result as { [K in keyof R]: R[K] & S[K] & { tag: string } };
}

type Shape<T> = T extends z.ZodType ? T : never;

/** One part of a call's input: required unless the schema accepts nothing for it. */
type Part<T, Key extends string> = [Shape<T>] extends [never]
  ? unknown
  : undefined extends z.input<Shape<T>>
    ? { [P in Key]?: z.input<Shape<T>> }
    : Record<string, never> extends z.input<Shape<T>>
      ? { [P in Key]?: z.input<Shape<T>> }
      : { [P in Key]: z.input<Shape<T>> };

/** What a caller passes: `{params, query, body, headers}`, each as the endpoint declares it. */
export type EndpointInput<E extends EndpointShapes> = Part<E['params'], 'params'> &
  Part<E['query'], 'query'> &
  Part<E['body'], 'body'> &
  Part<E['headers'], 'headers'>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The success answer (the envelope), as the endpoint declares it. */
export type EndpointAnswer<E extends EndpointShapes> = z.output<
  Shape<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>
>;

/** The error codes an endpoint may answer beyond the common ones. */
export type EndpointErrorCode<E extends Route> = E['errors'][number];
