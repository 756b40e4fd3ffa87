/**
 * Structured logs: one JSON line per event, with the message, status code and URL the
 * error catalogue asks for (spec 2.6, 8). Workers' logs collect console output.
 */
export interface LogFields {
  message: string;
  status?: number;
  url?: string;
  [key: string]: unknown;
}

export function logError(fields: LogFields): void {
  console.error(JSON.stringify({ level: "error", time: new Date().toISOString(), ...fields }));
}

export function logWarning(fields: LogFields): void {
  console.warn(JSON.stringify({ level: "warn", time: new Date().toISOString(), ...fields }));
}
