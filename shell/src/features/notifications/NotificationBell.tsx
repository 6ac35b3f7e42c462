import {
  Button,
  CounterBadge,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { Notification } from 'shared/contracts/notifications';
import { formatPrice } from 'shared/format';
import { useLanguage } from 'shared/i18n';
import { notificationTexts } from './i18n';
import {
  $listError,
  $listStatus,
  $recent,
  $unread,
  manageClicked,
  markAllReadClicked,
  notificationOpened,
  popoverOpened,
  retryClicked,
  unreadCountNeeded,
} from './model';

/** Gentle: one small request a minute, only while the tab is visible. */
export const POLL_MS = 60_000;

const useStyles = makeStyles({
  trigger: { position: 'relative' },
  row: { width: '100%', justifyContent: 'flex-start', gap: tokens.spacingHorizontalS },
  badge: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
  list: { width: '340px', maxWidth: 'calc(100vw - 32px)' },
  items: { maxHeight: '60vh', overflowY: 'auto' },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  unread: { backgroundColor: tokens.colorBrandBackground2 },
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        d="M10 3a4.5 4.5 0 0 0-4.5 4.5v3L4 13.5h12L14.5 10.5v-3A4.5 4.5 0 0 0 10 3ZM8 15.5a2 2 0 0 0 4 0"
      />
    </svg>
  );
}

const when = (language: 'en' | 'hi') =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

function NotificationItem({ item }: { item: Notification }) {
  const styles = useStyles();
  const t = notificationTexts.useT();
  const language = useLanguage();
  const open = useUnit(notificationOpened);
  const { property, savedSearch } = item;
  const place = property ? [property.locality, property.city].filter(Boolean).join(', ') : '';
  return (
    <MenuItem
      className={item.readAt ? undefined : styles.unread}
      disabled={!property}
      onClick={() => open(item)}
    >
      <span className={styles.item}>
        <span className={styles.muted}>
          {savedSearch ? t('newMatch', { name: savedSearch.name }) : t('newMatchDeleted')}
          {item.readAt ? '' : ` · ${t('new')}`}
        </span>
        <span className={styles.title}>{property ? property.title : t('listingGone')}</span>
        {property && (
          <span>
            {t('price', { price: formatPrice(property.price, language) })}
            {place ? ` · ${place}` : ''}
          </span>
        )}
        <span className={styles.muted}>{when(language).format(new Date(item.createdAt))}</span>
      </span>
    </MenuItem>
  );
}

type Props = {
  /** The side drawer's row (text and count) on small screens; the header's icon otherwise. */
  row?: boolean;
  /** The header's bell asks for the count; the drawer's shows the same count without asking. */
  poll?: boolean;
};

/** The header's bell: unread count (polled gently), the newest notifications, Mark all read. */
export function NotificationBell({ row = false, poll = true }: Props) {
  const styles = useStyles();
  const t = notificationTexts.useT();
  const [unread, items, status, error, need, opened, retry, markAll, manage] = useUnit([
    $unread,
    $recent,
    $listStatus,
    $listError,
    unreadCountNeeded,
    popoverOpened,
    retryClicked,
    markAllReadClicked,
    manageClicked,
  ]);

  useEffect(() => {
    if (!poll) return;
    need();
    const whenVisible = () => {
      if (document.visibilityState === 'visible') need();
    };
    const timer = setInterval(whenVisible, POLL_MS);
    window.addEventListener('focus', whenVisible);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', whenVisible);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [need, poll]);

  return (
    <Menu positioning="below-end" onOpenChange={(_, data) => data.open && opened()}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          className={row ? styles.row : styles.trigger}
          appearance={row ? 'subtle' : 'transparent'}
          aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
          icon={<BellIcon />}
        >
          {row && t('heading')}
          {unread > 0 && (
            <CounterBadge
              className={row ? undefined : styles.badge}
              aria-hidden
              count={unread}
              overflowCount={99}
              size="small"
              color="danger"
            />
          )}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList className={styles.list}>
          <MenuGroup className={styles.items}>
            <MenuGroupHeader>{t('heading')}</MenuGroupHeader>
            {status !== 'ready' && status !== 'error' && (
              <MenuItem disabled>{t('loading')}</MenuItem>
            )}
            {status === 'error' && <MenuItem disabled>{error || t('loadFailed')}</MenuItem>}
            {status === 'error' && (
              <MenuItem persistOnClick onClick={() => retry()}>
                {t('retry')}
              </MenuItem>
            )}
            {status === 'ready' && items.length === 0 && <MenuItem disabled>{t('empty')}</MenuItem>}
            {status === 'ready' &&
              items.map((item) => <NotificationItem key={item._id} item={item} />)}
          </MenuGroup>
          <MenuDivider />
          <MenuItem persistOnClick disabled={unread === 0} onClick={() => markAll()}>
            {t('markAllRead')}
          </MenuItem>
          <MenuItem onClick={() => manage()}>{t('manage')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
