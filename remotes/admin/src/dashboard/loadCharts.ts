/** The charts' chunk, loaded after the numbers have painted (a separate function so tests replace it). */
export const loadCharts = () => import('./charts/Charts');
export type ChartsModule = Awaited<ReturnType<typeof loadCharts>>;
