import { createEffect, createEvent, sample } from 'effector';
import { type Language, switchLanguage } from 'shared/i18n';

// UI events
export const languageChosen = createEvent<Language>();

/** Loads the language's texts, re-renders the page in it, remembers it (cookie) and sets <html lang>. */
export const switchLanguageFx = createEffect(switchLanguage);

// logic
sample({ clock: languageChosen, target: switchLanguageFx });
