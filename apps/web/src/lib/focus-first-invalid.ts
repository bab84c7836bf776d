/**
 * After a submit with mistakes, brings the first one into view and focus, so nobody hunts for
 * a message below the fold. Runs after React has rendered the messages.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  window.requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches('input, textarea, select, button')
      ? invalid
      : invalid.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)');
    invalid.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  });
}
