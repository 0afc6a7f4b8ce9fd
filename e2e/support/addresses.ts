// The suite runs the built apps on their own ports so it never collides with `npm run dev`.
const apiPort = 18787;
const webPort = 15173;
const counselorPort = 15174;

export const E2E = {
  apiPort,
  webPort,
  counselorPort,
  api: `http://127.0.0.1:${apiPort}`,
  web: `http://127.0.0.1:${webPort}`,
  // *.localhost resolves to loopback in Chromium and keeps the counselor app's cookies apart.
  counselor: `http://counselor.localhost:${counselorPort}`,
} as const;
