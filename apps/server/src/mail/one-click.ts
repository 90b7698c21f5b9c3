import express, { type Router } from 'express';
import type { Services } from '../context.js';
import { isDomainError } from '../errors.js';

/**
 * The address in every mail's List-Unsubscribe header (`/mail/unsubscribe?token=…` on this API).
 * A mail client's own "unsubscribe" button POSTs to it (RFC 8058 one-click): mail stops at once,
 * no sign-in, no page. A person who opens it in a browser (GET) is sent to the web app's page,
 * which asks them to confirm: a GET never unsubscribes, since mail scanners follow links.
 */
export function oneClickUnsubscribe(services: Services): Router {
  const router = express.Router();
  router.get('/mail/unsubscribe', (request, response) => {
    const token = typeof request.query['token'] === 'string' ? request.query['token'] : '';
    response.redirect(303, `${services.links.web}/mail/unsubscribe?token=${encodeURIComponent(token)}`);
  });
  router.post(
    '/mail/unsubscribe',
    express.urlencoded({ extended: false, limit: '1kb' }),
    (request, response, next) => {
      const token = typeof request.query['token'] === 'string' ? request.query['token'] : '';
      services.mail
        .unsubscribe(token)
        .then(() => response.type('text/plain').send('Unsubscribed.\n'))
        .catch((error: unknown) => {
          if (isDomainError(error, 'INVALID_LINK'))
            response.status(400).type('text/plain').send(`${error.message}\n`);
          else next(error);
        });
    },
  );
  return router;
}
