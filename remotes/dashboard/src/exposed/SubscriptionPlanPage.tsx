import { PlansPage } from '../plans/PlansPage';

export default PlansPage;
