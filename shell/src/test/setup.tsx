import { renderInsideRouter } from 'shared/testing';
import { NavigationBridge } from '../lib/NavigationBridge';

// The shell's models navigate through the bridge its AppFrame mounts: every test renders it too.
renderInsideRouter(<NavigationBridge />);
