import { LOADING_FADE_MS } from '@foyer/shared';
import { useEffect, useState } from 'react';

/**
 * Keeps a loading indicator on screen for LOADING_FADE_MS after loading ends, so it
 * fades out instead of vanishing (docs/product.md §2 Guards).
 */
export function useLoadingFade(loading: boolean): { visible: boolean; fading: boolean } {
  const [wasLoading, setWasLoading] = useState(loading);
  const [fading, setFading] = useState(false);

  // Adjusting state while rendering (not in an effect) avoids one frame of content before the fade.
  if (wasLoading !== loading) {
    setWasLoading(loading);
    setFading(!loading);
  }

  useEffect(() => {
    if (!fading) return;
    const timer = window.setTimeout(() => setFading(false), LOADING_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [fading]);

  return { visible: loading || fading, fading };
}
