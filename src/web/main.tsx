import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { createRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const routes = createRoutes();
const queryClient = createQueryClient();

// Declarative mode: the data router's loaders and actions are unused here and cost ~16 kB gzip.
// Without transitions a navigation to a page whose code is not loaded yet shows the page
// spinner at once, instead of silently keeping the old page on screen.
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter useTransitions={false}>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
