import type { LoadResult, RequestSpec } from '../load/types.js';

/** What a goal is judged on: the scenario's own figures and the same run's baseline. */
export type GoalContext = { result: LoadResult; baselineRps: number };

export type Goal = {
  /** As printed beside the figures, e.g. "p99 ≤ 10 ms". */
  text: string;
  met(context: GoalContext): boolean;
  /** What the figure was, e.g. "p99 14.2 ms" (when the goal is missed, by how much). */
  actual(context: GoalContext): string;
};

/** One row of the table: requests sent round-robin for the scenario's duration. */
export type Scenario = {
  id: string;
  title: string;
  requests: RequestSpec[];
  goals: Goal[];
  /** EXPLAIN the statements of its first request(s) and count them (default true). */
  explain?: boolean;
  /** After the load: a functional check through HTTP; answers a problem, or undefined. */
  check?: (apiUrl: string) => Promise<string | undefined>;
};
