// Drag-reordering of a data table's rows (dnd-kit): by mouse or touch on the handle, or by
// keyboard (Space or Enter picks the row up, the arrows move it, Space or Enter drops it, Escape
// cancels), told to screen readers in Spanish.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What the handles and the announcements say. */
export const REORDER_INSTRUCTIONS =
  'Para mover una fila, pulsa Espacio o Enter sobre su asa. Muévela con las flechas arriba y abajo; pulsa Espacio o Enter para dejarla en su nuevo lugar, o Escape para cancelar.';

interface RowNames {
  /** The row's name (its first column's text). */
  nameOf: (id: UniqueIdentifier) => string;
  /** The row's place in the whole list, from 1. */
  positionOf: (id: UniqueIdentifier) => number;
  total: number;
}

/** The announcements a screen reader reads while a row moves. */
export function reorderAnnouncements({ nameOf, positionOf, total }: RowNames): Announcements {
  const where = (id: UniqueIdentifier) => `la posición ${positionOf(id)} de ${total}`;
  // dnd-kit reports the row over its own place right as it is taken: that would drown 'Tomaste'.
  let justTaken = false;
  return {
    onDragStart: ({ active }) => {
      justTaken = true;
      return `Tomaste ${nameOf(active.id)}, en ${where(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const first = justTaken;
      justTaken = false;
      if (first && over?.id === active.id) return undefined;
      return over
        ? `${nameOf(active.id)} pasa a ${where(over.id)}.`
        : `${nameOf(active.id)} está fuera de la lista.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Dejaste ${nameOf(active.id)} en ${where(over.id)}.`
        : `Dejaste ${nameOf(active.id)} fuera de la lista: no se movió.`,
    onDragCancel: ({ active }) =>
      `Movimiento cancelado: ${nameOf(active.id)} vuelve a ${where(active.id)}.`,
  };
}

// Rows move up and down only.
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface ReorderAreaProps extends RowNames {
  /** The ids of the rows on the page, in order. */
  ids: readonly UniqueIdentifier[];
  /** A row dropped onto another's place. */
  onMove: (activeId: UniqueIdentifier, overId: UniqueIdentifier) => void;
  /** What a screen reader says about the handles (by default, about a table's rows). */
  instructions?: string;
  children: ReactNode;
}

/**
 * Where rows can be dragged: wrap the `<tbody>`'s rows (it renders no element of its own). Any
 * other vertical list of `useSortable` items can use it too, with its own `instructions`.
 */
export function ReorderArea({
  ids,
  onMove,
  nameOf,
  positionOf,
  total,
  instructions = REORDER_INSTRUCTIONS,
  children,
}: ReorderAreaProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(
    () => reorderAnnouncements({ nameOf, positionOf, total }),
    [nameOf, positionOf, total],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id, over.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[vertical]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: instructions },
      }}
    >
      <SortableContext items={ids as UniqueIdentifier[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: UniqueIdentifier;
  /** The row's name, for its handle's label. */
  name: string;
  /** The handle shows but does nothing (while a sort, a filter or a search is on). */
  disabled: boolean;
  /** Describes why the handle is off. */
  disabledHint?: string;
  className?: string;
  /** The row's cells, given the handle's cell to put first. */
  children: (handle: ReactNode) => ReactNode;
}

/** A `<tr>` that moves with its handle ('Arrastrar para reordenar {name}'). */
export function SortableRow({
  id,
  name,
  disabled,
  disabledHint,
  className,
  children,
}: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled, attributes: { roleDescription: 'fila movible' } });
  const handle = (
    <td className="w-14 px-4 py-2 align-middle">
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        disabled={disabled}
        aria-describedby={disabled ? disabledHint : attributes['aria-describedby']}
        aria-label={`Arrastrar para reordenar ${name}`}
        className="-m-2.5 inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
    </td>
  );
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(className, isDragging && 'relative z-10 bg-surface shadow-card-hover')}
    >
      {children(handle)}
    </tr>
  );
}
