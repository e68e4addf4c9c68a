import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { TextSkeleton } from '../components/Skeleton';

/**
 * One component of a resource's form or record page, downloaded with the first such page rather than
 * with the list: a declaration names it like any component, and the list's first load stays light.
 * The generic pages render these inside <PartBoundary>.
 */
export function lazyPart<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Module[Name] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as unknown as Module[Name];
}

const partSkeleton = <TextSkeleton lines={3} />;

/**
 * Where a lazy part waits for its code: in its own place, so the rest of the page (and a form's values)
 * stays. `inline` parts (a header's buttons, a subtitle) wait with nothing rather than a skeleton.
 */
export function PartBoundary({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  return <Suspense fallback={inline ? null : partSkeleton}>{children}</Suspense>;
}
