import { useEffect, useState } from 'react';

/** How long typing rests before the address is tried. */
const TYPING_PAUSE_MS = 400;

/** Whether the site answers a path with a page (not "Page not found"); null while unknown or for other addresses. */
export function useSitePathMissing(path: string): boolean | null {
  const [answer, setAnswer] = useState<{ path: string; missing: boolean } | null>(null);
  useEffect(() => {
    if (!/^\/(?!\/)/.test(path)) return;
    let current = true;
    const timer = setTimeout(() => {
      fetch(path, { method: 'HEAD', credentials: 'omit' }).then(
        (response) => {
          if (current) setAnswer({ path, missing: response.status === 404 });
        },
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [path]);
  return answer?.path === path ? answer.missing : null;
}
