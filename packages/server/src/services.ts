import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { fixedClock } from './lib/clock';
import type { Database, Db } from './db/client';
import { BogotaGridGeocoder, StraightLineRouter } from './integrations/geo/bogota-grid';
import { FallbackGeocoder } from './integrations/geo/fallback-geocoder';
import { GoogleGeocoder } from './integrations/geo/google-geocoder';
import type { MessageSender } from './integrations/messaging/message-sender';
import { OutboxSender } from './integrations/messaging/outbox-sender';
import { WhatsAppSender } from './integrations/messaging/whatsapp-sender';
import { WompiClient } from './integrations/payments/wompi';
import type { Clock } from './lib/clock';
import { RateLimiter } from './lib/rate-limit';
import { AdsService } from './modules/ads/ads.service';
import { AuthService } from './modules/auth/auth.service';
import { BranchAdminService } from './modules/branches/branches-admin.service';
import { BranchService } from './modules/branches/branches.service';
import { CatalogImportService } from './modules/catalog-import/catalog-import.service';
import { CatalogRemovalService } from './modules/catalog/catalog-removal.service';
import { CATALOG_CHANNEL, CatalogService } from './modules/catalog/catalog.service';
import { CategoriesService } from './modules/catalog/categories.service';
import { IngredientsService } from './modules/catalog/ingredients.service';
import { ProductsService } from './modules/catalog/products.service';
import { SoldOutService } from './modules/catalog/sold-out.service';
import { SpecialsService } from './modules/catalog/specials.service';
import { DeliveriesService } from './modules/deliveries/deliveries.service';
import { DeliveryAreaService } from './modules/delivery-areas/delivery-areas.service';
import { GeoService } from './modules/geo/geo.service';
import { CachedImageStore, PostgresImageStore } from './modules/images/image-store';
import { ImageService } from './modules/images/images.service';
import { KitchenService } from './modules/kitchen/kitchen.service';
import { BoardService } from './modules/orders/board.service';
import { OrderChangesService } from './modules/orders/order-changes.service';
import { OrderNotifier } from './modules/orders/order-notifier';
import { orderPublisher } from './modules/orders/order-publisher';
import { OrdersService } from './modules/orders/orders.service';
import { PromotionsService } from './modules/promotions/promotions.service';
import { PaymentsService } from './modules/payments/payments.service';
import { CashService } from './modules/cash/cash.service';
import { ReportsService } from './modules/reports/reports.service';
import { PrintAgentHub } from './modules/printing/print-agents';
import { PrintingService } from './modules/printing/printing.service';
import { SchedulingService } from './modules/scheduling/scheduling.service';
import { BusinessService } from './modules/settings/business.service';
import { DemoDataService } from './modules/settings/demo-data.service';
import { SettingsService } from './modules/settings/settings.service';
import { SetupService } from './modules/setup/setup.service';
import { TablesService } from './modules/tables/tables.service';
import { UsersService } from './modules/users/users.service';
import { VerificationService } from './modules/verification/verification.service';
import { orderEventPublisher, type PublishOrderEvent } from './realtime/order-events';

export interface Services {
  catalog: CatalogService;
  /** The back office's categories, ingredients, products and specials. */
  categories: CategoriesService;
  ingredients: IngredientsService;
  products: ProductsService;
  specials: SpecialsService;
  /** Removing (or retiring) catalog rows that orders still name. */
  catalogRemoval: CatalogRemovalService;
  /** The catalog's spreadsheet export and import. */
  catalogImport: CatalogImportService;
  branches: BranchService;
  /** Branch administration: hours, products sold, the branch's data, the rush controls. */
  branchAdmin: BranchAdminService;
  soldOut: SoldOutService;
  auth: AuthService;
  settings: SettingsService;
  /** The business's identity (names, legal identity, logo, colour). */
  business: BusinessService;
  /** 'Eliminar datos de demostración' (issue 28). */
  demoData: DemoDataService;
  /** The first start's one-time setup. */
  setup: SetupService;
  verification: VerificationService;
  users: UsersService;
  sender: MessageSender;
  /** The customer's WhatsApp messages as orders move. */
  notifier: OrderNotifier;
  geo: GeoService;
  areas: DeliveryAreaService;
  orders: OrdersService;
  promotions: PromotionsService;
  /** Publishes an order event of this instance: to every instance, and to its followers here. */
  publishOrderEvent: PublishOrderEvent;
  /** Each branch's slots, lead times and capacity (issue 32). */
  scheduling: SchedulingService;
  board: BoardService;
  /** Staff's changes to placed orders (issue 31). */
  orderChanges: OrderChangesService;
  /** The kitchen's stations, tickets and bumps. */
  kitchen: KitchenService;
  deliveries: DeliveriesService;
  tables: TablesService;
  /** Printed tickets: printers, print agents and their jobs (decision 028). */
  printing: PrintingService;
  payments: PaymentsService;
  images: ImageService;
  ads: AdsService;
  /** The owner's numbers (issue 36). */
  reports: ReportsService;
  /** Each branch's cash shifts and their closing (issue 36). */
  cash: CashService;
}

export interface ServiceDependencies {
  database: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Replaces the message sender chosen from the configuration. */
  sender?: MessageSender;
}

