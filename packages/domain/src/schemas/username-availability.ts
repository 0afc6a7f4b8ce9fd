import * as v from 'valibot';

/** GET /api/auth/username-available?username=: whether the ID is still free. */
export const usernameAvailabilityResponseSchema = v.object({ available: v.boolean() });
export type UsernameAvailabilityResponse = v.InferOutput<typeof usernameAvailabilityResponseSchema>;
