import { makeStyles } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import {
  memo,
  type ReactNode,
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { RenderingOnServer } from '../../app/renderingOnServer';
import { RemoteModule } from '../../remotes/RemoteModule';
import { $serverRenderedSections, type HomeSection, sectionKey } from './serverSections';

// A class, not an inline style: the server renders this slot, and its CSP allows no style attribute.
const useStyles = makeStyles({ slot: { minHeight: '1px' } });

/** A promise the visitor's first scroll (or the slot entering the viewport) resolves. */
function deferredReach() {
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { reached, reach };
}

/** Suspends until `reached` settles: React keeps the server's HTML of the boundary meanwhile. */
function Gate({ reached, children }: { reached: Promise<void>; children: ReactNode }) {
  use(reached);
  return children;
}

/**
 * A remote section under the hero. Its code is not part of the page's first load: it loads once
 * the visitor scrolls or the slot enters the viewport. When the server rendered the section, its
 * HTML (real links) shows at once and hydrates then; otherwise the browser renders it then.
 * Memoised with plain props: an update reaching a boundary that is still server HTML would make
 * React replace that HTML with the (empty) fallback.
 */
export const BelowTheFold = memo(function BelowTheFold(section: HomeSection) {
  const styles = useStyles();
  const onServer = useContext(RenderingOnServer);
  const serverRendered = useUnit($serverRenderedSections).includes(sectionKey(section));
  const slot = useRef<HTMLDivElement>(null);
  const [gate] = useState(deferredReach);
  const [reached, setReached] = useState(false);

  useEffect(() => {
    let done = false;
    const reach = () => {
      if (done) return;
      done = true;
      // A server-rendered section hydrates when its gate opens: no state update may reach it.
      if (serverRendered) gate.reach();
      else setReached(true);
    };
    window.addEventListener('scroll', reach, { once: true, passive: true });
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function' && slot.current) {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach();
      });
      observer.observe(slot.current);
    }
    return () => {
      window.removeEventListener('scroll', reach);
      observer?.disconnect();
    };
  }, [gate, serverRendered]);

  const remote = <RemoteModule remote={section.remote} module={section.module} optional />;
  let contents: ReactNode = null;
  if (serverRendered) {
    contents = (
      <Suspense fallback={null}>
        {onServer ? remote : <Gate reached={gate.reached}>{remote}</Gate>}
      </Suspense>
    );
  } else if (reached) {
    contents = remote;
  }
  return (
    <div ref={slot} className={styles.slot}>
      {contents}
    </div>
  );
});
