import { mutationOptions } from '@tanstack/react-query';
import { applyCounselorFavorite } from './cache';
import { setCounselorFavorite } from './fetchers';
import { counselingQueries } from './queries';

export type CounselorFavoriteVariables = { counselorId: number; favorite: boolean };

export const counselingMutations = {
  /**
   * ♥ a counselor or let it go: every cached card and the profile change at once, back on a
   * failure; the favourites list is read again afterwards.
   */
  favorite: () =>
    mutationOptions({
      mutationKey: [...counselingQueries.favoritesAll(), 'set'],
      mutationFn: ({ counselorId, favorite }: CounselorFavoriteVariables) =>
        setCounselorFavorite(counselorId, favorite),
      onMutate: ({ counselorId, favorite }, { client }) => {
        applyCounselorFavorite(client, counselorId, favorite);
      },
      onError: (_error, { counselorId, favorite }, _result, { client }) => {
        applyCounselorFavorite(client, counselorId, !favorite);
      },
      onSettled: (_data, _error, _variables, _result, { client }) =>
        client.invalidateQueries({ queryKey: counselingQueries.favoritesAll() }),
    }),
};
