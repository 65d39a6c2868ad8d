/** The statistics layer's entry points for other modules (the screen share runs public screens through it). */
export { runStatsQueries, type RunOptions, validateQueries, warmStats } from './run';
export type { StatsCaller } from './scope';
export { statsRoutes } from './routes';
export { wallScope } from './viewer';
