import { authQueries } from '@arcana/api-client';
import { usernameSchema } from '@arcana/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { t } from './intl';

export type UsernameCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; username: string }
  | { state: 'invalid'; message: string };

/** 아이디 중복 확인: the format first (domain schema), then GET /api/auth/username-available. */
export function useUsernameCheck() {
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<UsernameCheck>({ state: 'idle' });

  const run = async (username: string): Promise<boolean> => {
    const parsed = v.safeParse(usernameSchema, username);
    if (!parsed.success) {
      setCheck({ state: 'invalid', message: parsed.issues[0].message });
      return false;
    }
    setCheck({ state: 'checking' });
    try {
      const { available } = await queryClient.fetchQuery(
        authQueries.usernameAvailable(parsed.output),
      );
      setCheck(
        available
          ? { state: 'available', username: parsed.output }
          : { state: 'invalid', message: t('web.auth.join.usernameTaken') },
      );
      return available;
    } catch {
      // The join call checks again and answers 409 with a field error; no need to block here.
      setCheck({ state: 'idle' });
      return true;
    }
  };

  return { check, run, reset: () => setCheck({ state: 'idle' }), setCheck };
}
