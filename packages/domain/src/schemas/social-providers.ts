import * as v from 'valibot';

// Apart from the other social answers (social.ts re-exports it): the login page asks for the
// providers on its first visit and need not load the rest (DESIGN "Budgets").

/** Which providers are configured; SPEC §9: a provider is offered only with a client ID. */
export const socialProvidersSchema = v.object({ kakao: v.boolean(), google: v.boolean() });
export type SocialProviders = v.InferOutput<typeof socialProvidersSchema>;
