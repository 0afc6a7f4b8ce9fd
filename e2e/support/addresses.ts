// The suite runs the built apps on their own ports so it never collides with `npm run dev`.
// E2E_PORT_OFFSET moves all three, so two suites can run side by side on one machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const apiPort = 18787 + offset;
const webPort = 15173 + offset;
const counselorPort = 15174 + offset;

export const E2E = {
  apiPort,
  webPort,
  counselorPort,
  api: `http://127.0.0.1:${apiPort}`,
  web: `http://127.0.0.1:${webPort}`,
  // *.localhost resolves to loopback in Chromium and keeps the counselor app's cookies apart.
  counselor: `http://counselor.localhost:${counselorPort}`,
} as const;

/**
 * The addresses of a suite whose api, web app and counselor app listen on the given ports (the
 * counselor app under counselor.localhost, for cookies of its own).
 */
export function suiteAddresses(ports: { api: number; web: number; counselor: number }) {
  return {
    apiPort: ports.api,
    webPort: ports.web,
    counselorPort: ports.counselor,
    api: `http://127.0.0.1:${ports.api}`,
    web: `http://127.0.0.1:${ports.web}`,
    counselor: `http://counselor.localhost:${ports.counselor}`,
  } as const;
}
