// The listing pages built as one ordinary app (no Module Federation): the baseline of the
// federation-cost benchmark (e2e/bench/listing-lcp.ts). Same providers as the shell gives them.
import { FluentProvider } from '@fluentui/react-components';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { appStarted, connectAuth } from 'shared/auth';
import { appTheme, toasterProps } from 'shared/ui/theme';
import { startDetailEarly, startSearchEarly } from '../api/listings';
import { preloadContracts } from '../api/validated';
import { PropertyDetailsPage } from '../details/page';
import { ListingPage } from '../search/page';

// Same early start as the exposed modules do, so the baseline differs only by federation.
const detailId = /^\/property\/details\/([^/]+)$/.exec(window.location.pathname)?.[1];
if (window.location.pathname === '/property-listing') startSearchEarly(window.location.search);
if (detailId) startDetailEarly(decodeURIComponent(detailId));
preloadContracts();
const scope = fork();
void allSettled(appStarted, { scope });

function AuthConnection() {
  const navigate = useNavigate();
  useEffect(() => connectAuth({ scope, navigate }), [navigate]);
  return null;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <FluentProvider theme={appTheme}>
      <Provider value={scope}>
        <BrowserRouter>
          <AuthConnection />
          <Routes>
            <Route path="/property-listing" element={<ListingPage />} />
            <Route path="/property/details/:propertyId" element={<PropertyDetailsPage />} />
          </Routes>
        </BrowserRouter>
        <Toaster {...toasterProps} />
      </Provider>
    </FluentProvider>,
  );
}
