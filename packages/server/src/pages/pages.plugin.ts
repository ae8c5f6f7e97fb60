import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { EstadoSede } from '@horno/domain/branches';
import {
  BRANCH_STATUS_PATH,
  checkoutAddresses,
  CHOSEN_BRANCH_COOKIE,
  FIRST_LOAD_READS,
  firstOpenBranchId,
  menuCatalogAddresses,
  orderByTokenPath,
  parseBranchId,
  resolveBranchId,
  TRACKED_ORDERS_COOKIE,
  trackedTokenFor,
} from '@horno/domain/menu-reads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  chosenEncoding,
  cookieValue,
  type PageAnswer,
  pageShells,
  shellVariants,
} from '../lib/page-shells';
import { pageIdentityOf, webManifest, withIdentity } from '../lib/page-identity';
import { uploadsDirOf, webDistOf } from '../lib/paths';

/**
 * What is not the API: the uploaded files, the web build's files, the web manifest, and every
 * page of the single-page apps, its HTML carrying the business's identity and its first reads.
 * Registered after every route: its not-found handler answers whatever they do not.
 */
async function pages(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { branches, business } = app.services;
  // Static files are compressed ahead of time (the web build, the demo's ads): each request
  // gets the `.br` or `.gz` sibling it accepts, else the file itself, with `Vary: Accept-Encoding`.
  await app.register(fastifyStatic, {
    root: uploadsDirOf(config),
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    preCompressed: true,
  });

  const webDist = webDistOf(config);
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed siblings are chosen by Accept-Encoding, not addressed by their own URL.
      // Nor are the pages' HTML files (pages/, decision 020; the back office's admin/index.html,
      // decision 025): a page's path gets its own.
      globIgnore: ['**/*.br', '**/*.gz', 'pages/**', 'admin/*.html'],
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // API and file paths answer JSON 404s; any other GET is a page of the single-page app.
  const shellOf = pageShells(webDist);
  const variantOf = shellVariants(webDist);
  /**
   * The addresses of a page's own first reads, whose answers its HTML carries with the branch
   * lists': the reads of the branch the page will use, resolved as the app resolves it. The
   * menu: the visitor's choice (its cookie), else `?sede=`, else the first open branch
   * (`resolveBranchId`). The checkout: the chosen branch's prices and the payment methods. An
   * order's page: the order, by the tracking token the visitor's cookie names for its id (only
   * this browser knows it). Empty when there is nothing to add or the statuses cannot be read
   * (the app then asks as it starts). `statuses`: the branches' statuses if already read.
   */
  const pageReadsOf = async (
    request: FastifyRequest,
    { reads, params }: ReturnType<typeof shellOf>,
    statuses: EstadoSede[] | undefined,
  ): Promise<string[]> => {
    if (!reads) return [];
    if (reads === 'order') {
      const cookie = cookieValue(request.headers.cookie, TRACKED_ORDERS_COOKIE);
      const token = trackedTokenFor(cookie, Number(params.id));
      return token ? [orderByTokenPath(token)] : [];
    }
    try {
      const estados = statuses ?? (await branches.statuses());
      const chosen = parseBranchId(cookieValue(request.headers.cookie, CHOSEN_BRANCH_COOKIE));
      if (reads === 'checkout') {
        const known = estados.some((estado) => estado.id === chosen) ? chosen : null;
        return checkoutAddresses(known);
      }
      const sedeId = resolveBranchId(estados, {
        chosen,
        fromUrl: parseBranchId(new URLSearchParams(request.url.split('?')[1]).get('sede')),
        // The statuses name every branch, in the branch list's order.
        fallback: firstOpenBranchId(estados, estados),
      });
      return sedeId === null ? [] : menuCatalogAddresses(sedeId);
    } catch (error) {
      request.log.warn({ err: error }, 'page shell: no reads to answer');
      return [];
    }
  };
  /**
   * The API's answers to a page's first reads, asked of the app itself without the visitor's
   * headers (they are public: the same for everyone). An address that does not answer 200 is left
   * out: the app asks for it as it starts, and shows what it gets.
   */
  const answersTo = async (addresses: readonly string[]): Promise<PageAnswer[]> => {
    const answers = await Promise.all(
      addresses.map(async (address) => {
        try {
          const res = await app.inject({ method: 'GET', url: address });
          return res.statusCode === 200 ? { address, body: res.body } : null;
        } catch (error) {
          app.log.warn({ err: error, address }, 'page shell: a first read failed');
          return null;
        }
      }),
    );
    return answers.filter((answer) => answer !== null);
  };
  app.get(
    '/manifest.webmanifest',
    { schema: { hide: true }, config: { public: true } },
    async (_request, reply) =>
      reply
        .type('application/manifest+json')
        .header('cache-control', 'no-cache')
        .send(webManifest(await business.get())),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|ws|uploads|imagenes|assets|admin\/assets|metrics)(\/|$)/.test(path);
    if (!isPage) return reply.status(404).send({ error: 'Recurso no encontrado.' });
    const shell = shellOf(request.hostname, path);
    // An order's page may carry the order (its customer's name, phone, address): no shared cache.
    void reply.header('cache-control', shell.reads === 'order' ? 'private, no-cache' : 'no-cache');
    // These pages' HTML depends on the visitor's cookie (`pageReadsOf`).
    void reply.header('vary', shell.reads ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    // The lists first: the branch statuses among them also pick the menu's branch.
    const lists = shell.reads ? await answersTo(FIRST_LOAD_READS) : [];
    const statuses = lists.find(({ address }) => address === BRANCH_STATUS_PATH)?.body;
    const answers = shell.reads
      ? [
          ...lists,
          ...(await answersTo(
            await pageReadsOf(
              request,
              shell,
              statuses === undefined ? undefined : (JSON.parse(statuses) as EstadoSede[]),
            ),
          )),
        ]
      : [];
    // Every page carries the business's identity as it is now (issue 28); the menu's also its
    // first reads' answers, not a round trip after its scripts (decision 020).
    const negocio = await business.get();
    const identity = pageIdentityOf(
      request.hostname,
      path,
      new URLSearchParams(request.url.split('?')[1]),
      answers,
    );
    const variant = variantOf(
      shell.file,
      answers,
      (html) => withIdentity(html, negocio, identity, config.publicUrl),
      JSON.stringify([negocio, identity]),
    );
    void reply.header('etag', variant.etag);
    if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(variant[encoding]);
  });
}

export const pagesPlugin = fp(pages, { name: 'horno-pages' });
