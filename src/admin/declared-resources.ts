// The back office's declared resources as the portal made them (src/admin/portal.ts hands them over
// when it loads), for code that the declarations themselves import: the audit log's cells name the
// fields of every declared resource, and importing the portal from there would be an import cycle
// (the portal loads each declaration, whose cells would load the portal while it is half done).
import type { Resource } from '../engine/types';

let declared: readonly Resource[] = [];

/** Called once by src/admin/portal.ts with its finished list. */
export function provideAdminResources(resources: readonly Resource[]): void {
  declared = resources;
}

/** The portal's resources; empty until the portal has loaded (the back office always loads it first). */
export const declaredAdminResources = (): readonly Resource[] => declared;
