import { ScriptOnce } from '@tanstack/react-router';
import { DEFERRED_RENDER_SWITCH } from '../../ui/deferred-render.ts';

/** Where @tanstack/router-core keeps the scroll positions (its `storageKey`, not exported by the React package). */
const ROUTER_SCROLL_STORAGE_KEY = 'tsr-scroll-restoration-v1_3';

/**
 * Puts the page back where the visitor was when they reload it or come back to it from another
 * site, before the app starts: the router keeps each history entry's scroll position in session
 * storage (by the entry's `__TSR_key`). The router's own inline script does this too,
 * but on a page opened fresh it also calls `scrollTo(0, 0)`, which forces the browser to lay out
 * the half-parsed page before its first paint (about 60 ms on a fast computer, four times that on a
 * phone). This one runs at the end of the page and scrolls only when there is a position to restore; then it first
 * has every part of the page drawn (ui/deferred-render.ts), so the position lands where the visitor left it.
 */
const RESTORE_SCROLL = `(function(key,deferral){try{var entry=JSON.parse(sessionStorage.getItem(key)||'{}')[(history.state||{}).__TSR_key];var at=entry&&entry.window;if(at&&(at.scrollX||at.scrollY)){document.documentElement.removeAttribute(deferral);scrollTo(at.scrollX,at.scrollY)}}catch(error){}})(${JSON.stringify(ROUTER_SCROLL_STORAGE_KEY)},${JSON.stringify(DEFERRED_RENDER_SWITCH)})`;

/** The server-rendered script that restores the scroll position on reload (removes itself). */
export function ReloadScrollScript() {
  return <ScriptOnce>{RESTORE_SCROLL}</ScriptOnce>;
}
