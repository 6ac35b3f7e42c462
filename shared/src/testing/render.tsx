import { FluentProvider } from '@fluentui/react-components';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { Scope } from 'effector';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appTheme } from '../ui/theme';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The scope to render in; a fresh `fork()` by default. */
  scope?: Scope;
  /** Initial location(s) for the MemoryRouter, e.g. ['/property-listing?search=pune']. */
  initialEntries?: string[];
  /** Extra providers inside the router (e.g. the shell's <Routes> layout). */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

export type RenderWithProvidersResult = RenderResult & { scope: Scope };

/** Renders `ui` the way the shell does: FluentProvider(theme) + effector Provider(scope) + router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    scope = fork(),
    initialEntries = ['/'],
    wrapper: Extra,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  function Providers({ children }: { children: ReactNode }) {
    const inner = Extra ? <Extra>{children}</Extra> : children;
    return (
      <FluentProvider theme={appTheme}>
        <Provider value={scope}>
          <MemoryRouter initialEntries={initialEntries}>{inner}</MemoryRouter>
        </Provider>
      </FluentProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers, ...options }), scope };
}
