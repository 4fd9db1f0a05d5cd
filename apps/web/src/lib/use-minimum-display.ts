/** The 200 ms minimum display of loading states now lives with the Skeleton in the design system. */
export { useMinimumDisplay } from '@kado/ui';
