// The answers to a page's first reads (decision 036), from the services the API's routes use,
// serialized as those routes send them: the catalog's cached bytes as they are, the rest through
// the route's response schema. A read that fails is left out: the app asks for it as it starts.
import { type EstadoSede, EstadoSedeSchema, SedeSchema } from '@horno/domain/branches';
import { AgotadosSchema } from '@horno/domain/catalog-admin';
import {
  checkoutReads,
  firstOpenBranchId,
  LIST_READS,
  menuReads,
  orderRead,
  type PageRead,
  parseBranchId,
  resolveBranchId,
} from '@horno/domain/menu-reads';
import { OrderSchema } from '@horno/domain/orders';
import { PaymentMethodsSchema } from '@horno/domain/payment-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../services';
import type { PageAnswer } from './page-html';

/** A read's answer: its JSON (and what names it, when known), or null when it failed. */
type Answer = Promise<Pick<PageAnswer, 'body' | 'version'> | null>;

export function pageReads(services: Services, log: FastifyBaseLogger) {
  const { branches, catalog, soldOut, payments, orders } = services;
  /** `value` as the route's response schema sends it (unknown keys out). */
  const json = async <T extends z.ZodType>(schema: T, value: Promise<unknown>): Answer => ({
    body: JSON.stringify(schema.parse(await value)),
  });
  const cached = async (body: Promise<{ raw: Buffer; etag: string }>): Answer => {
    const { raw, etag } = await body;
    return { body: raw, version: etag };
  };

  const answered = async (reads: readonly PageRead[], bodies: Answer[]) => {
    const texts = await Promise.all(
      bodies.map((body, i) =>
        body.catch((error: unknown) => {
          log.warn({ err: error, address: reads[i]!.address }, 'page: a first read failed');
          return null;
        }),
      ),
    );
    return reads.flatMap((read, i) => (texts[i] ? [{ ...read, ...texts[i] }] : []));
  };

  return {
    /** The branches and their statuses, which every customer page starts with. */
    lists: () =>
      answered(LIST_READS, [
        json(SedeSchema.array(), branches.list()),
        json(EstadoSedeSchema.array(), branches.statuses()),
      ]),

    /**
     * The menu's catalog of the branch the app will show, resolved as the app resolves it: the
     * visitor's choice (its cookie), else `?sede=`, else the first open branch.
     */
    menu: (lists: PageAnswer[], chosen: string | null, fromUrl: string | null) => {
      const statuses = lists.find(({ key }) => key === LIST_READS[1]!.key);
      if (!statuses) return Promise.resolve([]);
      const estados = JSON.parse(String(statuses.body)) as EstadoSede[];
      const sede = resolveBranchId(estados, {
        chosen: parseBranchId(chosen),
        fromUrl: parseBranchId(fromUrl),
        // The statuses name every branch, in the branch list's order.
        fallback: firstOpenBranchId(estados, estados),
      });
      if (sede === null) return Promise.resolve([]);
      return answered(menuReads(sede), [
        cached(catalog.categoriesBody({ sede })),
        cached(catalog.productsBody({ sede, soloActivos: true })),
        cached(catalog.specialsBody({ sede })),
        json(AgotadosSchema, soldOut.current(sede)),
      ]);
    },

    /** The chosen branch's prices (if it still exists) and the payment methods. */
    checkout: (lists: PageAnswer[], chosen: string | null) => {
      const statuses = lists.find(({ key }) => key === LIST_READS[1]!.key);
      const id = parseBranchId(chosen);
      const known =
        statuses && (JSON.parse(String(statuses.body)) as { id: number }[]).some((s) => s.id === id)
          ? id
          : null;
      const reads = checkoutReads(known);
      const prices =
        known === null
          ? []
          : [
              cached(catalog.productsBody({ sede: known, soloActivos: true })),
              cached(catalog.specialsBody({ sede: known })),
            ];
      return answered(reads, [
        ...prices,
        json(PaymentMethodsSchema, Promise.resolve(payments.offer())),
      ]);
    },

    /** An order, by the tracking token the visitor's cookie names for its id. */
    order: (id: number, token: string | null) =>
      token === null
        ? Promise.resolve([])
        : answered(
            [orderRead(id, token)],
            [
              json(
                OrderSchema,
                orders.byToken(token).then((order) => {
                  if (order.id !== id) throw new Error('the token opens another order');
                  return order;
                }),
              ),
            ],
          ),
  };
}
