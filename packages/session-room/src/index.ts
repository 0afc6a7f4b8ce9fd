// The session room, hosted by both apps (DESIGN "Which app hosts what"): the web app with
// senderType USER, the counselor app with COUNSELOR.
export { DeviceCheckPage } from './call/DeviceCheckPage';
export { SessionRoomPage, type SessionRoomPageProps } from './room/SessionRoomPage';
export type { CallPanelProps, RoomConnection, RoomStreamState } from './room-connection';
