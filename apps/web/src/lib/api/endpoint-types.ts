import type {
  CommonErrorCode,
  EndpointAnswer,
  EndpointErrorCode,
  EndpointInput,
  Endpoints,
  Route,
} from '@farm/contract';

/**
 * Types only (erased at build): the web calls an endpoint by its zod-free route
 * (`@farm/contract/plain/routes/<domain>`) and gets the shapes of the endpoint with that method and
 * path, so the browser never loads a schema to know what a call takes and answers.
 */
export type EndpointOf<R extends Route> = Extract<
  Endpoints[keyof Endpoints],
  { method: R['method']; path: R['path'] }
>;

/** `{params, query, body, headers}` as the endpoint declares them. */
export type InputOf<R extends Route> = EndpointInput<EndpointOf<R>>;

/** The success envelope: `{response, message?, page?}`. */
export type AnswerOf<R extends Route> = EndpointAnswer<EndpointOf<R>>;

/** Just the `response`. */
export type DataOf<R extends Route> = AnswerOf<R> extends { response: infer T } ? T : never;

/** Every code a call of this route may fail with. */
export type ErrorCodeOf<R extends Route> = EndpointErrorCode<R> | CommonErrorCode;
