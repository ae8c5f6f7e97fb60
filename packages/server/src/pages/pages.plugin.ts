import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  ADMIN_APP_SOURCE,
  CHECKOUT_PATH,
  CUSTOMER_APP_SOURCE,
  LAZY_PAGES,
  MENU_PATHS,
  ORDER_DETAIL_PATH,
  pageModuleSource,
} from '@horno/domain/customer-pages';
import { isAdminHost } from '@horno/domain/hosts';
import {
  CHOSEN_BRANCH_COOKIE,
  TRACKED_ORDERS_COOKIE,
  trackedTokenFor,
} from '@horno/domain/menu-reads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { uploadsDirOf, webDistOf } from '../lib/paths';
import {
  chosenEncoding,
  cookieValue,
  manifestPreloads,
  type PageAnswer,
  pageVariants,
} from './page-html';
import { pageIdentityOf, webManifest, withIdentity } from './page-identity';
import { pageReads } from './page-reads';

/** A customer page, as the router names it (@horno/domain/customer-pages). */
interface Page {
  /** Its module under the web app's apps/customer/pages/, when it is loaded on demand. */
  module?: string;
  /** Its own first reads, which depend on the visitor's cookie: the menu's, the checkout's, an order's. */
  reads?: 'menu' | 'checkout' | 'order';
}

/**
 * What is not the API: the uploaded files, the web build's files, the web manifest, and every
 * page of the single-page apps. A customer page's path is registered as a route (the router's
 * own paths), whose HTML preloads the page's code and carries its first reads (decision 036);
 * any other path is a page too (the app says what it is not), and on the admin host every page
 * is the back office's (decision 025). Registered after every route: its not-found handler
 * answers whatever they do not.
 */
async function pages(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { business } = app.services;
  const reads = pageReads(app.services, app.log);
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
      // The compressed siblings are chosen by Accept-Encoding, not addressed by their own URL;
      // the pages' HTML goes with every page's path, the build's manifest nowhere.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.html', '**/.vite/**'],
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const variantOf = pageVariants(webDist);
  const customerCode = manifestPreloads(webDist, '');
  const adminCode = manifestPreloads(webDist, 'admin');

  /** The first reads' answers the page's HTML carries (every customer page: the lists). */
  const answersFor = async (request: FastifyRequest, page: Page): Promise<PageAnswer[]> => {
    const lists = await reads.lists();
    const cookie = (name: string) => cookieValue(request.headers.cookie, name);
    switch (page.reads) {
      case 'menu': {
        const fromUrl = new URLSearchParams(request.url.split('?')[1]).get('sede');
        return [...lists, ...(await reads.menu(lists, cookie(CHOSEN_BRANCH_COOKIE), fromUrl))];
      }
      case 'checkout':
        return [...lists, ...(await reads.checkout(lists, cookie(CHOSEN_BRANCH_COOKIE)))];
      case 'order': {
        const id = Number((request.params as { id?: string }).id);
        const token = trackedTokenFor(cookie(TRACKED_ORDERS_COOKIE), id);
        return [...lists, ...(await reads.order(id, token))];
      }
      default:
        return lists;
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    const path = request.url.split('?')[0] ?? '';
    const admin = isAdminHost(request.hostname);
    const custom = admin ? {} : page;
    // An order's page may carry the order (its customer's name, phone, address): no shared cache.
    void reply.header('cache-control', custom.reads === 'order' ? 'private, no-cache' : 'no-cache');
    // These pages' HTML depends on the visitor's cookie.
    void reply.header('vary', custom.reads ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    const answers = admin ? [] : await answersFor(request, custom);
    const preloads = admin
      ? adminCode([ADMIN_APP_SOURCE])
      : customerCode([
          CUSTOMER_APP_SOURCE,
          ...(custom.module ? [pageModuleSource(custom.module)] : []),
        ]);
    // Every page carries the business's identity as it is now (issue 28), and says what it is
    // (its title, a shared product's picture) from its path and answers.
    const negocio = await business.get();
    const query = new URLSearchParams(request.url.split('?')[1]);
    const variant = variantOf(
      admin ? 'admin/index.html' : 'index.html',
      preloads,
      answers,
      (html) =>
        withIdentity(
          html,
          negocio,
          pageIdentityOf(request.hostname, path, query, answers),
          config.publicUrl,
        ),
      // What the identity depends on: not any other query parameter (a campaign's tag).
      JSON.stringify([negocio, admin, path, query.get('producto'), query.get('especial')]),
    );
    void reply.header('etag', variant.etag);
    if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(variant[encoding]);
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

  if (hasWeb) {
    const routes: [string, Page][] = [
      ['', { reads: 'menu' }],
      ...MENU_PATHS.map((path): [string, Page] => [path, { reads: 'menu' }]),
      ...LAZY_PAGES.map(({ path, module }): [string, Page] => [
        path,
        {
          module,
          ...(path === CHECKOUT_PATH && { reads: 'checkout' as const }),
          ...(path === ORDER_DETAIL_PATH && { reads: 'order' as const }),
        },
      ]),
    ];
    for (const [path, page] of routes)
      app.get(`/${path}`, { schema: { hide: true }, config: { public: true } }, (request, reply) =>
        sendPage(request, reply, page),
      );
  }

  // API and file paths answer JSON 404s; any other GET is a page of the single-page app.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|ws|uploads|imagenes|assets|admin\/assets|metrics)(\/|$)/.test(path);
    if (!isPage) return reply.status(404).send({ error: 'Recurso no encontrado.' });
    return sendPage(request, reply, {});
  });
}

export const pagesPlugin = fp(pages, { name: 'horno-pages' });
