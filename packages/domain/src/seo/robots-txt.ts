import type { ValidationIssue } from '../errors/domain-error.ts';
import type { RobotsGroup } from './seo-settings.ts';

/** Paths crawlers are always asked to skip, whatever the rules say: the admin area, the API and the account screens. */
export const ROBOTS_PRIVATE_PATHS = ['/admin', '/api/', '/not-authorized', '/reset-password'] as const;

/** Limits of the robots rules an admin may keep. */
export const ROBOTS_LIMITS = { groups: 20, pathsPerList: 50, pathLength: 200, userAgentLength: 100 } as const;

const USER_AGENT = /^[A-Za-z0-9*._-][A-Za-z0-9*._/ -]*$/;
const PATH_PATTERN = /^\/[^\s#]*$/;

/** Whether a text is a robots.txt path pattern: starts with `/`, no spaces or `#` (`*` and a final `$` allowed). */
export function isRobotsPath(path: string): boolean {
  return path.length <= ROBOTS_LIMITS.pathLength && PATH_PATTERN.test(path);
}

function pathListIssues(field: string, paths: readonly string[]): ValidationIssue[] {
  if (paths.length > ROBOTS_LIMITS.pathsPerList)
    return [{ field, message: `At most ${ROBOTS_LIMITS.pathsPerList} paths per list` }];
  const bad = paths.find((path) => !isRobotsPath(path));
  return bad === undefined
    ? []
    : [
        {
          field,
          message: `"${bad}" is not a path: start each line with / and leave out spaces (at most ${ROBOTS_LIMITS.pathLength} characters)`,
        },
      ];
}

/** Every problem with the robots rules: no group, too many, a bad or repeated user agent, a path that is no path. */
export function robotsIssues(groups: readonly RobotsGroup[]): ValidationIssue[] {
  if (groups.length === 0)
    return [{ field: 'robots', message: 'Keep at least one group of rules (User-agent * for every crawler)' }];
  if (groups.length > ROBOTS_LIMITS.groups)
    return [{ field: 'robots', message: `At most ${ROBOTS_LIMITS.groups} groups of rules` }];
  const seen = new Set<string>();
  return groups.flatMap((group, index) => {
    const field = `robots.${index}`;
    const agent = group.userAgent.trim();
    const issues: ValidationIssue[] = [];
    if (agent === '')
      issues.push({ field: `${field}.userAgent`, message: 'User agent is required (* for every crawler)' });
    else if (agent.length > ROBOTS_LIMITS.userAgentLength || !USER_AGENT.test(agent))
      issues.push({
        field: `${field}.userAgent`,
        message: 'User agent may hold letters, digits, spaces and * . _ - / only',
      });
    else if (seen.has(agent.toLowerCase()))
      issues.push({ field: `${field}.userAgent`, message: `${agent} has two groups: merge them into one` });
    seen.add(agent.toLowerCase());
    return [
      ...issues,
      ...pathListIssues(`${field}.allow`, group.allow),
      ...pathListIssues(`${field}.disallow`, group.disallow),
    ];
  });
}

function groupText(group: RobotsGroup, privatePaths: readonly string[]): string {
  const disallow = [...group.disallow, ...privatePaths.filter((path) => !group.disallow.includes(path))];
  return [
    `User-agent: ${group.userAgent}`,
    ...group.allow.map((path) => `Allow: ${path}`),
    ...disallow.map((path) => `Disallow: ${path}`),
  ].join('\n');
}

/**
 * The robots.txt of the rules: one block per group, each also refusing the private paths (a
 * crawler obeys only the group naming it most closely, so every group must carry them), then the
 * sitemap's absolute address.
 */
export function robotsTxt(
  groups: readonly RobotsGroup[],
  options: { sitemapUrl: string; privatePaths?: readonly string[] },
): string {
  const privatePaths = options.privatePaths ?? ROBOTS_PRIVATE_PATHS;
  return `${groups.map((group) => groupText(group, privatePaths)).join('\n\n')}\n\nSitemap: ${options.sitemapUrl}\n`;
}
