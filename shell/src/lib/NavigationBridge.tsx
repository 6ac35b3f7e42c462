export { NavigationBridge } from 'shared/navigation';
