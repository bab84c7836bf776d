import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';

/** Renders a feature component with a fresh query client and the toasts it may raise. */
export function renderWithClient(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
