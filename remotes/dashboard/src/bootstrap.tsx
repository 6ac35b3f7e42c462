import { startStandaloneApp } from 'shared/standalone';
import { standaloneRoutes } from './routes';

startStandaloneApp({ name: 'dashboard', routes: standaloneRoutes });
