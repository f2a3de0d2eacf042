/** What public/early-input.js kept: taps and field changes made before React took the page over. */
type EarlyInput = {
  taps: Element[];
  fields: Array<{ field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string }>;
};

/** Inputs whose change is not a typed value: none is on a public page. */
const CHOICES = new Set(['checkbox', 'radio', 'file']);

const kept = () => (window as unknown as { basaltEarlyInput?: EarlyInput }).basaltEarlyInput;

/**
 * Called right after hydrateRoot: from now on React hears taps itself (and hydrates what is tapped
 * first), so the early script stops keeping them, and the ones it kept are given to React in order.
 */
export function replayEarlyTaps(): void {
  document.documentElement.dataset.appListening = 'true';
  const taps = kept()?.taps.splice(0) ?? [];
  for (const target of taps) {
    if (target.isConnected)
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  }
}

/**
 * Called once React has hydrated. A field typed in or chosen before then shows the person's value,
 * but React hydrated it with the server's and heard no change: each such field's last value is
 * given to React as a change, the way React's own inputs report one.
 */
export function replayEarlyFields(): void {
  const latest = new Map<Element, string>();
  for (const { field, value } of kept()?.fields.splice(0) ?? []) latest.set(field, value);
  for (const [field, value] of latest) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      // Hydration set the select back to the server's choice: the kept value is the person's.
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && !CHOICES.has(field.type))
    ) {
      // React compares a field's value with the last one it saw (set through the element's own
      // `value`): set a different one that way, then the person's through the prototype, so the
      // input event reads as a change.
      const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
      // The text on screen is the person's latest, typed after the last kept change included.
      const text = field.value;
      field.value = `${text} `;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
