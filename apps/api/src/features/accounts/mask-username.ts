// Forgot-ID answers show enough of each ID to recognise it, not enough to hand it to someone
// who only holds the phone: the first three characters and the last, stars between. IDs of
// four characters or fewer would then show everything, so they keep only the first.
const MASK = '*';

export function maskUsername(username: string): string {
  const characters = [...username];
  if (characters.length <= 4) {
    return (characters[0] ?? '') + MASK.repeat(Math.max(0, characters.length - 1));
  }
  return (
    characters.slice(0, 3).join('') +
    MASK.repeat(characters.length - 4) +
    characters[characters.length - 1]
  );
}
