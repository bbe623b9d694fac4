import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from '../../src/app/App';
import { createQueryClient } from '../../src/app/query-client';

/** The whole app, as a student opening `path` would see it, with a fresh cache. */
export function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>,
    ),
  };
}