/** Memory for the most requested picture variants (the menu's), per instance. */
const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** Builds every service of a running server, once: routes, jobs and plugins reach them here. */
export function buildServices({ database, clock, config, log, ...given }: ServiceDependencies) {
  const { db } = database;
  const notify = (channel: string, payload: string) => database.notify(channel, payload);
  const notifyCatalog = (payload: string) => database.notify(CATALOG_CHANNEL, payload);
  const catalog = new CatalogService(db, notify);
  const publishToInstances = orderEventPublisher(database);
  const limiter = new RateLimiter(db, clock);
  const settings = new SettingsService(db);
  const business = new BusinessService(db, notifyCatalog);
  const sender =
    given.sender ??
    (config.whatsapp ? new WhatsAppSender(db, config.whatsapp, log) : new OutboxSender(db, log));
  // The customer's WhatsApp messages follow the order events this instance publishes
  // (order-publisher.ts).
  const notifier = new OrderNotifier(
    db,
    sender,
    { publicUrl: config.publicUrl, linkSecret: config.orderLinkSecret },
    log,
  );
  // Kitchen tickets print as orders enter the kitchen, through the branch's agent (decision 028).
  const printing = new PrintingService(
    db,
    clock,
    new PrintAgentHub(database, clock, config.printing, {
      publish: (event) => publishOrderEvent(event),
      log,
    }),
    { kitchen: () => kitchen, limiter, log },
  );
  const publishOrderEvent = orderPublisher(publishToInstances, notifier, [printing]);
  const auth = new AuthService(db, clock, limiter, settings, {
    loginTriesPerAddress: config.loginLimitPerAddress,
  });
  const branches = new BranchService(db, clock, catalog, notify);
  const soldOut = new SoldOutService(db, clock, branches, notify, CATALOG_CHANNEL);
  const areas = new DeliveryAreaService(db, branches, notifyCatalog);
  // Google when configured, the offline grid behind it during an outage (decision 013).
  const grid = new BogotaGridGeocoder();
  const geocoder = config.googleMaps
    ? new FallbackGeocoder(new GoogleGeocoder(config.googleMaps), grid, (err) =>
        log.warn({ reason: err.message }, 'Google geocoding failed: offline geocoder used'),
      )
    : grid;
  const geo = new GeoService(geocoder, new StraightLineRouter(), branches, areas);
  const scheduling = new SchedulingService(db, clock, branches);
  const promotions = new PromotionsService(db, clock);
  const orders = new OrdersService(
    db,
    (name, text, params) => database.prepared(name, text, params),
    clock,
    catalog,
    branches,
    geo,
    publishOrderEvent,
    soldOut,
    scheduling,
    promotions,
    config.orderLinkSecret,
    config.wompi !== undefined,
  );
  const payments = new PaymentsService(
    db,
    clock,
    config.wompi && new WompiClient(config.wompi),
    orders,
    notifier,
    publishOrderEvent,
    { publicUrl: config.publicUrl },
    log,
  );
  const kitchen = new KitchenService(db, clock, publishOrderEvent);
  const images = new ImageService(
    new CachedImageStore(new PostgresImageStore(db), IMAGE_CACHE_BYTES),
  );
  const services: Services = {
    catalog,
    categories: new CategoriesService(db, catalog),
    ingredients: new IngredientsService(db, catalog),
    products: new ProductsService(db, clock, catalog),
    specials: new SpecialsService(db, clock, catalog),
    catalogRemoval: new CatalogRemovalService(db, clock, catalog),
    catalogImport: new CatalogImportService(db, clock, catalog),
    branches,
    branchAdmin: new BranchAdminService(db, clock, branches, catalog),
    auth,
    settings,
    business,
    demoData: new DemoDataService(db, { caches: [catalog, branches, areas, soldOut], notify }),
    setup: new SetupService(db, clock, limiter, {
      auth,
      business,
      branches,
      catalog,
      triesPerAddress: config.loginLimitPerAddress,
    }),
    verification: new VerificationService(db, clock, limiter, sender, settings, business),
    users: new UsersService(db, () => clock.now()),
    sender,
    notifier,
    geo,
    areas,
    orders,
    publishOrderEvent,
    scheduling,
    soldOut,
    board: new BoardService(db, clock, publishOrderEvent),
    orderChanges: new OrderChangesService(
      db,
      clock,
      catalog,
      soldOut,
      orders,
      publishOrderEvent,
      scheduling,
      (pedidoId, cambioId, total) => notifier.totalChanged(pedidoId, cambioId, total),
      (pedidoId, cambioId) => notifier.timeChanged(pedidoId, cambioId),
    ),
    kitchen,
    deliveries: new DeliveriesService(db, clock, publishOrderEvent, (pedidoId) =>
      notifier.arriving(pedidoId),
    ),
    // A table's events reach the other instances' sockets only: nobody is messaged, nothing prints.
    tables: new TablesService(db, publishToInstances),
    payments,
    printing,
    images,
    ads: new AdsService(db, clock, images),
    promotions,
    reports: new ReportsService(db),
    cash: new CashService(db, clock),
  };
  return services;
}

/**
 * The services the demo's seed and the shell's commands use outside a running server: no caches
 * to announce to, no timers. Built here too, so that this file builds every service.
 */
export const offlineServices = {
  /** What a demo order goes through (its branch, its address's fee), on the seed's clock. */
  demoOrders(db: Db, now: Date) {
    const catalog = new CatalogService(db);
    const branches = new BranchService(db, fixedClock(now), catalog);
    const areas = new DeliveryAreaService(db, branches);
    return {
      catalog,
      geo: new GeoService(new BogotaGridGeocoder(), new StraightLineRouter(), branches, areas),
    };
  },
  /** The demo's pictures, stored `concurrency` at a time, without the server's memory cache. */
  demoPictures: (db: Db, concurrency: number) =>
    new ImageService(new PostgresImageStore(db), { concurrency }),
  /** 'Eliminar datos de demostración' from the shell: a running server hears of it by NOTIFY. */
  demoData: (database: Database) =>
    new DemoDataService(database.db, {
      caches: [],
      notify: (channel, payload) => database.notify(channel, payload),
    }),
};
