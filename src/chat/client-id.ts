// Message ids made by the browser, so that a retried send is recognised by the server and never
// stored twice (the contract's CLIENT_ID_PATTERN: 8–64 of [A-Za-z0-9_-]).

/** 32 hex digits from a secure random source (randomUUID is missing outside secure contexts). */
export function newClientId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
