import { Button, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { listingTexts } from '../i18n';
import { $favourites, favouriteClicked } from './model';

const useStyles = makeStyles({
  saved: { color: tokens.colorPaletteRedForeground1 },
});

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        d="M10 17s-6.5-4.1-6.5-8.6A3.6 3.6 0 0 1 10 6.2a3.6 3.6 0 0 1 6.5 2.2C16.5 12.9 10 17 10 17Z"
      />
    </svg>
  );
}

type Props = { propertyId: string; title: string; className?: string };

/** The heart: a toggle button (aria-pressed) named after the listing. */
export function FavouriteButton({ propertyId, title, className }: Props) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const [favourites, clicked] = useUnit([$favourites, favouriteClicked]);
  const saved = favourites.ids.has(propertyId);
  // A visitor gets the login dialog: closing it gives focus back to this heart.
  const restoreFocusHere = useRestoreFocusTarget();
  return (
    <Button
      className={className}
      appearance="secondary"
      shape="circular"
      aria-label={t('favourite.save', { title })}
      aria-pressed={saved}
      {...restoreFocusHere}
      disabled={favourites.pending.has(propertyId)}
      icon={
        <span className={saved ? styles.saved : undefined}>
          <HeartIcon filled={saved} />
        </span>
      }
      onClick={(event) => {
        event.preventDefault();
        clicked({ propertyId });
      }}
    />
  );
}
