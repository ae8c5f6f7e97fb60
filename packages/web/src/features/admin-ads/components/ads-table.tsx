import { AD_MESSAGES, type Publicidad } from '@horno/domain/ads';
import { formatDateShort, formatDateTimeShort } from '@horno/domain/dates';
import { Eye, Megaphone, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  createDataTableColumns,
  DataTable,
  type DataTableColumns,
} from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { refusalMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDeleteAd } from '../api/delete-ad';
import { useSetAdActive } from '../api/set-ad-active';
import { AdPreviewDialog } from './ad-preview-dialog';

const helper = createDataTableColumns<Publicidad>();

const vigente = (ad: Publicidad) => (ad.esta_vigente ? 'Sí' : 'No');

const baseColumns = [
  helper.accessor('titulo', {
    header: 'Título',
    cell: ({ row }) => (
      <span className="flex items-center gap-3">
        <img
          src={row.original.imagen}
          alt=""
          width={64}
          height={36}
          loading="lazy"
          className="h-9 w-16 shrink-0 rounded-md bg-surface-muted object-cover"
        />
        <span className="min-w-0">
          <span className="block font-bold break-words text-ink">{row.original.titulo}</span>
          {row.original.activa ? null : <span className="text-xs text-warning">Inactiva</span>}
        </span>
      </span>
    ),
  }),
  // ISO instants sort as dates; they are shown and filtered as Bogotá days.
  helper.accessor('fecha_inicio', {
    header: 'Fecha de inicio',
    meta: { filterValue: (ad: Publicidad) => formatDateShort(ad.fecha_inicio) },
    cell: (info) => <span className="tabular-nums">{formatDateShort(info.getValue())}</span>,
  }),
  helper.accessor('fecha_fin', {
    header: 'Fecha de fin',
    meta: { filterValue: (ad: Publicidad) => formatDateShort(ad.fecha_fin) },
    cell: (info) => <span className="tabular-nums">{formatDateShort(info.getValue())}</span>,
  }),
  helper.accessor(vigente, {
    id: 'vigente',
    header: 'Vigente',
    cell: (info) => (
      <Badge tone={info.getValue() === 'Sí' ? 'success' : 'neutral'}>{info.getValue()}</Badge>
    ),
  }),
  helper.accessor('creado_en', {
    header: 'Creado en',
    meta: {
      priority: 'low',
      filterValue: (ad: Publicidad) => formatDateShort(ad.creado_en),
    },
    cell: (info) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTimeShort(info.getValue())}</span>
    ),
  }),
];

const searchText = (ad: Publicidad) =>
  [
    ad.titulo,
    formatDateShort(ad.fecha_inicio),
    formatDateShort(ad.fecha_fin),
    vigente(ad),
    formatDateShort(ad.creado_en),
  ].join(' ');

interface RowActionsProps {
  ad: Publicidad;
  canManage: boolean;
  onPreview: (ad: Publicidad) => void;
  onToggle: (ad: Publicidad) => void;
  onRemove: (ad: Publicidad) => void;
}

function AdRowActions({ ad, canManage, onPreview, onToggle, onRemove }: RowActionsProps) {
  return (
    <RowActions label={`Acciones de ${ad.titulo}`}>
      {canManage ? (
        <DropdownMenuItem asChild>
          <Link to={`/publicidad/modificar/${ad.id}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Modificar
          </Link>
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuItem onSelect={() => onPreview(ad)}>
        <Eye aria-hidden="true" className="size-4" />
        Previsualizar
      </DropdownMenuItem>
      {canManage ? (
        <DropdownMenuItem onSelect={() => onToggle(ad)}>
          {ad.activa ? (
            <PowerOff aria-hidden="true" className="size-4" />
          ) : (
            <Power aria-hidden="true" className="size-4" />
          )}
          {ad.activa ? 'Desactivar' : 'Activar'}
        </DropdownMenuItem>
      ) : null}
      {canManage ? (
        <DropdownMenuItem tone="danger" onSelect={() => onRemove(ad)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Eliminar
        </DropdownMenuItem>
      ) : null}
    </RowActions>
  );
}

function columnsFor(props: Omit<RowActionsProps, 'ad'>): DataTableColumns<Publicidad> {
  return helper.columns([
    ...baseColumns,
    helper.display({
      id: 'acciones',
      header: () => <span className="sr-only">Acciones</span>,
      meta: { className: 'w-14 text-right', actions: true },
      cell: ({ row }) => <AdRowActions ad={row.original} {...props} />,
    }),
  ]);
}

/**
 * The ads list: each with its dates and whether customers see it now; Previsualizar for anyone
 * who reads it, Modificar and Activar/Desactivar with gestionar_publicidad (`canManage`).
 */
export function AdsTable({ ads, canManage }: { ads: readonly Publicidad[]; canManage: boolean }) {
  const [preview, setPreview] = useState<Publicidad | null>(null);
  const [removing, setRemoving] = useState<Publicidad | null>(null);
  const { mutate } = useSetAdActive();
  const remove = useDeleteAd();
  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (done) => notify.success(done.mensaje),
      onError: (error) =>
        notify.error(
          refusalMessage('No se pudo eliminar la publicidad. Inténtalo de nuevo.', error),
        ),
      onSettled: () => setRemoving(null),
    });
  };
  const columns = useMemo(
    () =>
      columnsFor({
        canManage,
        onPreview: setPreview,
        onRemove: setRemoving,
        onToggle: (ad) =>
          mutate(
            { id: ad.id, activa: !ad.activa },
            {
              // The server's answer says which way it went.
              onSuccess: (saved) =>
                notify.success(saved.activa ? AD_MESSAGES.activated : AD_MESSAGES.deactivated),
              onError: () => notify.error(AD_MESSAGES.toggleError),
            },
          ),
      }),
    [canManage, mutate],
  );
  return (
    <>
      <DataTable
        data={ads}
        columns={columns}
        label="Publicidades"
        searchText={searchText}
        empty={
          <EmptyState
            icon={Megaphone}
            title="Todavía no hay publicidades"
            description="Registra una promoción: los clientes la verán al abrir el menú, mientras esté vigente."
            action={
              canManage ? (
                <Link to="/publicidad/registrar" className={buttonClass({ size: 'sm' })}>
                  Registrar publicidad
                </Link>
              ) : undefined
            }
          />
        }
      />
      <AdPreviewDialog ad={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `¿Eliminar la publicidad «${removing.titulo}»?` : ''}
        description={
          <>
            Sale de esta lista y del anuncio que ven los clientes al abrir el menú, con su imagen.
            No se puede recuperar: para ocultarla por un tiempo, mejor desactívala.
          </>
        }
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
