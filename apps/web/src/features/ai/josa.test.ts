import { describe, expect, it } from 'vitest';
import { subjectParticle } from './josa';

describe('subjectParticle', () => {
  it.each([
    ['루나', '가'],
    ['다온', '이'],
    ['한결', '이'],
    ['모모', '가'],
    ['Luna', '이(가)'],
    ['', '이(가)'],
  ])('%s → %s', (word, particle) => {
    expect(subjectParticle(word)).toBe(particle);
  });
});
