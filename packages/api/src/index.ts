export { createHttpApp } from './http/app.ts';
export { composeServer, type ServerComposition } from './composition/server-container.ts';
export { loadConfig, type ServerConfig } from './config/config.ts';
export type { HttpServices, ServerHost } from './server-services.ts';
