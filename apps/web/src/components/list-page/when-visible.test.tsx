import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

/** A stand-in for the browser's observer: the test says which boxes came near the screen. */
class FakeObserver {
  static made: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  near(elements: Element[]) {
    const entries = elements.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

let frames: FrameRequestCallback[] = [];
const nextFrame = () => act(() => frames.shift()?.(performance.now()));

beforeEach(() => {
  FakeObserver.made = [];
  frames = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The box WhenVisible watches: its own element inside the test's wrapper. */
const boxOf = (name: string) => screen.getByTestId(name).firstElementChild as Element;

describe('WhenVisible', () => {
  it('watches every box with one observer, lets each go when near, and draws one a frame', () => {
    render(
      <>
        {['a', 'b', 'c'].map((name) => (
          <div key={name} data-testid={name}>
            <WhenVisible>
              <span>preview {name}</span>
            </WhenVisible>
          </div>
        ))}
      </>,
    );
    expect(FakeObserver.made).toHaveLength(1);
    const observer = FakeObserver.made[0] as FakeObserver;
    expect(observer.watched.size).toBe(3);
    expect(screen.queryByText(/preview/)).toBeNull();

    act(() => observer.near([boxOf('a'), boxOf('b')]));
    // Near boxes are no longer watched; the third still is.
    expect(observer.watched.size).toBe(1);
    expect(screen.queryByText(/preview/)).toBeNull();
    nextFrame();
    expect(screen.getByText('preview a')).toBeTruthy();
    expect(screen.queryByText('preview b')).toBeNull();
    nextFrame();
    expect(screen.getByText('preview b')).toBeTruthy();
    expect(screen.queryByText('preview c')).toBeNull();
  });

  it('leaves no observer behind once every box is drawn or gone', () => {
    const { unmount } = render(
      <WhenVisible>
        <span>preview</span>
      </WhenVisible>,
    );
    const observer = FakeObserver.made[0] as FakeObserver;
    unmount();
    expect(observer.watched.size).toBe(0);
    render(
      <WhenVisible>
        <span>preview</span>
      </WhenVisible>,
    );
    // A new box after the last left makes a new observer: the old one was disconnected.
    expect(FakeObserver.made).toHaveLength(2);
  });
});
