/** See server-launch.mjs. */
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function serverNodeFlags(execArgv: readonly string[], nodeOptions: string | undefined): string[];
export declare function serverEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform,
): Record<string, string>;
