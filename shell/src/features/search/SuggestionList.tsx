import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Suggestion } from 'shared/contracts';

export const SUGGESTIONS_MAX_HEIGHT = 300;
export const NO_TEXT = 'No text';

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
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  empty: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
});

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
  return (
    <div id={id} role="listbox" aria-label="Search suggestions" className={styles.list}>
      {suggestions.map((suggestion, index) => (
        // Keyboard interaction lives on the combobox input (aria-activedescendant pattern).
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for the listbox
        <div
          key={suggestion._id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          className={mergeClasses(
            styles.option,
            index === activeIndex && styles.active,
            !suggestion.searchText && styles.empty,
          )}
          // Keep focus in the input so its blur does not close the list before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
        >
          {suggestion.searchText || NO_TEXT}
        </div>
      ))}
    </div>
  );
}
