// The seller portal's resources (./list.ts) and the machinery that turns them into routes and Refine resources.
export { resources } from './list';
export { refineResources, resourcePaths, resourceRoutes } from '../engine/routes';
