import { Button, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId } from 'react';
import { breakpoints } from 'shared/ui/theme';
import { useMediaQuery } from 'shared/ui/useMediaQuery';
import { shellTexts } from '../../i18n';
import { SearchIcon } from '../../lib/icons';
import type { SearchModel } from './model';

const loadSuggestionList = () => import('./SuggestionList');
const SuggestionList = lazy(loadSuggestionList);

const DESKTOP_QUERY = `(min-width: ${breakpoints.md}px)`;

const useStyles = makeStyles({
  form: { position: 'relative', display: 'flex', gap: tokens.spacingHorizontalXS, width: '100%' },
  input: { flexGrow: 1, minWidth: 0 },
});

type Props = {
  model: SearchModel;
  label?: string;
  placeholder?: string;
  size?: 'medium' | 'large';
  className?: string;
};

export function SearchBox({ model, label, placeholder, size = 'medium', className }: Props) {
  const styles = useStyles();
  const t = shellTexts.useT();
  const listId = useId();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [text, suggestions, showSuggestions, activeIndex] = useUnit([
    model.$text,
    model.$suggestions,
    model.$showSuggestions,
    model.$activeIndex,
  ]);
  const events = useUnit({
    textChanged: model.textChanged,
    focused: model.focused,
    closed: model.closed,
    next: model.nextHighlighted,
    previous: model.previousHighlighted,
    picked: model.suggestionPicked,
    activePicked: model.activeSuggestionPicked,
    submitted: model.submitted,
  });
  const expanded = isDesktop && showSuggestions;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isDesktop) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      events.next();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      events.previous();
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      events.activePicked();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      events.closed();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    events.submitted();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some assistive tech; the role is universal
    <form role="search" className={mergeClasses(styles.form, className)} onSubmit={onSubmit}>
      <Input
        className={styles.input}
        size={size}
        type="text"
        role="combobox"
        aria-label={label ?? t('search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder={placeholder ?? t('search.placeholder')}
        value={text}
        onChange={(_, data) => events.textChanged(data.value)}
        onFocus={() => {
          if (isDesktop) void loadSuggestionList();
          events.focused();
        }}
        onBlur={() => events.closed()}
        onKeyDown={onKeyDown}
      />
      <Button
        type="submit"
        appearance="primary"
        size={size}
        icon={<SearchIcon />}
        aria-label={t('search.submit')}
      />
      {expanded && (
        <Suspense fallback={null}>
          <SuggestionList
            id={listId}
            suggestions={suggestions}
            activeIndex={activeIndex}
            optionId={optionId}
            onPick={events.picked}
          />
        </Suspense>
      )}
    </form>
  );
}
