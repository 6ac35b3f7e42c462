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
import type { ListingDetail } from 'shared/contracts/listings';
import { postingTexts } from '../postingTexts';
import { type ListingPreviewProps, loadListingPreview } from './loadListingPreview';

const useStyles = makeStyles({
  frame: {
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
  },
  waiting: { padding: tokens.spacingVerticalXXL, display: 'grid', placeItems: 'center' },
});

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; Preview: ComponentType<ListingPreviewProps> }
  | { kind: 'failed' };

/** The listing remote's view may throw while it renders: say so here, not blank the page. */
class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The listing as buyers will see it, rendered by the listing remote's own detail view. */
export function ListingPreview({ listing }: { listing: ListingDetail }) {
  const styles = useStyles();
  const t = postingTexts.useT();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    loadListingPreview().then(
      (loaded) => current && setState({ kind: 'ready', Preview: loaded.default }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
    // A new attempt loads again.
  }, [attempt]);

  const failed = (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{t('preview.failed')}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('preview.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );

  return (
    <section className={styles.frame} aria-label={t('preview.region')}>
      {state.kind === 'loading' && (
        <div className={styles.waiting}>
          <Spinner label={t('preview.loading')} />
        </div>
      )}
      {state.kind === 'failed' && failed}
      {state.kind === 'ready' && (
        <PreviewBoundary key={attempt} fallback={failed}>
          <state.Preview listing={listing} />
        </PreviewBoundary>
      )}
    </section>
  );
}
