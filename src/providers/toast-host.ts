// Where toasts are drawn. The app's entry names the host (src/main.tsx: the toaster in a root of its own);
// the toast store (./toast.ts) asks for it when it first loads. So the toaster's code comes with the first
// code that can raise a toast (the HTTP client, a form), before any toast is needed, even offline, and
// a page that raises none (the landing pages) never loads it.
let mountHost: (() => void) | undefined;
let wanted = false;

export function setToastHost(mount: () => void): void {
  mountHost = mount;
  if (wanted) mount();
}

export function requestToastHost(): void {
  if (wanted) return;
  wanted = true;
  mountHost?.();
}
