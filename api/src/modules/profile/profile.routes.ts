/**
 * Profile and account routes (spec 000 §7, spec 001 §7), the YouTube/Twitter connect callback
 * the sandbox consent page returns to, and the avatar files.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ProfileDetailsUpdateBody } from '@engage/shared/contract/profile';
import { CONNECTABLE_PLATFORMS } from '@engage/shared/contract/constants';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { errorResponses, redirectResponse } from '../../http/openapi';
import { pageLink, requestBaseUrl } from '../../http/pages';
import { text, type CatalogText } from '../../i18n/messages';
import { answered, requestLanguage } from '../../i18n/request-language';
import { AVATAR_MEDIA_TYPES, AvatarFileParamsSchema, avatarFileResponse } from './avatar-file-schemas';
import { ConnectCallbackQuerySchema } from './connect-callback-schemas';
import { INTEREST_CATALOGUE, INTEREST_TAGS } from './interests';
import { AVATAR_MAX_BYTES } from './profile.service';

const PLATFORM_NAME = { youtube: 'youtube', twitter: 'twitter', instagram: 'instagram' } as const;

/**
 * What the app says when the provider sends the user back without a code: an OAuth error is a
 * code for machines (`access_denied` when the user pressed Cancel), never words for a person.
 */
function oauthRefusal(platform: 'youtube' | 'twitter', error: string | undefined): CatalogText {
  const label = CONNECTABLE_PLATFORMS.find((entry) => entry.value === platform)?.label ?? platform;
  return text(error === 'access_denied' ? 'linkingCancelled' : 'linkingFailed', { platform: label });
}

