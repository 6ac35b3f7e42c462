/** The chart's chunk, loaded after the numbers have painted (a separate function so tests replace it). */
export const loadViewsChart = () => import('./ViewsChart');
