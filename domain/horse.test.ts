import { describe, expect, it } from 'vitest';
import { breedLabel, heightClass, isCategory, parseStats, CATEGORY_TITLES } from './horse';

describe('horse', () => {
  it('derives the height class from the limits', () => {
    expect([107, 108, 129, 130, 139, 140, 148, 149].map(heightClass)).toEqual(['A', 'B', 'B', 'C', 'C', 'D', 'D', 'Horse']);
  });

  it('labels breeds, Okänd otherwise', () => {
    expect(['a', 'b', 'c', 'd', 'x', 'D', 'n', '', null].map(breedLabel)).toEqual([
      'Welsh Mountain', 'Welshponny', 'Welsh Cobtyp', 'Welsh Cob', 'Welsh Partbred', 'Welsh Cob', 'Okänd', 'Okänd', 'Okänd',
    ]);
  });

  it('knows the six category routes and their titles', () => {
    expect(CATEGORY_TITLES['for-sale']).toBe('Till Salu');
    expect(isCategory('seniors')).toBe(true);
    expect(isCategory('sold')).toBe(false);
    expect(isCategory('toString')).toBe(false);
  });

  it('parses typed stats, non-numbers become 0', () => {
    expect(parseStats(' 10 x 7,5  3 ')).toEqual([10, 0, 7.5, 3]);
    expect(parseStats('')).toEqual([]);
  });
});
