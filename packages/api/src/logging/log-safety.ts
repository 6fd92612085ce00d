import { inspect } from 'node:util';

const NAMED_ESCAPES: Readonly<Record<number, string>> = { 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r' };

/** Whether a UTF-16 code unit ends a line or steers a terminal: C0 controls, DEL, C1 controls, U+2028/2029. */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/**
 * Text from a request (a path, a query value, a header, an id) as a log line may hold it: CR, LF
 * and every other control character (C0, DEL, C1, the Unicode line and paragraph separators)
 * written as an escape (`\r`, `\n`, `\u0085`), so a value can never end the log line it is in and
 * start a forged one, nor send terminal control sequences.
 */
export function loggable(text: string): string {
  let escaped = '';
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (!isControl(code)) continue;
    escaped += text.slice(from, index) + (NAMED_ESCAPES[code] ?? `\\u${code.toString(16).padStart(4, '0')}`);
    from = index + 1;
  }
  return from === 0 ? text : escaped + text.slice(from);
}

/** How many causes deep describeError follows. */
const MAX_CAUSES = 4;

/** The lines of an error's stack after its message (a message may itself hold lines that look like frames). */
function stackFrames(error: Error): string[] {
  const stack = error.stack ?? '';
  const header = `${error.name}: ${error.message}`;
  if (stack.startsWith(header)) return stack.slice(header.length).split('\n');
  return stack.split('\n').slice(error.message.split('\n').length);
}

/**
 * An error as the log shows it: `Name: message [code]`, its stack frames, then its causes the same
 * way. The messages go through loggable (an error's message may quote what a visitor sent), and
 * nothing else of the error is printed: no own properties, so no statement parameters, no request
 * bodies, no tokens a library attached. A value that is no Error is inspected and escaped.
 */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return loggable(typeof error === 'string' ? error : inspect(error, { depth: 1 }));
  const code = (error as { code?: unknown }).code;
  const head = `${error.name}: ${loggable(error.message)}${typeof code === 'string' ? ` [${loggable(code)}]` : ''}`;
  const frames = stackFrames(error)
    .filter((line) => /^\s+at /.test(line))
    .map(loggable);
  const cause =
    error.cause !== undefined && depth < MAX_CAUSES ? [`  [cause] ${describeError(error.cause, depth + 1)}`] : [];
  return [head, ...frames, ...cause].join('\n');
}
