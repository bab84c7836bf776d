import { useEffect, useState } from 'react';

/**
 * A number that changes each time the page finishes loading fonts, so text measured before a web
 * font arrived is measured again with it.
 */
export function useFontsLoaded(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts || typeof fonts.addEventListener !== 'function') return;
    const bump = () => setCount((n) => n + 1);
    fonts.addEventListener('loadingdone', bump);
    // Fonts that finished before this list mounted.
    void fonts.ready.then(bump);
    return () => fonts.removeEventListener('loadingdone', bump);
  }, []);
  return count;
}
