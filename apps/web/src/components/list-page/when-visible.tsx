import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Boxes waiting to come near the screen, each with what draws it. */
const waiting = new Map<Element, () => void>();
/** Boxes near the screen, in the order they came, not drawn yet. */
const ready = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;
let drawing = false;

/**
 * One observer for every waiting box, and each box leaves it once near: with one observer per
 * card, 3,000 device cards cost the browser 1.3–1.8 s of intersection work during a publish
 * (issue 30, DEV-19), every frame of an animation asking each observer again.
 */
function watch(element: Element, show: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const draw = waiting.get(entry.target);
        if (!entry.isIntersecting || !draw) continue;
        unwatch(entry.target);
        ready.set(entry.target, draw);
      }
      if (!drawing && ready.size > 0) {
        drawing = true;
        nextFrame(drawNext);
      }
    },
    { rootMargin: '200px' },
  );
  waiting.set(element, show);
  observer.observe(element);
  return () => {
    unwatch(element);
    ready.delete(element);
  };
}

function unwatch(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
  // An observer left with nothing to watch would still be asked on every frame.
  if (waiting.size === 0) {
    observer?.disconnect();
    observer = null;
  }
}

/**
 * A row of cards comes near the screen at once; each draws its preview in a frame of its own, so
 * a scroll never waits for a whole row of previews (a preview is 10–30 ms of script).
 */
function drawNext(): void {
  const next = ready.entries().next();
  if (next.done) {
    drawing = false;
    return;
  }
  const [element, draw] = next.value;
  ready.delete(element);
  draw();
  nextFrame(drawNext);
}

function nextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(task);
  else setTimeout(task, 16);
}

/**
 * Renders its children once their box comes near the screen, and keeps them. A devices page of
 * many live screen previews drew them all at once and blocked a phone for seconds (DSH-18);
 * now only the ones in view are drawn, the others as their place scrolls in, one a frame.
 * Without IntersectionObserver everything is drawn at once.
 */
export function WhenVisible({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    return watch(element, () => setVisible(true));
  }, [visible]);
  return (
    <div ref={ref} className={className ?? 'size-full'}>
      {visible ? children : null}
    </div>
  );
}
