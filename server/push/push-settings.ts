import { formatDate } from '../../common/locale/format.ts';
import { listPushDevices } from './push-subscriptions.ts';
import { loadVapidKeys } from './vapid-keys.ts';

export interface PushDeviceView {
  id: string;
  device: string;
  /** Lets the page say which row is the browser it is open in; the user's own data. */
  endpoint: string;
  /** DD/MM/YYYY (spec §9). */
  added: string;
}

/** The settings page's push section: the key browsers subscribe with, and the user's devices. */
export async function viewPushSettings(userId: string): Promise<{ publicKey: string; devices: PushDeviceView[] }> {
  const devices = await listPushDevices(userId);
  return {
    publicKey: loadVapidKeys().publicKey,
    devices: devices.map((each) => ({
      id: each.id,
      device: each.device,
      endpoint: each.endpoint,
      added: formatDate(each.createdAt),
    })),
  };
}
