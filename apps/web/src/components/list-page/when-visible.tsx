import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their box comes near the screen, and keeps them. A devices page of
 * many live screen previews drew them all at once and blocked a phone for seconds (DSH-18);
 * now only the ones in view are drawn, the others as their place scrolls in. Without
 * IntersectionObserver everything is drawn at once.
 */
export function WhenVisible({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref} className={className ?? 'size-full'}>
      {visible ? children : null}
    </div>
  );
}
