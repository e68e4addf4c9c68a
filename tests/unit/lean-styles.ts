// antd injects a few thousand CSS rules at run time, and jsdom's getComputedStyle matches every rule
// against the element and each of its ancestors on every call: Testing Library's role queries and
// user-event's pointer checks spent over 90 % of the slowest files' time there. Only the properties
// that decide whether something is shown or can be clicked matter in jsdom, which lays nothing out,
// so every other rule is dropped from each style sheet once it is in the document.
const KEPT_PROPERTIES = ['display', 'visibility', 'opacity', 'pointer-events'];

function decidesVisibility(rule: CSSStyleRule): boolean {
  return KEPT_PROPERTIES.some((property) => rule.style.getPropertyValue(property) !== '');
}

/** Deletes, innermost first, the rules of `list` that cannot change what is shown or clickable. */
function prune(list: CSSRuleList, remove: (index: number) => void): void {
  for (let index = list.length - 1; index >= 0; index--) {
    const rule = list[index];
    if (rule instanceof CSSMediaRule) {
      prune(rule.cssRules, (inner) => rule.deleteRule(inner));
      if (rule.cssRules.length === 0) remove(index);
    } else if (!(rule instanceof CSSStyleRule) || !decidesVisibility(rule)) {
      remove(index);
    }
  }
}

const pruned = new WeakSet<CSSStyleSheet>();

function pruneStyleSheets(): void {
  for (const sheet of Array.from(document.styleSheets)) {
    if (pruned.has(sheet)) continue;
    pruned.add(sheet);
    prune(sheet.cssRules, (index) => sheet.deleteRule(index));
  }
}

/** Keeps every style sheet added to the document (or rewritten) lean; runs for the whole test file. */
export function keepStyleSheetsLean(): void {
  new MutationObserver(pruneStyleSheets).observe(document.head, { childList: true, subtree: true, characterData: true });
}
