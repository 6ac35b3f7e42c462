import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './StandaloneApp';

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp />);
