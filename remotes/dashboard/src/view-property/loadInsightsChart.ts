/** The chart's chunk, loaded after the numbers have painted (a function so tests replace it). */
export const loadInsightsChart = () => import('./InsightsChart');
