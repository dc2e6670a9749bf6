import { describe, expect, test } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../common/chat/chat-protocol.ts';
import { receiptPayload, reportBody, sendPayload, syncPayload } from './chat-schemas.ts';

describe('chat payloads', () => {
  const id = '4b1c2d3e-0000-4000-8000-000000000001';

  test('a send needs a window, a client id and a text of bounded size', () => {
    expect(sendPayload.safeParse({ chatWindowId: id, clientId: id, message: 'Hola' }).success).toBe(true);
    expect(sendPayload.safeParse({ chatWindowId: id, clientId: id }).success).toBe(false);
    expect(sendPayload.safeParse({ chatWindowId: id, clientId: '', message: 'Hola' }).success).toBe(false);
    expect(sendPayload.safeParse({ chatWindowId: id, clientId: 'x'.repeat(65), message: 'Hola' }).success).toBe(false);
    expect(sendPayload.safeParse({ chatWindowId: 7, clientId: id, message: 'Hola' }).success).toBe(false);
    const huge = 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH * 4 + 1);
    expect(sendPayload.safeParse({ chatWindowId: id, clientId: id, message: huge }).success).toBe(false);
  });

  test('receipts name a message; sync needs an ISO 8601 time; a report reason is optional and short', () => {
    expect(receiptPayload.safeParse({ chatWindowId: id, upTo: id }).success).toBe(true);
    expect(receiptPayload.safeParse({ chatWindowId: id }).success).toBe(false);
    expect(syncPayload.safeParse({ since: '2026-11-23T10:00:00.000Z' }).success).toBe(true);
    expect(syncPayload.safeParse({ since: '2026-11-23T10:00:00+01:00' }).success).toBe(true);
    expect(syncPayload.safeParse({ since: 'ayer' }).success).toBe(false);
    expect(reportBody.safeParse(undefined).success).toBe(true);
    expect(reportBody.safeParse({}).success).toBe(true);
    expect(reportBody.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
  });
});
