// The schemas of a logged-in visitor's session calls (who am I, a new token), loaded when such
// a call is made: a guest's first page makes none, and its scripts count (DESIGN "Budgets").
export { loginResponseSchema, userSchema } from '@arcana/domain';
