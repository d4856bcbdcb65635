import { setupServer } from 'msw/node';
import { defaultHandlers } from './msw-handlers';

/** One MSW server for the whole web suite; its lifecycle lives in web-setup.ts. */
export const server = setupServer(...defaultHandlers);
