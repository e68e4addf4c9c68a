// The seller portal's resources (./list.ts) and the machinery that turns them into routes and Refine resources.
export { resources } from './list';
export { refineResources, resourcePaths, resourceRoutes } from './_generic/routes';
export { SellerOnly } from './_generic/SellerOnly';
export { PlaceholderPage, SellerFrame, SellerHome } from './_generic/SellerFrame';
