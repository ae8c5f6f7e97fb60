import { formatCOP } from '@horno/domain/money';
import { Pencil, Ruler } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import {
  useAdminCatalog,
  useModification,
  useProduct,
} from '../../../../features/admin-products/api/products';
import { ModifiedBy } from '../../../../features/admin-products/components/modified-by';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-b-0 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-bold text-ink-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function ProductDetail({ id }: { id: number }) {
  const producto = useProduct(id);
  const modification = useModification(id);
  const catalog = useAdminCatalog();
  const canManage = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_productos'));
  useLeaveOnError(producto.isLoadingError, 'Error al cargar el producto', '/productos/listado');
  const p = producto.data;
  if (!p) return <FormSkeleton fields={6} />;
  const sized = catalog.data?.categorias.find((c) => c.id === p.categoria)?.tiene_medidas ?? false;
  return (
    <>
      <PageHeader
        title={p.nombre}
        description={<ModifiedBy modification={modification.data} />}
        actions={
          canManage ? (
            <>
              {sized ? (
                <Link
                  to={`/productos/${p.id}/gestionar-tamaños`}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  <Ruler aria-hidden="true" className="size-4" />
                  Precios por tamaño
                </Link>
              ) : null}
              <Link to={`/productos/${p.id}/modificar`} className={buttonClass({ size: 'sm' })}>
                <Pencil aria-hidden="true" className="size-4" />
                Modificar
              </Link>
            </>
          ) : null
        }
      />
      <Card className="max-w-4xl">
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          {p.imagen ? (
            <img
              src={p.imagen}
              alt={p.nombre}
              className="aspect-[4/3] w-full rounded-xl object-cover"
            />
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-surface-muted text-sm text-ink-muted">
              Sin imagen
            </div>
          )}
          <dl>
            <Row label="Categoría">{p.categoria_nombre || 'Sin definir'}</Row>
            <Row label="Estado">
              <Badge tone={p.activo ? 'success' : 'warning'}>
                {p.activo ? 'Activo' : 'Inactivo'}
              </Badge>
            </Row>
            <Row label="Descripción">{p.descripcion || 'Sin descripción'}</Row>
            <Row label="Precio">
              {p.precios_por_medida.length > 0 ? (
                <ul className="space-y-1">
                  {p.precios_por_medida.map((m) => (
                    <li key={m.id} className="tabular-nums">
                      {m.medida.label}: <strong>{formatCOP(m.precio)}</strong>
                      {m.admite_mitades ? ' · admite mitades' : ''}
                    </li>
                  ))}
                </ul>
              ) : p.precio !== null ? (
                <strong className="tabular-nums">{formatCOP(p.precio)}</strong>
              ) : sized ? (
                <span className="font-bold text-warning">Debes definir los precios por tamaño</span>
              ) : (
                'Sin definir'
              )}
            </Row>
            <Row label="Descuento">{p.descuento > 0 ? `${p.descuento} %` : 'Sin descuento'}</Row>
            <Row label="Adiciones">
              {p.posibles_adiciones.length > 0 ? (
                <ul className="space-y-1">
                  {p.posibles_adiciones.map((a) => (
                    <li key={a.id}>
                      {a.ingrediente.nombre}:{' '}
                      <span className="tabular-nums">{formatCOP(a.precio_adicion)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                'Sin adiciones'
              )}
            </Row>
          </dl>
        </div>
        <div className="mt-5 flex justify-end">
          <Link
            to="/productos/listado"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Volver
          </Link>
        </div>
      </Card>
    </>
  );
}

export function ProductDetailPage() {
  useAdminTitle('Detalle del producto');
  const id = useRouteId();
  if (id === null) return <Navigate to="/productos/listado" replace />;
  return <ProductDetail id={id} />;
}
