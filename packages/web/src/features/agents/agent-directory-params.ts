/** The address parameters of the agent directory (read by its route's search validation and its loader). */
export const AGENT_DIRECTORY_PARAMS = ['q', 'language', 'specialty'] as const;
