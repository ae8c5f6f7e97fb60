import { assertVersion } from '../../lib/record-versions';
import type { PermisoItem, Rol, Usuario } from '@horno/domain/auth';
import { PERMISOS } from '@horno/domain/permissions';
import { RETIREMENT_MESSAGES } from '@horno/domain/retirement';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.queries';
import { loadProfiles } from '../auth/auth.queries';
import { keepingAnAdministrator } from './access-invariant';
import {
  allUserIds,
  countKnownRoles,
  deletePermiso,
  findPermisoItem,
  grantedKeys,
  insertPermiso,
  insertRole,
  listPermisoItems,
  permisosWithIds,
  rolesAndGrants,
  renameRole,
  replaceRolePermisos,
  replaceUserRoles,
  replaceUserSedes,
  setUserActive,
  updatePermiso,
} from './users.queries';

const SYSTEM_PERMISSIONS: ReadonlySet<string> = new Set(PERMISOS);

/** Server permissions among `claves` that the caller lacks (custom keys gate nothing). */
function lacking(caller: AuthContext, claves: readonly string[]): string[] {
  return claves.filter((k) => SYSTEM_PERMISSIONS.has(k) && !caller.permisos.has(k));
}

export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Users a staff member may manage: customers (no branch) and those sharing a branch. */
  async listUsers(caller: AuthContext): Promise<Usuario[]> {
    const profiles = await loadProfiles(this.db, await allUserIds(this.db));
    return profiles.filter((p) => this.canManage(caller, p));
  }

  private canManage(caller: AuthContext, user: { sedes: { id: number }[] }): boolean {
    return user.sedes.length === 0 || user.sedes.some((s) => caller.sedeIds.has(s.id));
  }

  async getUser(caller: AuthContext, id: number): Promise<Usuario> {
    const [profile] = await loadProfiles(this.db, [id]);
    if (!profile || !this.canManage(caller, profile)) throw notFound('Usuario no encontrado');
    return profile;
  }

  /**
   * A staff member may manage a user only when they share a branch (or the user has none) and
   * hold every permission the user holds: nobody takes over a more powerful account.
   */
  async assertCanManage(caller: AuthContext, id: number): Promise<Usuario> {
    const user = await this.getUser(caller, id);
    if (user.roles.length > 0) {
      const grants = await grantedKeys(
        this.db,
        user.roles.map((r) => r.id),
      );
      if (lacking(caller, grants).length > 0) {
        throw new AppError(403, 'No puedes modificar un usuario con permisos que tú no tienes.');
      }
    }
    return user;
  }

  /** A staff member may grant only roles whose permissions they hold themselves. */
  async assertCanGrant(caller: AuthContext, roleIds: readonly number[]): Promise<void> {
    if (roleIds.length === 0) return;
    const unique = [...new Set(roleIds)];
    if ((await countKnownRoles(this.db, unique)) !== unique.length) {
      throw new AppError(400, 'Los datos enviados no son válidos.', {
        roles: ['Uno de los roles no existe'],
      });
    }
    if (lacking(caller, await grantedKeys(this.db, unique)).length > 0) {
      throw new AppError(403, 'No puedes asignar un rol con permisos que tú no tienes.');
    }
  }

  async updateUser(
    caller: AuthContext,
    id: number,
    patch: { roles?: number[] | undefined; sedes?: number[] | undefined },
    ifMatch?: string,
  ): Promise<Usuario> {
    const user = await this.assertCanManage(caller, id);
    if (patch.roles) await this.assertCanGrant(caller, patch.roles);
    if (patch.sedes?.some((s) => !caller.sedeIds.has(s))) {
      throw new AppError(403, 'Solo puedes asignar las sedes a las que perteneces.');
    }
    const name = `${user.first_name} ${user.last_name}`.trim();
    await keepingAnAdministrator(
      this.db,
      `No se pueden quitar esos roles a ${name}`,
      async (tx) => {
        await assertVersion(tx, 'usuario', id, ifMatch);
        if (patch.roles) await replaceUserRoles(tx, id, [...new Set(patch.roles)]);
        // Branches outside the caller's reach stay as they are.
        if (patch.sedes)
          await replaceUserSedes(tx, id, [...caller.sedeIds], [...new Set(patch.sedes)]);
      },
    );
    return this.getUser(caller, id);
  }

  /**
   * Deactivates or activates a user. Deactivating revokes every token of theirs in the same
   * transaction (the caller then closes their sockets), keeps their orders, and is refused for
   * oneself and for the last administrator (409).
   */
  async setActive(caller: AuthContext, id: number, activo: boolean): Promise<Usuario> {
    const user = await this.assertCanManage(caller, id);
    const name = `${user.first_name} ${user.last_name}`.trim();
    if (!activo && caller.user.id === id) throw new AppError(409, RETIREMENT_MESSAGES.userSelf);
    await keepingAnAdministrator(this.db, RETIREMENT_MESSAGES.userLastAdministrator(name), (tx) =>
      setUserActive(tx, id, activo, this.now()),
    );
    return this.getUser(caller, id);
  }

  async listRoles(): Promise<Rol[]> {
    const [roles, grants] = await rolesAndGrants(this.db);
    return roles.map((r) => ({
      id: r.id,
      rol: r.rol,
      activo: r.activo,
      permisos: grants
        .filter((g) => g.rolId === r.id)
        .map(({ id, nombre, clave }) => ({ id, nombre, clave })),
    }));
  }

  async getRole(id: number): Promise<Rol> {
    const role = (await this.listRoles()).find((r) => r.id === id);
    if (!role) throw notFound('Rol no encontrado');
    return role;
  }

  async createRole(rol: string): Promise<Rol> {
    try {
      return this.getRole(await insertRole(this.db, rol));
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'Ya existe un rol con este nombre');
      throw err;
    }
  }

  async updateRole(
    caller: AuthContext,
    id: number,
    patch: { rol?: string | undefined; permisos?: number[] | undefined },
    ifMatch?: string,
  ): Promise<Rol> {
    const current = await this.getRole(id);
    if (
      lacking(
        caller,
        current.permisos.map((p) => p.clave),
      ).length > 0
    ) {
      throw new AppError(403, 'No puedes modificar un rol con permisos que tú no tienes.');
    }
    if (patch.permisos) {
      const wanted = [...new Set(patch.permisos)];
      const known = wanted.length ? await permisosWithIds(this.db, wanted) : [];
      if (known.length !== wanted.length) {
        throw new AppError(400, 'Los datos enviados no son válidos.', {
          permisos: ['Uno de los permisos no existe'],
        });
      }
      if (
        lacking(
          caller,
          known.map((p) => p.clave),
        ).length > 0
      ) {
        throw new AppError(403, 'No puedes asignar permisos que tú no tienes.');
      }
    }
    try {
      const refused = `No se pueden quitar esos permisos al rol ${current.rol}`;
      await keepingAnAdministrator(this.db, refused, async (tx) => {
        await assertVersion(tx, 'rol', id, ifMatch);
        if (patch.rol !== undefined) await renameRole(tx, id, patch.rol);
        if (patch.permisos) await replaceRolePermisos(tx, id, [...new Set(patch.permisos)]);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'Ya existe un rol con este nombre');
      throw err;
    }
    return this.getRole(id);
  }

  listPermisos(): Promise<PermisoItem[]> {
    return listPermisoItems(this.db);
  }

  async getPermiso(id: number): Promise<PermisoItem> {
    const permiso = await findPermisoItem(this.db, id);
    if (!permiso) throw notFound('Permiso no encontrado');
    return permiso;
  }

  async savePermiso(input: { nombre: string; clave: string }, id?: number): Promise<PermisoItem> {
    try {
      if (id === undefined) {
        return this.getPermiso(await insertPermiso(this.db, input));
      }
      const existing = await this.getPermiso(id);
      if (SYSTEM_PERMISSIONS.has(existing.clave) && input.clave !== existing.clave) {
        throw new AppError(409, 'La clave de un permiso del sistema no se puede cambiar.');
      }
      await updatePermiso(this.db, id, input);
      return this.getPermiso(id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'Ya existe un permiso con esta clave');
      throw err;
    }
  }

  async deletePermiso(id: number): Promise<void> {
    const permiso = await this.getPermiso(id);
    if (SYSTEM_PERMISSIONS.has(permiso.clave)) {
      throw new AppError(409, 'Los permisos del sistema no se pueden eliminar.');
    }
    // System keys are kept above; the lock and check hold should that rule ever change.
    await keepingAnAdministrator(this.db, 'No se puede eliminar este permiso', (tx) =>
      deletePermiso(tx, id),
    );
  }
}
