// Lists a form reorders by dragging (dnd-kit): the sections of a special product and the options
// of each. Mouse or touch on the handle, or the keyboard (Space or Enter takes the item, the
// arrows move it, Space or Enter drops it, Escape cancels), told to screen readers in Spanish.
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { ReorderArea } from '../../../components/ui/data-table-reorder';
import { cn } from '../../../lib/cn';

interface SortableListProps {
  /** The items' keys, in order. */
  ids: readonly string[];
  /** What an item is called in the announcements ('la sección Bebida'). */
  nameOf: (id: string) => string;
  /** What one item is, for the instructions ('una sección', 'una opción'). */
  itemWord: string;
  /** Moves the item at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** A list whose items (each a `SortableItem`) can be dragged into a new order. */
export function SortableList({ ids, nameOf, itemWord, onMove, children }: SortableListProps) {
  // The announcements read the list as it is when they are told, through stable functions (new
  // ones while an item is held would restart them).
  const latest = useRef({ ids, nameOf, onMove });
  useLayoutEffect(() => {
    latest.current = { ids, nameOf, onMove };
  });
  const stable = useMemo(() => {
    const indexOf = (id: UniqueIdentifier) => latest.current.ids.indexOf(String(id));
    return {
      nameOf: (id: UniqueIdentifier) => latest.current.nameOf(String(id)),
      positionOf: (id: UniqueIdentifier) => indexOf(id) + 1,
      // After the drop is told: the form moves its values at once, and the announcement must
      // still read the list as it was when the item was dropped.
      onMove: (active: UniqueIdentifier, over: UniqueIdentifier) => {
        const [from, to] = [indexOf(active), indexOf(over)];
        queueMicrotask(() => latest.current.onMove(from, to));
      },
    };
  }, []);
  return (
    <ReorderArea
      ids={ids}
      onMove={stable.onMove}
      nameOf={stable.nameOf}
      positionOf={stable.positionOf}
      total={ids.length}
      instructions={`Para mover ${itemWord}, pulsa Espacio o Enter sobre su asa. Muévela con las flechas arriba y abajo; pulsa Espacio o Enter para dejarla en su nuevo lugar, o Escape para cancelar.`}
    >
      {children}
    </ReorderArea>
  );
}

interface SortableItemProps {
  id: string;
  /** The handle's label ('Arrastrar para reordenar la sección Bebida'). */
  handleLabel: string;
  className?: string;
  /** The item's content, given its drag handle to place. */
  children: (handle: ReactNode) => ReactNode;
}

/** One item of a `SortableList`: an `<li>` that moves with its handle. */
export function SortableItem({ id, handleLabel, className, children }: SortableItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, attributes: { roleDescription: 'elemento movible' } });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(className, isDragging && 'relative z-10 shadow-card-hover')}
    >
      {children(handle)}
    </li>
  );
}
