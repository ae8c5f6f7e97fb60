import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/link';
import { slugify } from '@horno/domain/slug';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCategories } from '../api/get-categories';
import { menuPath } from '../utils/menu-path';
import { categoryHasProducts } from '../utils/menu-sections';

const SCROLL_STEP_PX = 150;
const SKELETON_WIDTHS = ['w-16', 'w-24', 'w-20', 'w-28', 'w-20', 'w-24'];

interface CategoryBarProps {
  sedeId: number | null;
  /** Normalised slug of the category being shown; empty for 'Todos'. */
  activeSlug: string;
}

const chipClass =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-bold whitespace-nowrap transition-colors';

const stepButtonClass =
  'hidden size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm enabled:hover:border-primary disabled:opacity-40 md:inline-flex';

// Fades the side that has more categories hidden, hinting that the bar scrolls.
function edgeMask(atStart: boolean, atEnd: boolean): string | undefined {
  if (atStart && atEnd) return undefined;
  const left = atStart ? 'black' : 'transparent';
  const right = atEnd ? 'black' : 'transparent';
  return `linear-gradient(to right, ${left}, black 2rem, black calc(100% - 2rem), ${right})`;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Horizontally scrollable category links with step buttons on wide screens. */
export function CategoryBar({ sedeId, activeSlug }: CategoryBarProps) {
  const { data, isPending, isError } = useCategories(sedeId);
  const scrollerRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const updateEdges = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    setEdges({
      atStart: el.scrollLeft <= 1,
      atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  // The observer reports the bar's first size once the page is laid out, and each change after:
  // measuring it here instead would lay the whole menu out in the middle of its first render.
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const observer = new ResizeObserver(updateEdges);
    observer.observe(el);
    return () => observer.disconnect();
  }, [updateEdges, data]);

  // Bring the active category into view, e.g. after following a deep link. A new bar already
  // shows 'Todos', its first link: measuring would lay the menu out mid-render for nothing.
  const centred = useRef(false);
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !active || (!centred.current && activeSlug === '')) return;
    centred.current = true;
    el.scrollLeft = active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
  }, [activeSlug, data]);

  const scrollByStep = (direction: -1 | 1) =>
    scrollerRef.current?.scrollBy({
      left: direction * SCROLL_STEP_PX,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });

  const categories = (data ?? []).filter(categoryHasProducts);
  const links = [{ slug: '', nombre: 'Todos', key: 'todos' }].concat(
    categories.map((c) => ({ slug: c.slug, nombre: c.nombre, key: String(c.id) })),
  );
  const loading = isPending && !isError;

  return (
    <nav aria-label="Categorías" className="border-b border-line/80 bg-page/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 sm:px-6">
        <button
          type="button"
          aria-label="Ver categorías anteriores"
          onClick={() => scrollByStep(-1)}
          disabled={edges.atStart}
          className={stepButtonClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <ul
          ref={scrollerRef}
          onScroll={updateEdges}
          style={{ maskImage: edgeMask(edges.atStart, edges.atEnd) }}
          className="scrollbar-none -mx-1.5 flex min-w-0 flex-1 gap-2 overflow-x-auto p-1.5"
        >
          {loading
            ? SKELETON_WIDTHS.map((width, index) => (
                <li key={index}>
                  <Skeleton className={cn('h-11 rounded-full', width)} />
                </li>
              ))
            : links.map((link) => {
                const active = slugify(link.slug) === activeSlug;
                return (
                  <li key={link.key}>
                    <Link
                      to={menuPath(link.slug, sedeId)}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        chipClass,
                        active
                          ? 'border-primary bg-primary text-on-primary shadow-sm'
                          : 'border-line bg-surface text-ink hover:border-primary hover:text-primary-strong',
                      )}
                    >
                      {link.nombre}
                    </Link>
                  </li>
                );
              })}
        </ul>
        <button
          type="button"
          aria-label="Ver más categorías"
          onClick={() => scrollByStep(1)}
          disabled={edges.atEnd}
          className={stepButtonClass}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </nav>
  );
}
