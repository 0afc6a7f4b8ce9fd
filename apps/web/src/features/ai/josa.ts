/** 이 after a final consonant (다온이), 가 after a vowel (루나가); 이(가) for anything else. */
export function subjectParticle(word: string): string {
  const last = word.trim().at(-1);
  if (!last) return '이(가)';
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11_171) return '이(가)';
  return code % 28 === 0 ? '가' : '이';
}
