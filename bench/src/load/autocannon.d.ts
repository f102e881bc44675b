// The part of autocannon's API that the load worker uses (the package ships no types).
declare module 'autocannon' {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections: number;
    /** Seconds of load; or `amount`: this many requests, then stop. */
    duration?: number;
    amount?: number;
    timeout?: number;
    requests: { setupRequest: (request: RawRequest) => RawRequest }[];
  };
  type Result = { errors: number; timeouts: number; requests: { total: number } };
  type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): void;
  };
  export default function autocannon(options: Options): Instance;
}
