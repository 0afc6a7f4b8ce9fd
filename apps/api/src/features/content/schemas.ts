import * as v from 'valibot';
import { messages } from '../../lib/messages';

// Moves to @arcana/domain once that package exposes request schemas; the api keeps validating
// with the same rules meanwhile.
export const ROUTE_PATH_MAX_LENGTH = 2048;

const text = messages.routeRulePath;

export const RouteRuleQuerySchema = v.object({
  // A missing and an empty `path` read the same to a person, so both say "required".
  path: v.pipe(
    // A repeated ?path=a&path=b arrives as an array.
    v.optional(v.string(text.single), ''),
    v.nonEmpty(text.required),
    v.startsWith('/', text.leadingSlash),
    v.maxLength(ROUTE_PATH_MAX_LENGTH, text.tooLong),
    // "//host" is a protocol-relative URL: following it would leave the site.
    v.check((path) => !path.startsWith('//'), text.doubleSlash),
  ),
});

export type RouteRuleResponse = {
  path: string;
  redirect: { to: string; permanent: boolean } | null;
};
