/** One request the load process sends; the list is sent round-robin across connections. */
export type RequestSpec = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent with an `Idempotency-Key` of its own each time, as the storefront's checkout is. */
  idempotent?: boolean;
};

export type LoadJob = {
  url: string;
  /**
   * Several APIs (process groups, as machines behind a load balancer): the connections are split
   * evenly over them, and their answers counted together. `url` alone when absent.
   */
  urls?: string[];
  connections: number;
  /** Seconds of load that are not measured, then seconds that are. */
  warmup: number;
  duration: number;
  /**
   * The smoke: send this many requests and wait for every answer, however long the machine takes
   * (a one-second window on a busy machine can end before the first slow answer arrives).
   */
  amount?: number;
  headers?: Record<string, string>;
  requests: RequestSpec[];
  /** Where in `requests` to start (a second run continues where the first stopped). */
  offset?: number;
};

export type LoadResult = {
  /** Measured seconds. */
  seconds: number;
  requests: number;
  rps: number;
  /** Milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  /** Connection errors and time-outs. */
  errors: number;
  /**
   * CPU time the API's processes spent per measured request, ms (Linux /proc): what a request
   * costs the API whatever else the machine is doing, where requests/s depends on it.
   */
  apiCpuMs?: number | undefined;
  /**
   * CPU time over the measured part, ms, of the load process itself (`load`) and of each process
   * (or set of them) the caller named (drive.ts's `watches`), and the wall time it was read over.
   */
  cpu?: { wallMs: number; ms: Record<string, number> } | undefined;
};
