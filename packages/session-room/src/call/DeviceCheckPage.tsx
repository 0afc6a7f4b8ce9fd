/** /_test/video: a device and connection check a user can open before a session. */
export function DeviceCheckPage() {
  return null;
}
