// Whether the signed-in user may change a resource's records (create, edit, delete), for the generic
// pages to offer those actions or not. A portal with rules of its own registers its check (the back
// office: a resource's `access.write` area against the staff role); without one, whoever sees a list may
// change it. The server enforces the same rules; this only keeps refused buttons off the page.
import type { Resource } from './types';

let check: (resource: Resource) => boolean = () => true;

export function setWriteCheck(next: (resource: Resource) => boolean): void {
  check = next;
}

export const canWrite = (resource: Resource): boolean => check(resource);
