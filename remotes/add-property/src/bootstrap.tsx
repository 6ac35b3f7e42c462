import { startStandaloneApp } from 'shared/standalone';
import { standaloneRoutes } from './routes';

startStandaloneApp({ name: 'add-property', routes: standaloneRoutes });
