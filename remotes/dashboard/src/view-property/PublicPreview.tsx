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
import { viewPropertyTexts } from './i18n';
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

/** The listing as the public sees it, drawn by the listing remote's own detail view. */
export function PublicPreview({ listing, banner }: { listing: ListingDetail; banner: ReactNode }) {
  const styles = useStyles();
  const t = viewPropertyTexts.useT();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ kind: 'loading' });

  // Runs again for each new attempt (Retry).
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
  }, [attempt]);

  const failed = (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{t('previewFailed')}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );

  return (
    <section className={styles.frame} aria-label={t('previewRegion')}>
      {state.kind === 'loading' && (
        <div className={styles.waiting}>
          <Spinner label={t('previewLoading')} />
        </div>
      )}
      {state.kind === 'failed' && (
        <>
          {banner}
          {failed}
        </>
      )}
      {state.kind === 'ready' && (
        <PreviewBoundary key={attempt} fallback={failed}>
          <state.Preview listing={listing} banner={banner} />
        </PreviewBoundary>
      )}
    </section>
  );
}
