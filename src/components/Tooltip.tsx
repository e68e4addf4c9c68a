import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import './tooltip.css';

export type TooltipPlacement = 'top' | 'right' | 'bottom' | 'left';

/** What the tooltip adds to its child; the child's own values are kept and called first. */
interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

export interface TooltipProps {
  /** The tip's content; empty (undefined, null, false or '') shows nothing. */
  title?: ReactNode;
  /** The side of the child the tip prefers; it moves to the opposite side when there is no room. */
  placement?: TooltipPlacement;
  /** Seconds the pointer rests on the child before the tip shows (as antd counts it). */
  mouseEnterDelay?: number;
  /** One element that takes pointer and focus handlers and aria-describedby: a link, a button, a span. */
  children: ReactElement;
}

/** Space between the child and the tip (the arrow sits in it). */
const GAP = 8;
/** The tip keeps this far from the viewport's edges. */
const EDGE = 8;
/** The arrow stays this far from the tip's rounded corners. */
const ARROW_INSET = 12;
/** Time to move the pointer from the child onto the tip without it closing (WCAG 1.4.13 hoverable). */
const LEAVE_DELAY_MS = 100;

const OPPOSITE: Record<TooltipPlacement, TooltipPlacement> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface TooltipPosition {
  top: number;
  left: number;
  placement: TooltipPlacement;
  /** Where the arrow points, from the tip's left edge (top/bottom) or top edge (left/right). */
  arrow: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/**
 * Where a tip of `tip`'s size goes next to `anchor` (both in viewport pixels): on the preferred side,
 * or the opposite one when the preferred has no room and the opposite has more; then pushed inside
 * the viewport along both axes.
 */
export function computeTooltipPosition(
  anchor: Box,
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
  preferred: TooltipPlacement,
): TooltipPosition {
  const room: Record<TooltipPlacement, number> = {
    top: anchor.top - GAP - EDGE,
    bottom: viewport.height - (anchor.top + anchor.height) - GAP - EDGE,
    left: anchor.left - GAP - EDGE,
    right: viewport.width - (anchor.left + anchor.width) - GAP - EDGE,
  };
  const vertical = (side: TooltipPlacement) => side === 'top' || side === 'bottom';
  const needed = vertical(preferred) ? tip.height : tip.width;
  const opposite = OPPOSITE[preferred];
  const placement = room[preferred] < needed && room[opposite] > room[preferred] ? opposite : preferred;

  let top: number;
  let left: number;
  if (vertical(placement)) {
    top = placement === 'top' ? anchor.top - GAP - tip.height : anchor.top + anchor.height + GAP;
    left = anchor.left + anchor.width / 2 - tip.width / 2;
  } else {
    left = placement === 'left' ? anchor.left - GAP - tip.width : anchor.left + anchor.width + GAP;
    top = anchor.top + anchor.height / 2 - tip.height / 2;
  }
  // Math.max last: a tip wider than the viewport starts at its left edge.
  left = Math.max(EDGE, Math.min(left, viewport.width - tip.width - EDGE));
  top = Math.max(EDGE, Math.min(top, viewport.height - tip.height - EDGE));

  // The arrow keeps pointing at the child's middle when the tip was pushed sideways.
  const arrow = vertical(placement)
    ? clamp(anchor.left + anchor.width / 2 - left, ARROW_INSET, Math.max(ARROW_INSET, tip.width - ARROW_INSET))
    : clamp(anchor.top + anchor.height / 2 - top, ARROW_INSET, Math.max(ARROW_INSET, tip.height - ARROW_INSET));
  return { top, left, placement, arrow };
}

const isEmpty = (title: ReactNode) => title === undefined || title === null || title === false || title === '';

/** Keyboard focus, not the focus a mouse press gives a button (its hover already shows the tip). */
function hasVisibleFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: every focus counts.
    return true;
  }
}

/**
 * 'opening' and 'closing' wait out a delay (in an effect, which cancels it when the next step comes
 * first); the tip is on screen while 'open' and 'closing'.
 */
type Phase = 'closed' | 'opening' | 'open' | 'closing';

const onEnter = (phase: Phase): Phase => (phase === 'open' || phase === 'closing' ? 'open' : 'opening');
const onLeave = (phase: Phase): Phase => (phase === 'open' ? 'closing' : phase === 'opening' ? 'closed' : phase);

/**
 * A tooltip (WAI-ARIA tooltip pattern): shows after the pointer rests on the child and at once when it
 * gets keyboard focus; hides when the pointer leaves (it may move onto the tip), on blur and on Escape.
 * While shown, the child is described by the tip. Touch shows nothing: a tap is a press there.
 *
 * The handlers stay on the child while the title is empty, so a title that appears on hover (a text
 * found cut on mouse enter) still shows; nothing is rendered or described until it has a title.
 */
export function Tooltip({ title, placement = 'top', mouseEnterDelay = 0.1, children }: TooltipProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>('closed');
  /** The child's element, taken from its events: the child's own ref is left alone. */
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const shown = (phase === 'open' || phase === 'closing') && !isEmpty(title);

  useEffect(() => {
    if (phase !== 'opening' && phase !== 'closing') return;
    const timer = setTimeout(() => setPhase(phase === 'opening' ? 'open' : 'closed'), phase === 'opening' ? mouseEnterDelay * 1000 : LEAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, mouseEnterDelay]);

  // Escape dismisses it wherever focus is (WCAG 1.4.13), without taking the key from anything else.
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPhase('closed');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  // Placed before paint, and again when anything scrolls or the window resizes.
  useLayoutEffect(() => {
    if (!shown || !anchor) return;
    const place = () => {
      const tip = tipRef.current;
      if (!tip) return;
      const viewport = {
        width: document.documentElement.clientWidth || window.innerWidth,
        height: document.documentElement.clientHeight || window.innerHeight,
      };
      const position = computeTooltipPosition(anchor.getBoundingClientRect(), tip.getBoundingClientRect(), viewport, placement);
      tip.style.top = `${position.top}px`;
      tip.style.left = `${position.left}px`;
      tip.style.setProperty('--tooltip-arrow', `${position.arrow}px`);
      tip.dataset.placement = position.placement;
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [shown, anchor, title, placement]);

  // Any element will do (the shells pass links and buttons, the cells spans and tags).
  const child = children as ReactElement<TriggerProps>;
  const own = child.props;
  const describedBy = shown ? [own['aria-describedby'], id].filter(Boolean).join(' ') : own['aria-describedby'];

  const trigger = cloneElement(child, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      setAnchor(event.currentTarget);
      setPhase(onEnter);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      if (event.pointerType === 'touch') return;
      setPhase(onLeave);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (!hasVisibleFocus(event.currentTarget)) return;
      setAnchor(event.currentTarget);
      setPhase('open');
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      setPhase('closed');
    },
    'aria-describedby': describedBy,
  });

  return (
    <>
      {trigger}
      {shown &&
        createPortal(
          <div
            ref={tipRef}
            id={id}
            role="tooltip"
            className="app-tooltip"
            data-placement={placement}
            onPointerEnter={() => setPhase((current) => (current === 'closing' ? 'open' : current))}
            onPointerLeave={() => setPhase(onLeave)}
          >
            <div className="app-tooltip-body">{title}</div>
          </div>,
          document.body,
        )}
    </>
  );
}
