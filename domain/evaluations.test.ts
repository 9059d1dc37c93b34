import { describe, expect, it } from 'vitest';
import {
  bestPremieringGrade, compareEvaluations, exteriorPremium, exteriorTotal, foalAssessmentTotals, premieringGrade,
  qualityPaperColour, trearstestTotals, youngHorseTestTotals,
} from './evaluations';

describe('exterior', () => {
  it('sums the five scores', () => {
    expect(exteriorTotal({ breedType: 8, hnb: 7, extremeties: 9, movement: 8, overall: 8 })).toBe(40);
  });

  it('has premium edges at 39 and 36', () => {
    expect(exteriorPremium(40)).toBe('Diplom');
    expect(exteriorPremium(39.5)).toBe('Diplom');
    expect(exteriorPremium(39)).toBe('Klass I');
    expect(exteriorPremium(36)).toBe('Klass I');
    expect(exteriorPremium(35.5)).toBe('Klass II');
    expect(exteriorPremium(35)).toBe('Klass II');
  });
});

describe('premiering', () => {
  it('reads the grade from the second item', () => {
    expect(premieringGrade('Godkänd, AB, 2024')).toBe('AB');
    expect(premieringGrade('x,Elit')).toBe('Elit');
    expect(premieringGrade('A')).toBeNull();
    expect(premieringGrade('x, C')).toBeNull();
  });

  it('picks the best grade, G by default', () => {
    expect(bestPremieringGrade([])).toBe('G');
    expect(bestPremieringGrade(['x, B', 'y, AB', 'z, G'])).toBe('AB');
    expect(bestPremieringGrade(['x, A', 'y, Elit'])).toBe('Elit');
    expect(bestPremieringGrade(['nonsense'])).toBe('G');
  });
});

describe('test totals', () => {
  it('totals the three-year test', () => {
    expect(trearstestTotals({ typ: 8, hhb: 7, extr: 6, skritt: 7, trav: 8, galopp: 6, hoppTeknik: 5, hoppTemp: 9 })).toEqual({
      gang: 21, hopp: 14, total: 56, percentage: 70,
    });
  });

  it('totals the foal assessment with a one-decimal percentage', () => {
    expect(foalAssessmentTotals({ exterior: 8, gangarter: 7, intryck: 8 })).toEqual({ total: 23, percentage: 76.7 });
  });

  it('totals the young-horse test', () => {
    expect(youngHorseTestTotals({ typ: 8, hhb: 7, ben: 6, skritt: 9, trav: 8, galopp: 7, teknik: 5, temperament: 10 })).toEqual({
      gaitTotal: 45, jumpingTotal: 43,
    });
  });

  it('colours the quality papers', () => {
    expect(['I', 'II', 'iii', 'IV', 'V'].map(qualityPaperColour)).toEqual(['grön', 'vit', 'gul', 'grå', null]);
  });
});

it('orders evaluations by type, newest first within a type', () => {
  const list = [
    { type: 'trearstest', date: '2024-01-01' },
    { type: 'exterior', date: '2022-05-01' },
    { type: 'premiering', date: '2023-01-01' },
    { type: 'exterior', date: '2023-05-01' },
  ];
  expect([...list].sort(compareEvaluations)).toEqual([list[3], list[1], list[2], list[0]]);
});
