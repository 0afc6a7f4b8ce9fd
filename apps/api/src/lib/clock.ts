/**
 * Where services read the time. Tokens, throttling and codes all take one, so tests can move
 * time without waiting and several api processes agree because each asks the same kind of clock.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
