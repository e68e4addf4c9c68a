// The browser's stand-in for the `side-channel` package, which qs (Refine's query strings) uses to spot
// cycles while it writes a query string. The package supports engines without WeakMap and pulls in
// object-inspect and get-intrinsic, about 18 KB gzipped; every browser the app supports has WeakMap,
// and qs only ever keys it by objects.
/* global module */
'use strict';

module.exports = function getSideChannel() {
  const map = new WeakMap();
  return {
    get: (key) => map.get(key),
    set: (key, value) => void map.set(key, value),
    has: (key) => map.has(key),
    delete: (key) => map.delete(key),
    assert: (key) => {
      if (!map.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
  };
};
