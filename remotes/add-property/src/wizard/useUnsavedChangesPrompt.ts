import { useEffect, useRef } from 'react';
import { texts } from '../i18n';

/** True when a click on `anchor` would leave the current step inside this app. */
function leavesStep(anchor: HTMLAnchorElement): boolean {
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * Asks before leaving a step whose form has unsaved changes: closing or reloading the tab
 * (`beforeunload`) and following a link (the shell's BrowserRouter has no data router, so
 * react-router's useBlocker is not available). `confirmLeave` asks for the wizard's own Back.
 */
export function useUnsavedChangesPrompt(dirty: boolean): { confirmLeave: () => boolean } {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !leavesStep(anchor)) return;
      if (window.confirm(texts.t('unsaved.confirm'))) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  return {
    confirmLeave: () => !dirtyRef.current || window.confirm(texts.t('unsaved.confirm')),
  };
}
