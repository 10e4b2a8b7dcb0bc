/**
 * Consent on record (modules/consents): what the user accepted, accepting a newer terms and
 * privacy policy at sign-in, and news and offers by email from Settings.
 */
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';

export async function consentsRoutes(app: AppInstance): Promise<void> {
  const consents = app.services.consents;

  app.route({
    ...apiRoute('consents', {
      tags: ['profile'],
      description:
        'The terms and privacy policy versions the user accepted and when, whether they want news and offers by email, and `consent_needed`: what must be accepted before anything else (the same as on the profile detail).',
    }),
    handler: async (request) => consents.state(currentUser(request).userId),
  });

  app.route({
    // 400: a version that is no longer the one in force, naming its field.
    ...apiRoute('consentAccept', {
      tags: ['profile'],
      description:
        'Accepts the terms and privacy policy the user was shown: `terms_version` and `privacy_version` must be the versions in force (`consent_needed`), or 400 naming the field. Recorded with the time; a document already accepted at that version is not recorded again.',
      errors: [400],
    }),
    handler: async (request) => consents.accept(currentUser(request).userId, request.body),
  });

  app.route({
    ...apiRoute('marketingUpdate', {
      tags: ['profile'],
      description:
        'News and offers by email, on or off (off until the user says yes). Marketing email is written only for users whose latest answer is yes.',
    }),
    handler: async (request) => consents.setMarketing(currentUser(request).userId, request.body.marketing),
  });
}
