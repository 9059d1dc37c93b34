import { describe, expect, it } from 'vitest';
import { formatFraction, formatPercent } from './format';

describe('formatPercent', () => {
  it('writes percentages the Swedish way, without trailing zeros', () => {
    expect(formatPercent(0.125)).toBe('12,5\u00a0%');
    expect(formatPercent(1 / 32)).toBe('3,125\u00a0%');
    expect(formatPercent(1)).toBe('100\u00a0%');
    expect(formatPercent(0)).toBe('0\u00a0%');
    expect(formatPercent(1 / 3, 1)).toBe('33,3\u00a0%');
  });

  it('never shows a possible outcome as 0 %', () => {
    expect(formatPercent(1 / 4 ** 17)).toBe('< 0,001\u00a0%');
    expect(formatPercent(0.0004, 1)).toBe('< 0,1\u00a0%');
  });
});

describe('formatFraction', () => {
  it('writes binary fractions exactly, in lowest terms', () => {
    expect(formatFraction(0.046875)).toBe('3/64');
    expect(formatFraction(0.25)).toBe('1/4');
    expect(formatFraction(1)).toBe('1');
    expect(formatFraction(0)).toBe('0');
    expect(formatFraction(1 / 4 ** 17)).toBe(`1/${4 ** 17}`);
  });

  it('falls back to a percentage for anything that is not a binary fraction', () => {
    expect(formatFraction(1 / 3)).toBe('33,333\u00a0%');
  });
});
