export { createHttpApp } from './http/app.ts';
export { composeServer } from './composition/server-container.ts';
export { loadConfig, type ServerConfig } from './config/config.ts';
export type { ServerServices } from './server-services.ts';
