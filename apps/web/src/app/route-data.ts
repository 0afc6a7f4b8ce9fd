import { isApiError } from '@arcana/api-client';
import { notFound } from '@tanstack/react-router';

/**
 * For a page loader: waits for the page's data so it renders at once. The api's 404 (an id of the
 * right shape that names nothing) becomes the router's not-found page; any other failure is left
 * to the page, whose query shows the error state with a retry instead of the error screen.
 */
export async function loadOrNotFound<T>(load: Promise<T>): Promise<T | undefined> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    return undefined;
  }
}
