/**
 * The router's library, the second of the browser's three start-up steps (entry-client.tsx): imported on its own so
 * the browser evaluates it in a task of its own, between React (the entry's step) and the app's modules (client-app).
 * Imported for that evaluation only; client-app imports the same modules by their own names.
 */
export { createRouter } from '@tanstack/react-router';
export { RouterClient } from '@tanstack/react-router/ssr/client';
export { proxy } from 'valtio';
