import { adminUrlOf } from '@horno/domain/hosts';
import { SETUP_PAGE, SETUP_TOKEN_HOURS } from '@horno/domain/setup';
import type { FastifyInstance } from 'fastify';

/** An install nobody can enter (a first start without the demo): logs the setup's one-time link. */
export async function announceSetupLink(app: FastifyInstance): Promise<void> {
  const setupToken = await app.services.setup.issueToken();
  if (!setupToken) return;
  const url = `${adminUrlOf(app.config.publicUrl)}${SETUP_PAGE}?token=${setupToken}`;
  app.log.warn(
    { setupUrl: url },
    `Nadie administra esta instalación todavía: abre ${url} para configurarla (vale ${SETUP_TOKEN_HOURS} horas).`,
  );
}
