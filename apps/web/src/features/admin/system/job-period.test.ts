import { describe, expect, it } from 'vitest';
import { periodOf } from './job-period';

describe('a job’s period in words', () => {
  it('takes the largest whole unit', () => {
    expect(periodOf(21_600)).toEqual({ unit: 'everyHours', count: 6 });
    expect(periodOf(60)).toEqual({ unit: 'everyMinutes', count: 1 });
    expect(periodOf(90)).toEqual({ unit: 'everySeconds', count: 90 });
    expect(periodOf(5)).toEqual({ unit: 'everySeconds', count: 5 });
  });
});
