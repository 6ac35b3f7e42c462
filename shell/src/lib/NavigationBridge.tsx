import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigatorAttached } from './navigation';

/** Hands the router's navigate function to the effector models (see lib/navigation.ts). */
export function NavigationBridge() {
  const navigate = useNavigate();
  const attachNavigator = useUnit(navigatorAttached);
  useEffect(() => {
    attachNavigator(navigate);
  }, [attachNavigator, navigate]);
  return null;
}
