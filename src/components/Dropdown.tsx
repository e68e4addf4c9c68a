import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { DROPDOWN_AS_SHEET_QUERY, useMediaQuery } from './useMediaQuery';
import './dropdown.css';

export const LONG_PRESS_MS = 500;

export type DropdownItem =
  | {
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      danger?: boolean;
      disabled?: boolean;
      onSelect?: () => void;
    }
  | { key: string; type: 'divider' };

type ActionItem = Exclude<DropdownItem, { type: 'divider' }>;

const isAction = (item: DropdownItem): item is ActionItem => !('type' in item);

export interface DropdownProps {
  items: readonly DropdownItem[];
  /** The trigger button's content. */
  children: ReactNode;
  /** Called with the chosen item's key, after the item's own onSelect. */
  onSelect?: (key: string) => void;
  /** Close once an item is chosen (default true, spec 4). */
  closeOnSelect?: boolean;
  /** Shown above the items, outside the menu role (e.g. who is signed in). */
  header?: ReactNode;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  /** Accessible name of the trigger when its content is not enough (e.g. an icon). */
  triggerLabel?: string;
  /** Accessible name of the menu; defaults to the trigger's. */
  menuLabel?: string;
  triggerClassName?: string;
  className?: string;
}

type FocusTarget = 'first' | 'last';

/**
 * A menu button (WAI-ARIA menu button pattern, spec 4): opens by press, by a long press (≥ 500 ms, for
 * touch) and by keyboard (ArrowDown at the first item, ArrowUp at the last); arrows move between items,
 * Escape closes and returns focus to the trigger; choosing an item closes it unless closeOnSelect is
 * false. Below 700 px it is a bottom sheet.
 */
export function Dropdown({
  items,
  children,
  onSelect,
  closeOnSelect = true,
  header,
  align = 'end',
  triggerLabel,
  menuLabel,
  triggerClassName,
  className,
}: DropdownProps) {
  const asSheet = useMediaQuery(DROPDOWN_AS_SHEET_QUERY);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** Which item gets focus once the menu has rendered. */
  const pendingFocus = useRef<FocusTarget | null>(null);
  const longPressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The click that ends a long press must not close the menu it just opened. */
  const swallowClick = useRef(false);
  const triggerId = useId();
  const menuId = useId();

  const menuItems = (): HTMLButtonElement[] =>
    menuRef.current ? [...menuRef.current.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])')] : [];

  const openMenu = (focus: FocusTarget) => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const list = menuItems();
    const target = pendingFocus.current === 'last' ? list[list.length - 1] : list[0];
    pendingFocus.current = null;
    target?.focus();
  }, [open]);

  // A press anywhere else closes the menu, as focus leaving it does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(
    () => () => {
      if (longPressTimer.current) clearTimeout(longPressTimer.current);
    },
    [],
  );

  const cancelLongPress = () => {
    if (longPressTimer.current) clearTimeout(longPressTimer.current);
    longPressTimer.current = null;
  };

  const onTriggerPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    // Only the primary button (or a touch, or a pen tip) starts a long press.
    if (event.button > 0) return;
    cancelLongPress();
    swallowClick.current = false;
    longPressTimer.current = setTimeout(() => {
      longPressTimer.current = null;
      swallowClick.current = true;
      openMenu('first');
    }, LONG_PRESS_MS);
  };

  const onTriggerClick = () => {
    cancelLongPress();
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    if (open) closeMenu(false);
    else openMenu('first');
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const focus = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const list = menuItems();
        (focus === 'last' ? list[list.length - 1] : list[0])?.focus();
      } else {
        openMenu(focus);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeMenu(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    let next: HTMLButtonElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = list[(index + 1) % list.length];
        break;
      case 'ArrowUp':
        next = list[(index - 1 + list.length) % list.length];
        break;
      case 'Home':
        next = list[0];
        break;
      case 'End':
        next = list[list.length - 1];
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeMenu(true);
        return;
      case 'Tab':
        // Focus moves on to the next control of the page; the menu has no place in the tab order.
        closeMenu(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  };

  const choose = (item: ActionItem) => {
    if (item.disabled) return;
    if (closeOnSelect) closeMenu(true);
    item.onSelect?.();
    onSelect?.(item.key);
  };

  const panelClass = ['dropdown-panel', asSheet ? 'is-sheet' : `is-${align}`].join(' ');

  return (
    <div
      ref={rootRef}
      className={['dropdown', className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        // Tabbing away closes the menu; a click on its non-focusable parts (relatedTarget null) does not.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={['dropdown-trigger', triggerClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onPointerDown={onTriggerPointerDown}
        onPointerUp={cancelLongPress}
        onPointerLeave={cancelLongPress}
        onPointerCancel={cancelLongPress}
        onContextMenu={(event) => {
          // A long press on touch would otherwise also open the browser's context menu.
          if (longPressTimer.current || swallowClick.current) event.preventDefault();
        }}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {children}
      </button>
      {open && (
        <>
          {asSheet && <div className="dropdown-backdrop" aria-hidden="true" onClick={() => closeMenu(true)} />}
          <div className={panelClass}>
            {header && <div className="dropdown-header">{header}</div>}
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-label={menuLabel}
              aria-labelledby={menuLabel ? undefined : triggerId}
              aria-orientation="vertical"
              className="dropdown-menu"
              onKeyDown={onMenuKeyDown}
            >
              {items.map((item) =>
                isAction(item) ? (
                  <button
                    key={item.key}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    disabled={item.disabled}
                    className={item.danger ? 'dropdown-item is-danger' : 'dropdown-item'}
                    onClick={() => choose(item)}
                  >
                    {item.icon && (
                      <span className="dropdown-item-icon" aria-hidden="true">
                        {item.icon}
                      </span>
                    )}
                    <span className="dropdown-item-label">{item.label}</span>
                  </button>
                ) : (
                  <div key={item.key} role="separator" className="dropdown-divider" />
                ),
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
