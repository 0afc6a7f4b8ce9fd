import { type ClientNote, clientNoteSchema } from '@arcana/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../http';
import { counselorOfficeQueries } from './profile-queries';

// The counselor's private note about one client (GET|PUT /api/client/counselor/clients/{userId}
// /note). The room shows the same note in RoomState.clientNote (the counselor's side).

type CallOptions = { signal?: AbortSignal };
const path = (userId: number) => `/api/client/counselor/clients/${userId}/note`;

export function fetchClientNote(userId: number, options: CallOptions = {}): Promise<ClientNote> {
  return apiFetch(path(userId), { schema: clientNoteSchema, ...options });
}

/** 400 (over 2,000 characters) is shown under the editor, so the call is silent. */
export function saveClientNote(userId: number, text: string): Promise<ClientNote> {
  return apiFetch(path(userId), {
    method: 'PUT',
    body: { text },
    schema: clientNoteSchema,
    silent: true,
  });
}

export const clientNoteQueries = {
  note: (userId: number) =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'client-notes', userId] as const,
      queryFn: ({ signal }) => fetchClientNote(userId, { signal }),
    }),
};

export const clientNoteMutations = {
  save: () =>
    mutationOptions({
      mutationKey: [...counselorOfficeQueries.all(), 'client-note-save'],
      mutationFn: ({ userId, text }: { userId: number; text: string }) =>
        saveClientNote(userId, text),
      onSuccess: (note, _variables, _result, { client }) => {
        client.setQueryData(clientNoteQueries.note(note.userId).queryKey, note);
      },
    }),
};
