import { describe, expect, it } from '@jest/globals';
import { passwordStrength, strengthLabel, strengthSegments } from './passwordStrength';

describe('strengthLabel', () => {
  it('is Low below 33, Medium below 66, High from 66 (spec section 9)', () => {
    expect(strengthLabel(0)).toBe('Low');
    expect(strengthLabel(32)).toBe('Low');
    expect(strengthLabel(32.9)).toBe('Low');
    expect(strengthLabel(33)).toBe('Medium');
    expect(strengthLabel(65)).toBe('Medium');
    expect(strengthLabel(65.9)).toBe('Medium');
    expect(strengthLabel(66)).toBe('High');
    expect(strengthLabel(100)).toBe('High');
  });
});

describe('passwordStrength', () => {
  it('scores an empty password 0, Low', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Low' });
  });

  it('keeps passwords under the 8-character minimum Low however varied', () => {
    const result = passwordStrength('aB3$xY!');
    expect(result.label).toBe('Low');
    expect(result.score).toBeLessThan(33);
  });

  it('keeps a single repeated character Low however long', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaaaaaa').label).toBe('Low');
  });

  it('rates a short all-lowercase password Low, a longer mixed one Medium and a long varied one High', () => {
    expect(passwordStrength('password').label).toBe('Low');
    expect(passwordStrength('password123').label).toBe('Medium');
    expect(passwordStrength('Correct-Horse-42-Battery').label).toBe('High');
  });

  it('never decreases when a character is appended and stays within 0..100', () => {
    let previous = 0;
    const grown = 'Tr0ub4dor&3-and-then-some-more-characters';
    for (let length = 1; length <= grown.length; length += 1) {
      const { score, label } = passwordStrength(grown.slice(0, length));
      expect(score).toBeGreaterThanOrEqual(previous);
      expect(score).toBeLessThanOrEqual(100);
      expect(label).toBe(strengthLabel(score));
      previous = score;
    }
    expect(previous).toBe(100);
  });

  it('fills the four meter segments in step with the label', () => {
    expect(strengthSegments({ score: 0, label: 'Low' })).toBe(0);
    expect(strengthSegments({ score: 20, label: 'Low' })).toBe(1);
    expect(strengthSegments({ score: 50, label: 'Medium' })).toBe(2);
    expect(strengthSegments({ score: 70, label: 'High' })).toBe(3);
    expect(strengthSegments({ score: 100, label: 'High' })).toBe(4);
  });
});
