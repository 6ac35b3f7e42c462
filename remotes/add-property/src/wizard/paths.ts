import { createContext, useContext } from 'react';
import { PREVIEW_PATH, stepPath } from './steps';

/**
 * Where the wizard's links, Back, Next and step guard go. The new-listing wizard uses its five
 * routes; the edit page (/my-properties/edit/{id}) shows the same step forms at its own URL.
 */
export type WizardPaths = {
  step: (index: number) => string;
  /** Where the last step's Next goes (the preview and submit). */
  afterLast: string;
  /** The document title of every step, instead of the wizard's 'Post a property: …'. */
  title?: string;
};

export const WizardPathsContext = createContext<WizardPaths>({
  step: stepPath,
  afterLast: PREVIEW_PATH,
});

export const useWizardPaths = () => useContext(WizardPathsContext);
