import {
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useLanguage } from 'shared/i18n';
import { formatDay } from '../days/dates';
import { propertiesTexts } from './i18n';
import { useLinkStyles } from './linkStyles';
import { $openDraft } from './model';

/** The owner's unfinished new listing, above the table (it is not a listing yet). */
export function OpenDraft() {
  const t = propertiesTexts.useT();
  const language = useLanguage();
  const links = useLinkStyles();
  const draft = useUnit($openDraft);
  if (!draft) return null;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('draftTitle')}</MessageBarTitle>
        {t('draftBody', { date: formatDay(draft.updatedAt, language) })}
      </MessageBarBody>
      <MessageBarActions>
        <Link className={links.primary} to="/add-property">
          {t('continueDraft')}
        </Link>
      </MessageBarActions>
    </MessageBar>
  );
}
