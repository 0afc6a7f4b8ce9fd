// The ai feature (DESIGN "AI", "Readings are drawn on the server"): characters, preset readings,
// readings drawn on the server and answered as a stream, chats that remember, daily limits.
// Other features read readings and characters only through the functions exported here.
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { ShutdownRegistry } from '../../lib/shutdown';
import type { AccessTokenCheck } from '../../middleware/auth';
import type { LlmProvider } from '../../providers/llm/llm-provider';

export type AiDeps = {
  db: AppDb;
  env: Env;
  /** optionalLogin on the public routes reads the caller through it. */
  sessions: AccessTokenCheck;
  shutdown: ShutdownRegistry;
  logger: Logger;
  now: Clock;
  /** A model; absent, createLlmProvider(env.llm) decides (null: the offline reader answers). */
  llm?: LlmProvider | null;
};

/** /api/public/ai/… and /api/client/ai/… (characters, readings, usage, chats). */
export function mountAi(_app: Hono, _deps: AiDeps): void {
  // routes land in the next commit
}

export { AI_CHARACTERS, type AiCharacter, findAiCharacter } from './characters';
export { SEEDED_SIMPLE_TAROTS, seedAi } from './seed';
export {
  characterSummaries,
  type ReadingShareData,
  readingForShare,
  toReadingCards,
} from './share-data';
export { aiCharacters, aiReadings } from './tables';
