// Texts of the home feature that reach a log, never a person (the deck is seeded at start-up).
export const homeMessages = {
  deckMissing: 'The arcana-classic deck is not seeded: today’s card cannot be drawn',
};
