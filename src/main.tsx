import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { OFFLINE } from './content/copy';
import { listenForInstall } from './offline/install';
import { persistOptions } from './offline/query-persistence';
import { registerServiceWorker } from './offline/register-service-worker';
import { scheduleWarmUp } from './offline/warm-up';
import './app/global.css';

// Which build is running, for support questions and for the update test.
document.documentElement.dataset.version = __APP_VERSION__;
listenForInstall();
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions()} onSuccess={() => scheduleWarmUp(queryClient)}>
      <App />
    </PersistQueryClientProvider>
  </StrictMode>,
);

if (import.meta.env.PROD) {
  void registerServiceWorker((apply) =>
    void import('sonner').then(({ toast }) =>
      toast(OFFLINE.update, { duration: Infinity, id: 'app-update', action: { label: OFFLINE.reload, onClick: apply } }),
    ),
  );
}
