import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';

const useStyles = makeStyles({
  frame: {
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
  },
  waiting: { padding: tokens.spacingVerticalXXL, display: 'grid', placeItems: 'center' },
});

type State<Props> =
  | { kind: 'loading' }
  | { kind: 'ready'; View: ComponentType<Props> }
  | { kind: 'failed' };

/** The other remote's view may throw while it renders: say so here, not blank the page. */
class ViewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type RemoteViewTexts = {
  /** The frame's accessible name. */
  region: string;
  loading: string;
  /** What failed and what to do (press Retry). */
  failed: string;
  retry: string;
};

type Props<ViewProps extends object> = {
  /** Loads the other remote's module (`loadFromHost`); a module-level function, not a new one per render. */
  load: () => Promise<{ default: ComponentType<ViewProps> }>;
  /** What the loaded view is given. */
  viewProps: ViewProps;
  /** The caller's texts, in the page's language. */
  texts: RemoteViewTexts;
  /** Shown above the failure message (the loaded view draws it itself). */
  aboveFailure?: ReactNode;
};

/**
 * Another remote's view loaded at run time inside a bordered region: a spinner while it loads, a
 * warning with Retry when it cannot load or throws while rendering.
 */
export function RemoteView<ViewProps extends object>({
  load,
  viewProps,
  texts,
  aboveFailure,
}: Props<ViewProps>) {
  const styles = useStyles();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<ViewProps>>({ kind: 'loading' });

  // Runs again for each new attempt (Retry).
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    load().then(
      (loaded) => current && setState({ kind: 'ready', View: loaded.default }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const failed = (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{texts.failed}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => setAttempt((n) => n + 1)}>{texts.retry}</Button>
      </MessageBarActions>
    </MessageBar>
  );

  return (
    <section className={styles.frame} aria-label={texts.region}>
      {state.kind === 'loading' && (
        <div className={styles.waiting}>
          <Spinner label={texts.loading} />
        </div>
      )}
      {state.kind === 'failed' && (
        <>
          {aboveFailure}
          {failed}
        </>
      )}
      {state.kind === 'ready' && (
        <ViewBoundary key={attempt} fallback={failed}>
          <state.View {...viewProps} />
        </ViewBoundary>
      )}
    </section>
  );
}
