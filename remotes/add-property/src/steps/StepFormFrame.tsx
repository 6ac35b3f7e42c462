import { makeStyles, tokens } from '@fluentui/react-components';
import type { HTMLAttributes, ReactNode } from 'react';
import { WizardLayout, type WizardLayoutProps } from '../wizard';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  alert: { color: tokens.colorPaletteRedForeground1 },
});

/** A message the owner has to act on, read out as it appears. */
export function StepAlert(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p role="alert" className={useStyles().alert} {...props} />;
}

/**
 * A step form's frame: the wizard's layout (heading, indicator, Back and Next), the fields in
 * one column, and under them a server refusal that names none of the fields.
 */
export function StepFormFrame({
  refusal,
  children,
  ...layout
}: Omit<WizardLayoutProps, 'children'> & { refusal: string | null; children: ReactNode }) {
  return (
    <WizardLayout {...layout}>
      <div className={useStyles().form}>
        {children}
        {refusal && <StepAlert>{refusal}</StepAlert>}
      </div>
    </WizardLayout>
  );
}
