import { useLocation, useNavigate } from 'react-router-dom';

/** Shows the router's current search string and offers Back/Forward, as a browser would. */
export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
    </div>
  );
}
