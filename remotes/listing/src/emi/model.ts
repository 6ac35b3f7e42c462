import { combine, createEvent, createStore, sample } from 'effector';
import { $listing } from '../details/model';
import { emi } from './emi';

export const DEFAULT_RATE_PERCENT = 8.5;
export const DEFAULT_TENURE_YEARS = 20;
/** Indian banks lend up to ~80% of the value of a home above 75 lakh. */
export const DEFAULT_LOAN_SHARE = 0.8;

// data
export const $loanAmount = createStore(0, { sid: 'listing/emi/loanAmount' });
export const $ratePercent = createStore(DEFAULT_RATE_PERCENT, { sid: 'listing/emi/ratePercent' });
export const $tenureYears = createStore(DEFAULT_TENURE_YEARS, { sid: 'listing/emi/tenureYears' });
export const $breakdown = combine($loanAmount, $ratePercent, $tenureYears, emi);

// UI events
export const loanAmountChanged = createEvent<number>();
export const ratePercentChanged = createEvent<number>();
export const tenureYearsChanged = createEvent<number>();

// logic
$loanAmount.on(loanAmountChanged, (_, value) => value);
$ratePercent.on(ratePercentChanged, (_, value) => value);
$tenureYears.on(tenureYearsChanged, (_, value) => value);

sample({
  clock: $listing.updates,
  filter: Boolean,
  fn: (listing) => Math.round(listing.price * DEFAULT_LOAN_SHARE),
  target: $loanAmount,
});
