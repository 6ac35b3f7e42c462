import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Suggestion } from 'shared/contracts/suggestions';
import { shellTexts } from '../../i18n';

export const SUGGESTIONS_MAX_HEIGHT = 300;

const useStyles = makeStyles({
  list: {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: 10,
    maxHeight: `${SUGGESTIONS_MAX_HEIGHT}px`,
    overflowY: 'auto',
    marginTop: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} 0`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  option: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  row: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  text: { minWidth: 0, overflowWrap: 'anywhere' },
  detail: {
    flexShrink: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  empty: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
});

type ShellT = ReturnType<typeof shellTexts.useT>;

/** What the text is, as secondary text: 'City', 'Locality in Mumbai'; none for admin-curated rows. */
function suggestionDetail({ kind, city }: Suggestion, t: ShellT): string | undefined {
  if (!kind || kind === 'suggestion') return undefined;
  const label = t(`search.kind.${kind}`);
  return city ? t('search.kindIn', { kind: label, city }) : label;
}

type Props = {
  id: string;
  suggestions: Suggestion[];
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (suggestion: Suggestion) => void;
};

/** The suggestions drop-down; loaded on demand (the first focus of a search box warms it). */
export default function SuggestionList({ id, suggestions, activeIndex, optionId, onPick }: Props) {
  const styles = useStyles();
  const t = shellTexts.useT();
  return (
    <div id={id} role="listbox" aria-label={t('search.suggestions')} className={styles.list}>
      {suggestions.map((suggestion, index) => {
        const id = optionId(index);
        const detail = suggestionDetail(suggestion, t);
        return (
          // Keyboard interaction lives on the combobox input (aria-activedescendant pattern).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for the listbox
          <div
            key={suggestion._id}
            id={id}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // Named by all it shows, text then what it is ('Mumbai City'): a name that leaves out
            // visible words fails WCAG 2.5.3 (label in name) for speech input.
            aria-labelledby={detail ? `${id}-text ${id}-detail` : `${id}-text`}
            className={mergeClasses(
              styles.option,
              styles.row,
              index === activeIndex && styles.active,
              !suggestion.searchText && styles.empty,
            )}
            // Keep focus in the input so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(suggestion)}
          >
            <span id={`${id}-text`} className={styles.text}>
              {suggestion.searchText || t('search.noText')}
            </span>
            {detail && (
              <>
                {' '}
                <span id={`${id}-detail`} className={styles.detail}>
                  {detail}
                </span>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
