// The database schema, one file per area. Every table is exported from here, so code imports
// `db/schema` (this folder) and never an area file. The files are listed in reference order: a
// file references only tables of the files listed before it (identity and hosts come first), so
// the area files import each other without a cycle. After changing a table: `npm run db:generate`
// (drizzle.config.ts reads this file).
export * from './identity';
export * from './hosts';
export * from './listings';
export * from './subscriptions';
export * from './bookings';
export * from './calendar-sync';
export * from './jobs';
export * from './messaging';
export * from './reviews';
export * from './support';
export * from './telemetry';
export * from './mail';
