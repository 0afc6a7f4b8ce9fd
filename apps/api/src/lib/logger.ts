/** Where the api writes its log lines; tests pass a silent or recording one. */
export type Logger = {
  info(line: string): void;
  error(line: string, error?: unknown): void;
};

export const consoleLogger: Logger = {
  info: (line) => console.info(line),
  error: (line, error) => (error === undefined ? console.error(line) : console.error(line, error)),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
