import { type Freshness, freshnessGoal } from '../storefront/freshness.js';

/** The storefront's freshness (issue 18, goal 6) as the report prints it, under the pages' table. */
export function freshnessMarkdown(freshness: Freshness | undefined): string[] {
  if (!freshness) return [];
  const goal = freshnessGoal(freshness);
  const each = freshness.times.map((t) => `${Math.round(t)}`).join(', ');
  return [
    `**${goal.goal}**: ${goal.met ? 'met' : '**missed**'} (${goal.actual}${each ? `: ${each} ms` : ''}). ` +
      'Each change: a staff `PUT /product/{id}` with a new price, then the product page asked again every ' +
      `25 ms until its HTML shows it. HTTP cache meanwhile: ${goal.hitRate}.`,
    '',
  ];
}

/** A missed freshness goal, as the goals' list takes it. */
export function freshnessMisses(freshness: Freshness | undefined) {
  if (!freshness) return [];
  const goal = freshnessGoal(freshness);
  return goal.met ? [] : [{ subject: 'storefront', goal: goal.goal, actual: goal.actual }];
}
