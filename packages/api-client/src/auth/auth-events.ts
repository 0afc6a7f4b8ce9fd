import type { LoginResponse } from '@arcana/domain';

/** Why the session ended: the user asked, the refresh was refused, or the account is gone. */
export type LoggedOutReason = 'logout' | 'refresh-failed' | 'unauthorized' | 'deleted';

export type LoggedOutListener = (reason: LoggedOutReason) => void;
export type TokensRefreshedListener = (response: LoginResponse) => void;

const loggedOutListeners = new Set<LoggedOutListener>();
const refreshedListeners = new Set<TokensRefreshedListener>();

function subscribe<T>(set: Set<T>, listener: T): () => void {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

function notify<T extends unknown[]>(set: Set<(...args: T) => void>, ...args: T): void {
  for (const listener of set) {
    try {
      listener(...args);
    } catch (error) {
      console.error(error);
    }
  }
}

/** The app resets its user, cache and streams here (SPEC §4: a failed refresh logs out). */
export function onLoggedOut(listener: LoggedOutListener): () => void {
  return subscribe(loggedOutListeners, listener);
}

/** DESIGN "Tokens": streams reopen after every refresh so none outlives its token by much. */
export function onTokensRefreshed(listener: TokensRefreshedListener): () => void {
  return subscribe(refreshedListeners, listener);
}

export function notifyLoggedOut(reason: LoggedOutReason): void {
  notify(loggedOutListeners, reason);
}

export function notifyTokensRefreshed(response: LoginResponse): void {
  notify(refreshedListeners, response);
}
