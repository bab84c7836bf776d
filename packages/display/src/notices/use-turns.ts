import { useEffect, useState } from 'react';

/**
 * Which of `count` turns shows (0-based), each shown for `durationOf(turn)` ms; no timer while
 * there is one turn or none, so a screen with nothing to rotate does no work.
 */
export function useTurns(count: number, durationOf: (turn: number) => number, enabled = true): number {
  const [turn, setTurn] = useState(0);
  const current = turn < count ? turn : 0;
  const rotating = enabled && count > 1;
  const duration = durationOf(current);
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setTurn((current + 1) % count), duration);
    return () => clearTimeout(timer);
  }, [rotating, current, count, duration]);
  return rotating ? current : 0;
}
