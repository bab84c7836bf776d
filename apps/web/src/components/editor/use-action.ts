import { useCallback, useRef, useState } from 'react';
import { prefixedErrorMessage, refusalReason, textWithReason } from '../../lib/api-client';
import { toast } from '../ui/toaster';

/**
 * The texts of one editor action (docs/product.md §8). `failed` is the dashboard's own text;
 * the server's reason for a refusal follows it, in one of the wordings the product uses:
 * 'prefixed' ('Failed to update user: {reason}') or 'sentence' ('Failed to save device. Please try
 * again. {reason}'); without a reason (unreachable, or the server failed itself) `failed` alone.
 * The tenant list words every failure with its message, whatever failed: 'message' ('Failed to
 * save tenants: {message or Unknown error}').
 */
export interface ActionTexts<Result> {
  done?: string | ((result: Result) => string);
  failed: string;
  reason: 'prefixed' | 'sentence' | 'message';
  /** Said instead of `failed` alone when the server gave no reason ('Failed to send invitation. Please try again.'). */
  fallback?: string;
}

export interface ActionOptions<Result> {
  /**
   * Where a failure is said: a toast (default), `error` for the view to show ('inline'), or the
   * view's own message area (a function given the text).
   */
  notice?: 'toast' | 'inline' | ((text: string) => void);
  /** Runs after a success, before the notice (resetting a form, refreshing what depends on it). */
  onDone?: (result: Result) => void | Promise<void>;
  /** Answers true when the form shows this failure itself (beside a field): no other notice. */
  onFailed?: (error: unknown) => boolean;
}

/** The failure's text for `error` as `texts` words it. */
export function actionFailureText(
  texts: Pick<ActionTexts<unknown>, 'failed' | 'reason' | 'fallback'>,
  error: unknown,
): string {
  if (texts.reason === 'message')
    return `${texts.failed}: ${(error instanceof Error && error.message) || 'Unknown error'}`;
  const alone = texts.fallback ?? texts.failed;
  return texts.reason === 'prefixed'
    ? prefixedErrorMessage(texts.failed, error, alone)
    : refusalReason(error) === null
      ? alone
      : textWithReason(texts.failed, error);
}

/**
 * One way for every editor to run what it saves, publishes or deletes (docs/decisions/dashboard.md
 * DSH-23): `pending` while it runs (a second call meanwhile is ignored), the notice when it is done,
 * the server's reason when it is refused, and `run` answering the result, or undefined when it
 * failed, so the view can keep the user's work on screen.
 */
export function useAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  texts: ActionTexts<Result>,
  options: ActionOptions<Result> = {},
) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const latest = useRef({ action, texts, options });
  latest.current = { action, texts, options };

  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    setError(null);
    const { action: act, texts: words, options: how } = latest.current;
    try {
      const result = await act(...args);
      await how.onDone?.(result);
      const done = typeof words.done === 'function' ? words.done(result) : words.done;
      if (done) toast.success(done);
      return result;
    } catch (caught) {
      console.error(words.failed, caught);
      if (how.onFailed?.(caught)) return undefined;
      const text = actionFailureText(words, caught);
      if (how.notice === 'inline') setError(text);
      else if (typeof how.notice === 'function') how.notice(text);
      else toast.error(text);
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { run, pending, error, clearError };
}
