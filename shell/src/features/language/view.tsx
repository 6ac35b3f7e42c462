import { Button } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type Language, useLanguage } from 'shared/i18n';
import { shellTexts } from '../../i18n';
import { languageChosen, switchLanguageFx } from './model';

/** Each language's name in its own script: what a reader of that language looks for. */
const OTHER: Record<Language, { language: Language; name: string }> = {
  en: { language: 'hi', name: 'हिन्दी' },
  hi: { language: 'en', name: 'English' },
};

/** Shows the site in the other language (English <-> Hindi); the choice is remembered. */
export function LanguageSwitch() {
  const t = shellTexts.useT();
  const current = useLanguage();
  const [choose, switching] = useUnit([languageChosen, switchLanguageFx.pending]);
  const other = OTHER[current] ?? OTHER.en;
  return (
    <Button
      appearance="subtle"
      aria-label={t('language.switch')}
      disabledFocusable={switching}
      onClick={() => choose(other.language)}
    >
      <span lang={other.language}>{other.name}</span>
    </Button>
  );
}
