import { describe, expect, it } from '@rstest/core';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CollectDocumentTitle, type TitleCollector, useDocumentTitle } from './documentTitle';

function Page({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return <h1>{title}</h1>;
}

describe('useDocumentTitle', () => {
  it("sets '{page} | PropertyMarket', follows changes and gives the site name back on leaving", () => {
    const view = render(<Page title="Properties for sale" />);
    expect(document.title).toBe('Properties for sale | PropertyMarket');
    view.rerender(<Page title="Properties for rent" />);
    expect(document.title).toBe('Properties for rent | PropertyMarket');
    view.rerender(<Page title={null} />);
    expect(document.title).toBe('PropertyMarket');
    view.rerender(<Page title="Page not found" />);
    view.unmount();
    expect(document.title).toBe('PropertyMarket');
  });

  it('hands the title to a server render, where effects never run', () => {
    const collector: TitleCollector = { title: null };
    renderToString(
      <CollectDocumentTitle collector={collector}>
        <Page title="2 BHK Apartment in Andheri West, Mumbai" />
      </CollectDocumentTitle>,
    );
    expect(collector.title).toBe('2 BHK Apartment in Andheri West, Mumbai | PropertyMarket');
  });
});
