import { createAppIntl, createTranslator } from '@arcana/app-shell';
import roomMessages from './messages/ko.compiled.json';

// The room's texts load with the room (both apps), not with either app's first page.
export type RoomMessageId = keyof typeof roomMessages;

export const t = createTranslator<RoomMessageId>(createAppIntl(roomMessages));
