import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { type Language, switchLanguage, useLanguage } from 'shared/i18n';
import { frameTexts } from './i18n';

/** Each language's name in its own script: what a reader of that language looks for. */
const OTHER: Record<Language, { language: Language; name: string }> = {
  en: { language: 'hi', name: 'हिन्दी' },
  hi: { language: 'en', name: 'English' },
};

/** English <-> Hindi, as the shell's header does it (the choice is remembered in a cookie). */
export function LanguageSwitch() {
  const t = frameTexts.useT();
  const current = useLanguage();
  const [switching, setSwitching] = useState(false);
  const other = OTHER[current] ?? OTHER.en;
  const choose = async () => {
    setSwitching(true);
    try {
      await switchLanguage(other.language);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <Button
      appearance="subtle"
      aria-label={t('language.switch')}
      disabledFocusable={switching}
      onClick={choose}
    >
      <span lang={other.language}>{other.name}</span>
    </Button>
  );
}
