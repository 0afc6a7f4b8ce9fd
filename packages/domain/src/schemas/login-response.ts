import * as v from 'valibot';
import { userSchema } from './user';

/** Answer of login, social login, join and refresh (SPEC §3 "Login response"). */
export const loginResponseSchema = v.object({
  user: userSchema,
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
  /** Epoch milliseconds of issuance. */
  issuedAt: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** Access-token lifetime in seconds. */
  expiresIn: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;
