// Lives in shared/navigation, so remotes' models navigate through the same bridge.
export {
  $navigator,
  type NavigationTarget,
  navigateFx,
  navigatorAttached,
} from 'shared/navigation';
