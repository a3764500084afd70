/**
 * SPEC section 8: an uncaught error is logged to the console, recorded in a hidden log element
 * (message, file, line) that support staff can read from the page, and the default handling is prevented.
 */
export const ERROR_LOG_ID = 'global-error-log';

function errorLog(): HTMLElement {
  let log = document.getElementById(ERROR_LOG_ID);
  if (!log) {
    log = document.createElement('div');
    log.id = ERROR_LOG_ID;
    log.hidden = true;
    log.setAttribute('aria-hidden', 'true');
    document.body.append(log);
  }
  return log;
}

export function recordGlobalError(event: ErrorEvent): void {
  console.error('Uncaught error:', event.message, `${event.filename}:${event.lineno}`, event.error);
  const entry = document.createElement('p');
  entry.dataset.file = event.filename;
  entry.dataset.line = String(event.lineno);
  entry.textContent = `${event.message} (${event.filename}:${event.lineno})`;
  errorLog().append(entry);
  event.preventDefault();
}

export function installGlobalErrorHandler(): () => void {
  window.addEventListener('error', recordGlobalError);
  return () => window.removeEventListener('error', recordGlobalError);
}
