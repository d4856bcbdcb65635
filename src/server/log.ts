// Server logs: one JSON object per line on stdout, so any log collector can parse them.
import type { LogLevel } from './env';

export type LogFields = Record<string, unknown>;

export type Logger = {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
};

const rank = { debug: 0, info: 1, warn: 2, error: 3 } as const;
type Severity = keyof typeof rank;

const lowest: Record<LogLevel, number> = { debug: 0, info: 1, silent: Infinity };

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log =
    (severity: Severity) =>
    (message: string, fields: LogFields = {}) => {
      if (rank[severity] < lowest[level]) return;
      write(
        JSON.stringify(
          { time: new Date().toISOString(), level: severity, msg: message, ...fields },
          showErrors,
        ),
      );
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** Errors serialise to {} by default; keep what helps whoever reads the log. */
function showErrors(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: value.cause };
  }
  return value;
}
