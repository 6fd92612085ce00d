import { tmpdir } from 'node:os';
import { OpenAPIHono } from '@hono/zod-openapi';
import { afterEach, describe, expect, it } from 'vitest';
import { DataUnavailableError } from '@app/domain';
import { handleError } from '../http/errors.ts';
import { webRoutes } from '../http/routes/web.routes.ts';
import { captureLog, type CapturedLog } from './log-capture.ts';
import { describeError, loggable } from './log-safety.ts';

let captured: CapturedLog | undefined;
/** The lines the process's logger writes from now on, as a log file would hold them. */
function logLines() {
  captured = captureLog();
  const log = captured;
  return {
    lines: () =>
      log
        .output()
        .split(/\r\n|\r|\n/)
        .filter((line) => line !== ''),
    entries: log.entries,
  };
}

afterEach(() => {
  captured?.restore();
});

describe(loggable, () => {
  it('writes CR, LF and every other control or line-separating character as an escape', () => {
    expect(loggable('/nope\r\nReady on http://evil')).toBe('/nope\\r\\nReady on http://evil');
    expect(loggable('a\u0000b\u001b[31mc\u007fd\u0085e\u2028f\u2029g\th')).toBe(
      'a\\u0000b\\u001b[31mc\\u007fd\\u0085e\\u2028f\\u2029g\\th',
    );
    expect(loggable('/properties/226000001 Café 🏖️')).toBe('/properties/226000001 Café 🏖️');
  });
});

describe(describeError, () => {
  it("keeps a visitor's text in the error's first line and prints none of the error's properties", () => {
    const driver = Object.assign(new Error('invalid input\nFAKE forged line\n    at forged (evil.js:1:1)'), {
      params: ['Dana Whitfield', 'dana@example.com'],
      code: '22021',
    });
    const error = new DataUnavailableError('Your message could not be sent.', { cause: driver });

    const lines = describeError(error).split('\n');

    expect(lines[0]).toBe('DataUnavailableError: Your message could not be sent. [unavailable]');
    expect(lines).toContain('  [cause] Error: invalid input\\nFAKE forged line\\n    at forged (evil.js:1:1) [22021]');
    expect(lines.filter((line) => /^(FAKE|\s+at forged)/.test(line))).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/Dana|dana@example/);
  });
});

describe('request values in the log', () => {
  it('a page path with CR/LF stays on its one "Page Not Found" line', async () => {
    const { lines, entries } = logLines();
    const app = webRoutes({ clientDir: tmpdir(), renderPage: async () => new Response('gone', { status: 404 }) });

    await app.request('/nope%0D%0AReady%20on%20http://localhost:3000%0D%0AFAKE');

    expect(lines()).toHaveLength(1);
    expect(entries()).toMatchObject([
      { level: 'info', msg: 'Page Not Found: /nope\\r\\nReady on http://localhost:3000\\r\\nFAKE' },
    ]);
  });

  it('the path and a query value quoted by a failing route stay on the first line of its error', async () => {
    const { lines, entries } = logLines();
    const app = new OpenAPIHono();
    app.onError(handleError);
    app.get('/api/fails/*', (c) => {
      throw new Error(`Cannot read ${c.req.query('q') ?? ''}`);
    });

    const response = await app.request('/api/fails/x%0AFAKE-PATH?q=x%0D%0AFAKE-QUERY%20line');

    expect(response.status).toBe(500);
    expect(lines()).toHaveLength(1);
    const [entry] = entries();
    expect(entry).toMatchObject({ level: 'error', msg: 'GET /api/fails/x\\nFAKE-PATH failed:' });
    const error = String(entry?.err).split('\n');
    expect(error[0]).toBe('Error: Cannot read x\\r\\nFAKE-QUERY line');
    expect(error.slice(1).every((line) => /^\s+at /.test(line))).toBe(true);
  });
});
