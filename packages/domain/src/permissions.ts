/**
 * Permission keys the back office and the server check. A new key needs a migration that inserts
 * it (with its name) and gives it to the roles that should hold it.
 */
export const PERMISOS = [
  'gestionar_pedidos',
  'consultar_productos',
  'gestionar_productos',
  'consultar_categoria_producto',
  'gestionar_categoria_producto',
  'gestionar_categoria_ingrediente',
  'consultar_ingredientes',
  'gestionar_ingredientes',
  'consultar_publicidad',
  'gestionar_publicidad',
  'gestionar_usuarios',
  'gestionar_permisos',
  'gestionar_roles',
  'consultar_sedes',
  'gestionar_sedes',
  'gestionar_mesas',
  'gestionar_configuracion',
  'ver_cocina',
  'repartir',
  'consultar_reportes',
  'gestionar_caja',
  'gestionar_promociones',
] as const;
export type Permiso = (typeof PERMISOS)[number];
