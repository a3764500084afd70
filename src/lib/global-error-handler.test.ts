// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_LOG_ID, installGlobalErrorHandler } from './global-error-handler';

describe('global error handler', () => {
  let uninstall: () => void = () => {};
  afterEach(() => uninstall());

  it('logs to the console, appends message, file and line to a hidden log, and prevents the default', () => {
    uninstall = installGlobalErrorHandler();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const event = new ErrorEvent('error', { message: 'boom', filename: 'https://x/app.js', lineno: 42, cancelable: true });
    window.dispatchEvent(event);
    expect(consoleError).toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
    const log = document.getElementById(ERROR_LOG_ID);
    expect(log?.hidden).toBe(true);
    expect(log?.textContent).toContain('boom');
    expect(log?.textContent).toContain('https://x/app.js:42');
  });
});
