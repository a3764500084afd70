import type { EarlyField, EarlyValue } from './capture-early-input';

/**
 * Gives a field the value the visitor typed before the app was live, through the path React listens to.
 * React keeps the last value it knows in a tracker on the element (its own `value` property) and calls
 * onChange for an input event only when the field's value differs from it; at hydration the tracker takes
 * what the field holds, so the typed text would never reach the app. Writing through the element's own
 * property sets the tracker, writing through the prototype's setter does not: the field then holds the
 * visitor's value, the tracker something else, and the input event reaches onChange as typing would.
 */
export function giveValue(field: EarlyField, wanted: Pick<EarlyValue, 'value' | 'checked'>): void {
  if (field instanceof HTMLSelectElement) {
    // React reads a select on 'change', without a tracker.
    setNative(field, 'value', wanted.value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio is given back by the one the visitor chose.
    if (field.type === 'radio' && !wanted.checked) return;
    field.checked = !wanted.checked;
    // A click toggles it back to the visitor's choice, which React hears as it would the visitor's own.
    field.click();
    return;
  }
  const restoreSelection = keepSelection(field);
  field.value = wanted.value === '' ? ' ' : '';
  setNative(field, 'value', wanted.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  restoreSelection();
}

function setNative(field: EarlyField, property: 'value', value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set;
  if (setter) setter.call(field, value);
  else field[property] = value;
}

/** Setting a value moves the caret to the end: where the visitor is typing, it goes back where it was. */
function keepSelection(field: HTMLInputElement | HTMLTextAreaElement): () => void {
  if (field !== document.activeElement) return () => undefined;
  try {
    const { selectionStart, selectionEnd, selectionDirection } = field;
    if (selectionStart === null || selectionEnd === null) return () => undefined;
    return () => field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  } catch {
    // A field without a caret of its own: nothing to keep.
    return () => undefined;
  }
}
