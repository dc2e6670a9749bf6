import { z } from 'zod';

const base64url = (length: { min: number; max: number }) =>
  z
    .string()
    .min(length.min)
    .max(length.max)
    .regex(/^[\w-]+=*$/);

/**
 * What a browser's `PushSubscription.toJSON()` gives, as the settings page posts it: the push
 * service's address (https) and the keys of RFC 8291 (a P-256 public key, a 16-byte secret).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(1000),
  p256dh: base64url({ min: 86, max: 90 }),
  auth: base64url({ min: 22, max: 24 }),
});

export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(1000) });
export const pushDeviceIdSchema = z.object({ id: z.uuid() });
