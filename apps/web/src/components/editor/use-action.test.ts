import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { toast } from '../ui/toaster';
import { useAction } from './use-action';

const refused = new ApiError({ status: 409, code: 'CONFLICT', message: 'That name is taken.' });
const broken = new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' });

afterEach(() => vi.restoreAllMocks());

function setup<R>(
  action: () => Promise<R>,
  reason: 'prefixed' | 'sentence' | 'message',
  notice?: 'toast' | 'inline',
) {
  const success = vi.spyOn(toast, 'success').mockImplementation(() => '');
  const failure = vi.spyOn(toast, 'error').mockImplementation(() => '');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onDone = vi.fn();
  const hook = renderHook(() =>
    useAction(action, { done: 'Saved', failed: 'Failed to save', reason }, { notice, onDone }),
  );
  return { hook, success, failure, onDone };
}

describe('useAction (DSH-23)', () => {
  it('is pending while it runs, then says it is done and answers the result', async () => {
    let finish: (value: string) => void = () => {};
    const { hook, success, onDone } = setup(() => new Promise<string>((r) => (finish = r)), 'prefixed');
    let answer: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = hook.result.current.run();
    });
    expect(hook.result.current.pending).toBe(true);
    // A second press while it runs does nothing.
    let second: string | undefined = 'not yet';
    await act(async () => {
      second = await hook.result.current.run();
    });
    expect(second).toBeUndefined();
    await act(async () => {
      finish('ok');
      await answer;
    });
    expect(await answer).toBe('ok');
    expect(hook.result.current.pending).toBe(false);
    expect(onDone).toHaveBeenCalledWith('ok');
    expect(success).toHaveBeenCalledWith('Saved');
  });

  it("words a refusal with the server's reason, prefixed or as a sentence, and keeps the work", async () => {
    const prefixed = setup(() => Promise.reject(refused), 'prefixed');
    await act(async () => expect(await prefixed.hook.result.current.run()).toBeUndefined());
    expect(prefixed.failure).toHaveBeenLastCalledWith('Failed to save: That name is taken.');
    expect(prefixed.onDone).not.toHaveBeenCalled();
    vi.restoreAllMocks();

    const sentence = setup(() => Promise.reject(refused), 'sentence');
    await act(async () => void (await sentence.hook.result.current.run()));
    expect(sentence.failure).toHaveBeenLastCalledWith('Failed to save That name is taken.');
  });

  it('says its own text alone when the server failed itself, inline when asked', async () => {
    const { hook, failure } = setup(() => Promise.reject(broken), 'prefixed', 'inline');
    await act(async () => void (await hook.result.current.run()));
    expect(failure).not.toHaveBeenCalled();
    expect(hook.result.current.error).toBe('Failed to save');
    act(() => hook.result.current.clearError());
    expect(hook.result.current.error).toBeNull();
  });

  it("words any failure with its message in the tenant list's wording, or 'Unknown error'", async () => {
    const server = setup(() => Promise.reject(broken), 'message', 'inline');
    await act(async () => void (await server.hook.result.current.run()));
    expect(server.hook.result.current.error).toBe('Failed to save: boom');
    vi.restoreAllMocks();

    const silent = setup(() => Promise.reject(new Error('')), 'message', 'inline');
    await act(async () => void (await silent.hook.result.current.run()));
    expect(silent.hook.result.current.error).toBe('Failed to save: Unknown error');
  });

  it('says its own fallback when the server gave no reason, and logs the failure under its text', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const texts = { failed: 'Failed to send', fallback: 'Failed to send. Please try again.' };
    const prefixed = renderHook(() =>
      useAction(() => Promise.reject(broken), { ...texts, reason: 'prefixed' }, { notice: 'inline' }),
    );
    await act(async () => void (await prefixed.result.current.run()));
    expect(prefixed.result.current.error).toBe('Failed to send. Please try again.');
    expect(logged).toHaveBeenCalledWith('Failed to send', broken);

    const sentence = renderHook(() =>
      useAction(() => Promise.reject(refused), { ...texts, reason: 'sentence' }, { notice: 'inline' }),
    );
    await act(async () => void (await sentence.result.current.run()));
    // With a reason, the fallback is not used.
    expect(sentence.result.current.error).toBe('Failed to send That name is taken.');
  });
});
