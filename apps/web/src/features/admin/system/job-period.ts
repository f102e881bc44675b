/** A job's period in the largest whole unit: 3600 s is an hour, 90 s is 90 seconds. */
export function periodOf(everySeconds: number): {
  unit: 'everyHours' | 'everyMinutes' | 'everySeconds';
  count: number;
} {
  if (everySeconds % 3600 === 0) return { unit: 'everyHours', count: everySeconds / 3600 };
  if (everySeconds % 60 === 0) return { unit: 'everyMinutes', count: everySeconds / 60 };
  return { unit: 'everySeconds', count: everySeconds };
}
