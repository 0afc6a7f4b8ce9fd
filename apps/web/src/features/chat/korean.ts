/** 'yes' when the last syllable of a Korean word has a final consonant (한결 → 과, 루나 → 와). */
export function batchimOf(word: string): 'yes' | 'no' {
  const last = word.trim().at(-1);
  if (!last) return 'no';
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return 'no';
  return code % 28 === 0 ? 'no' : 'yes';
}
