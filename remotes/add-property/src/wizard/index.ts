export { useWizardPaths, type WizardPaths, WizardPathsContext } from './paths';
export { StepIndicator } from './StepIndicator';
export { LAST_STEP, PREVIEW_PATH, type StepIndex, stepPath, WIZARD_STEPS } from './steps';
export { WizardLayout, type WizardLayoutProps } from './WizardLayout';
