import {
  type CSSProperties,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type Toast, ToastBar, Toaster, useToaster } from 'react-hot-toast';

const PHONE = '(max-width: 639px)';
// Touch screens emulate hover on a tap and never end it: there a toast must not pause.
const NO_HOVER = '(hover: none)';
const MARGIN = 16;
const GAP = 8;
const DESKTOP_WIDTH = 360;
// Only controls docked at the bottom of the screen (sheet footers, the floating chat button).
const DOCKED_SLACK = 40;
// What a toast stays above: elements that ask for it, the back office's sticky form footers
// with their main buttons, and a menu opened at the bottom of the screen (the board's cards).
const DOCKED = '[data-toast-above], .sticky.bottom-0, [data-radix-popper-content-wrapper]';
// The back office's top bar, under which its phone toasts drop (decision 004).
const TOP_BAR_CLEARANCE = 76;

function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/**
 * How far from the bottom the toast sits: above every visible `[data-toast-above]` element
 * docked at the bottom of the screen under the toast's horizontal span (the open sheet's footer
 * with its main button, the floating WhatsApp button), so it never covers them.
 */
function bottomClearance(phone: boolean): number {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const left = phone ? MARGIN : width - MARGIN - DESKTOP_WIDTH;
  const right = width - MARGIN;
  let clearance = MARGIN;
  for (const element of document.querySelectorAll<HTMLElement>(DOCKED)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.bottom < height - DOCKED_SLACK || box.right <= left || box.left >= right) continue;
    clearance = Math.max(clearance, height - box.top + GAP);
  }
  return Math.round(clearance);
}

/** Follows the controls docked at the bottom while a toast is shown. */
function useBottomClearance(phone: boolean, active: boolean): number {
  const [clearance, setClearance] = useState(MARGIN);
  const measure = useCallback(() => setClearance(bottomClearance(phone)), [phone]);
  useLayoutEffect(() => {
    if (!active) return;
    measure();
    let frame = 0;
    const later = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
      }
    };
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    window.addEventListener('resize', later);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', later);
      cancelAnimationFrame(frame);
    };
  }, [active, measure]);
  return clearance;
}

function ToastSlot({
  toast,
  offset,
  interactive,
  phone,
  onHeight,
  onPause,
  onResume,
}: {
  toast: Toast;
  offset: number;
  interactive: boolean;
  phone: boolean;
  onHeight: (id: string, height: number) => void;
  onPause: () => void;
  onResume: () => void;
}) {
  const slot = useRef<HTMLDivElement>(null);
  // A toast removed from under the mouse (its 'Deshacer' clicked, its time up) gets no pointer
  // leave: the pause it started ends with it, or no toast would ever go away again.
  const hovered = useRef(false);
  const resume = useRef(onResume);
  useEffect(() => {
    resume.current = onResume;
  });
  useEffect(
    () => () => {
      if (hovered.current) resume.current();
    },
    [],
  );
  // A toast replacing another under the same id starts unmeasured (and hidden) again.
  useLayoutEffect(() => {
    if (toast.height === undefined && slot.current) {
      onHeight(toast.id, slot.current.getBoundingClientRect().height);
    }
  });
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      onHeight(toast.id, element.getBoundingClientRect().height),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [toast.id, onHeight]);
  const barStyle: CSSProperties = {
    // A phone's toast is a notice: taps go through it to what is under; only its own button
    // (Deshacer, Cerrar) answers.
    pointerEvents: interactive ? 'auto' : 'none',
    ...(phone ? { maxWidth: '100%' } : {}),
  };
  return (
    <div
      ref={slot}
      className="absolute right-0 bottom-0 left-0 flex transition-transform duration-200 motion-reduce:transition-none"
      style={{
        justifyContent: phone ? 'center' : 'flex-end',
        transform: `translateY(-${offset}px)`,
        zIndex: toast.visible ? 1 : 0,
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = true;
        onPause();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = false;
        onResume();
      }}
    >
      <ToastBar
        toast={toast}
        position={phone ? 'bottom-center' : 'bottom-right'}
        style={barStyle}
      />
    </div>
  );
}

/**
 * The apps' toasts: bottom-right from 640 px, always above the controls docked at the bottom of
 * the screen. On phones the customer's sit bottom-centre, the back office's under its top bar
 * (`phoneAtTop`). They pause under a mouse, never on a touch, and on touch screens taps go
 * through them.
 */
export default function AppToaster({ phoneAtTop = false }: { phoneAtTop?: boolean }) {
  const phone = useMedia(PHONE);
  const noHover = useMedia(NO_HOVER);
  const { toasts, handlers } = useToaster();
  const clearance = useBottomClearance(phone, toasts.length > 0 && !(phone && phoneAtTop));
  const interactive = !phone && !noHover;
  // Switching layouts (a phone turned sideways) unmounts whatever toast the mouse was over,
  // without a pointer leave: a pause left behind would keep every later toast on screen.
  const endPause = useRef(handlers.endPause);
  useEffect(() => {
    endPause.current = handlers.endPause;
  });
  useEffect(() => () => endPause.current(), [phone]);

  if (phone && phoneAtTop) {
    return <Toaster position="top-center" containerStyle={{ top: TOP_BAR_CLEARANCE }} />;
  }

  return (
    <div
      data-rht-toaster=""
      className="pointer-events-none fixed z-[9999]"
      style={{
        left: phone ? MARGIN : 'auto',
        right: MARGIN,
        width: phone ? 'auto' : DESKTOP_WIDTH,
        bottom:
          clearance === MARGIN ? `calc(${MARGIN}px + env(safe-area-inset-bottom))` : clearance,
        top: 0,
      }}
    >
      {toasts.map((toast) => (
        <ToastSlot
          key={toast.id}
          toast={toast}
          offset={handlers.calculateOffset(toast, {
            gutter: GAP,
            defaultPosition: 'bottom-center',
          })}
          interactive={interactive}
          phone={phone}
          onHeight={handlers.updateHeight}
          onPause={handlers.startPause}
          onResume={handlers.endPause}
        />
      ))}
    </div>
  );
}