export async function profileRoutes(app: AppInstance): Promise<void> {
  const profile = app.services.profile;
  const connections = app.services.connections;

  app.route({
    ...apiRoute('interests', { tags: ['profile'] }),
    handler: async () => ({
      interests: INTEREST_CATALOGUE.map((item) => ({
        category: item.category,
        subcategories: [...item.subcategories],
      })),
    }),
  });

  app.route({
    ...apiRoute('userTags', { tags: ['profile'] }),
    handler: async () => ({
      interests: [...INTEREST_TAGS],
    }),
  });

  app.route({
    ...apiRoute('profile', { tags: ['profile'] }),
    handler: async (request) => profile.user(currentUser(request).userId),
  });

  app.route({
    ...apiRoute('profileUpdate', { tags: ['profile'] }),
    handler: async (request) => profile.updateUser(currentUser(request).userId, request.body),
  });

  app.route({
    ...apiRoute('profileDetails', { tags: ['profile'] }),
    handler: async (request) => {
      const userId = currentUser(request).userId;
      const [details, botPlatforms] = await Promise.all([
        profile.details(userId),
        app.services.bot.platformsFor(userId),
      ]);
      // On a server that verifies tasks: where the bot acts and earns, before it is ever switched on.
      return botPlatforms ? { ...details, bot_platforms: botPlatforms } : details;
    },
  });

  app.route({
    // Per content type (content-types.ts refuses any other): JSON is validated here; the
    // multipart upload is read and checked by the handler.
    ...apiRoute('profileDetailsUpdate', {
      tags: ['profile'],
      description:
        'JSON: profile detail fields, answers the profile detail. multipart/form-data with an `avatar` image file (≤ 2 MB): answers {avatar}.',
    }),
    handler: async (request) => {
      const { userId } = currentUser(request);
      if (!request.isMultipart()) {
        // Not multipart, so JSON (content-types.ts), validated against ProfileDetailsUpdateBodySchema.
        return profile.updateDetails(userId, request.body as ProfileDetailsUpdateBody);
      }
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES } });
      if (!file || file.fieldname !== 'avatar') throw badRequest(text('avatarField'));
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(text('imageTooLarge'));
        throw error;
      });
      if (file.file.truncated) throw badRequest(text('imageTooLarge'));
      return { avatar: await profile.saveAvatar(userId, bytes) };
    },
  });

  app.get(
    '/api/media/avatars/:name',
    {
      config: { public: true },
      schema: {
        tags: ['profile'],
        params: AvatarFileParamsSchema,
        response: { 200: avatarFileResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = await readFile(join(app.config.mediaDir, 'avatars', name)).catch(() => null);
      if (!bytes) throw notFound();
      const type = AVATAR_MEDIA_TYPES[name.split('.').pop() ?? 'png'];
      return reply
        .type(type ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  app.route({
    ...apiRoute('accountUpdate', { tags: ['profile'] }),
    handler: async (request) => {
      await profile.updateAccount(currentUser(request).userId, request.body);
      return { message: answered(request, text('accountUpdated')) };
    },
  });

  app.route({
    ...apiRoute('accountDeletion', {
      tags: ['profile'],
      description:
        'What deleting the account now would do with its money, for the user to read before confirming: everything withdrawable or pending is forfeited; while a withdrawal is on its way (`waits_for_withdrawal`) the account cannot be deleted.',
    }),
    handler: async (request) => profile.deletionPreview(currentUser(request).userId),
  });

  app.route({
    // 403: no step-up in the last five minutes (`step_up_required`), or an embedded area's token.
    ...apiRoute('accountDelete', {
      tags: ['profile'],
      description:
        "Needs a step-up on this session in the last five minutes (`users/step-up/`); an embedded area's token is refused (403 `embed_scope`). Erases the person at once and forfeits the balances left (`users/account/deletion/` says how much); 409 `withdrawal_on_its_way` while a withdrawal is on its way to M-PESA.",
      errors: [403, 409],
    }),
    handler: async (request) => {
      const auth = currentUser(request);
      await app.services.accounts.stepUp.require(auth);
      await profile.deleteAccount(auth.userId);
      return { message: answered(request, text('accountDeleted')) };
    },
  });

  app.route({
    ...apiRoute('firstRun', {
      tags: ['profile'],
      description:
        'The first run (pick interests, link an account, how earning works) was finished or skipped: it is not shown again on any device. Idempotent: answers the first call’s moment.',
      errors: [404],
    }),
    handler: async (request) => ({
      onboarded_at: (await profile.finishFirstRun(currentUser(request).userId)).toISOString(),
    }),
  });

  app.route({
    ...apiRoute('languageUpdate', {
      tags: ['profile'],
      description:
        'Keeps the language chosen in Preferences on the account: the profile answers it at sign-in on any device, and alerts and emails are written in it.',
      errors: [404],
    }),
    handler: async (request) => {
      await profile.saveLanguage(currentUser(request).userId, request.body.language);
      return { message: answered(request, text('languageSaved')) };
    },
  });

  app.route({
    ...apiRoute('actionHistory', { tags: ['profile'] }),
    handler: async (request) => {
      const page = request.query.page ?? 1;
      const history = await app.services.tasks.history(currentUser(request).userId, page);
      return {
        results: { total_actions: history.total, actions: history.actions },
        next: history.hasNext ? pageLink(request, page + 1, app.config.publicUrl) : null,
      };
    },
  });

  app.route({
    ...apiRoute('botActivate', { tags: ['profile'], errors: [404] }),
    handler: async (request) => {
      const userId = currentUser(request).userId;
      const active = await profile.toggleBot(userId);
      return {
        bot_active: active,
        message: answered(request, text(active ? 'botActivated' : 'botDeactivated')),
        // On a server that verifies tasks: where the bot acts and earns for this user.
        bot_platforms: await app.services.bot.platformsFor(userId),
      };
    },
  });

  for (const platform of ['youtube', 'twitter'] as const) {
    app.route({
      // 502: Google's discovery document could not be read; 503: linking is off (ACCOUNT_LINKING_PROVIDER=off).
      ...apiRoute(platform === 'youtube' ? 'connectYoutube' : 'connectTwitter', {
        tags: ['accounts'],
        errors: [502, 503],
      }),
      handler: async (request) => ({
        auth_url: await connections.start(
          currentUser(request).userId,
          platform,
          requestBaseUrl(request, app.config.publicUrl),
        ),
      }),
    });

    // The browser arrives here from the consent page (no bearer): the state identifies the user.
    app.get(
      `/api/users/connect/${platform}/callback/`,
      {
        config: { public: true },
        schema: {
          tags: ['accounts'],
          querystring: ConnectCallbackQuerySchema,
          response: {
            302: redirectResponse(
              'Back to the app: `/consumer?connected=<platform>`, or `?connect_error=<message>` when it failed.',
            ),
          },
        },
      },
      async (request, reply) => {
        const back = new URL(`${app.config.appUrl}/consumer`);
        const { code, state, error, iss } = request.query;
        try {
          if (error || !code || !state) throw badRequest(oauthRefusal(platform, error));
          await connections.finish(platform, code, state, iss ? { iss } : {});
          back.searchParams.set('connected', platform);
        } catch (failure) {
          if (!(failure instanceof ApiError)) throw failure;
          // A navigation from the provider: the browser's own languages, the nearest we have to the page's.
          back.searchParams.set('connect_error', String(failure.body(requestLanguage(request)).detail));
        }
        return reply.redirect(back.toString(), 302);
      },
    );
  }

  app.route({
    // 503: Instagram linking is off on this server (ACCOUNT_LINKING_PROVIDER=off).
    ...apiRoute('connectInstagram', { tags: ['accounts'], errors: [503] }),
    handler: async (request) => {
      await connections.connectInstagram(
        currentUser(request).userId,
        request.body.ig_username,
        request.body.ig_password,
      );
      return { message: answered(request, text('instagramConnected')) };
    },
  });

  app.route({
    ...apiRoute('disconnect', { tags: ['accounts'] }),
    handler: async (request) => {
      const { platform } = request.body;
      const removed = await connections.disconnect(currentUser(request).userId, platform);
      if (!removed)
        throw badRequest(text('disconnectFailed', { platform: PLATFORM_NAME[platform] }), {
          message: text('disconnectFailed', { platform }),
        });
      return { message: answered(request, text('disconnected', { platform: PLATFORM_NAME[platform] })) };
    },
  });
}
