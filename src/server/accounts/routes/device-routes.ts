import { text } from '../../i18n/localized';
import { requestLanguage } from '../../i18n/server-language';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  registerDevicePath,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
} from '@/contract/accounts/device-registration.contract';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { AccountsContext } from '../accounts-context';
import type { DeviceRepository } from '../store/device-repository';
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';

/**
 * POST /api/v1/users/register_device: after a payment the storefront registers its browser for the session's
 * user, guest or customer, so order updates can be pushed to it. Registering the same device again keeps one
 * registration with the newest push token. The sandbox sends no pushes; it only keeps the registrations.
 */
export function registerDeviceRoutes(app: FastifyInstance, context: AccountsContext, devices: DeviceRepository): void {
  app.post(
    `${walletApiV1}/${registerDevicePath}`,
    withContract({
      summary: "Registers the browser's device uuid and push token for the session's user",
      tags: ['accounts'],
      session: true,
      body: registerDeviceRequestSchema,
      response: registerDeviceResponseSchema,
    }),
    async (request) => {
      const user = await requireSession(request, context.db, context.clock);
      const body = parseBody(registerDeviceRequestSchema, request.body);
      const row = await devices.register(
        user.userId,
        body.device_uuid.trim(),
        body.push_token.trim(),
        new Date(context.clock()),
      );
      return checkResponse(registerDeviceResponseSchema, {
        message: text('account.deviceRegistered')(requestLanguage(request)),
        device: { device_uuid: row.deviceUuid, push_token: row.pushToken },
      });
    },
  );
}
