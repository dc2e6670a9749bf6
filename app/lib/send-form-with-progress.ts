import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';

/** What a route's action answered a form sent by script. */
export type FormAnswer =
  | { kind: 'redirect'; to: string }
  | { kind: 'data'; status: number; data: unknown }
  /** No answer the page can use: the network failed, the server failed, or the action threw. */
  | { kind: 'failed'; status: number };

/**
 * The address of a route's data request (React Router's single fetch): `/en/s/add?ad=1` is
 * answered as data at `/en/s/add.data?ad=1` by the same action, middleware and CSRF check.
 */
export function dataRequestUrl(location: { pathname: string; search: string }): string {
  const path = location.pathname.endsWith('/') ? `${location.pathname}_.data` : `${location.pathname}.data`;
  return `${path}${location.search}`;
}

/**
 * Posts a form to its route's action with XMLHttpRequest, the one browser API that reports the
 * bytes sent (fetch does not), and reads the answer as React Router's own client would.
 * Rejects with an AbortError when `signal` aborts.
 */
export function sendFormWithProgress(options: {
  url: string;
  body: FormData;
  signal: AbortSignal;
  onProgress: (loaded: number, total: number) => void;
}): Promise<FormAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', options.url);
    request.responseType = 'arraybuffer';
    // The form's CSRF token as a header too: the server then checks it without reading the
    // whole body first (app/lib/request-middleware.server.ts).
    const csrf = options.body.get('csrf');
    if (typeof csrf === 'string') request.setRequestHeader('x-csrf-token', csrf);
    request.upload.onprogress = (event) => options.onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    request.onerror = () => resolve({ kind: 'failed', status: 0 });
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.onload = () => {
      readAnswer(request).then(resolve, () => resolve({ kind: 'failed', status: request.status }));
    };
    options.signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(options.body);
  });
}

async function readAnswer(request: XMLHttpRequest): Promise<FormAnswer> {
  // The action's own answers carry this header; a proxy's or a crash's do not.
  if (!request.getResponseHeader('X-Remix-Response') || !(request.response instanceof ArrayBuffer)) {
    return { kind: 'failed', status: request.status };
  }
  const body = new Response(request.response).body;
  if (!body) return { kind: 'failed', status: request.status };
  const { value } = await decodeViaTurboStream(body, window);
  const answer = value as { redirect?: unknown; data?: unknown; error?: unknown };
  if (typeof answer.redirect === 'string') return { kind: 'redirect', to: answer.redirect };
  if ('data' in answer && !('error' in answer)) return { kind: 'data', status: request.status, data: answer.data };
  return { kind: 'failed', status: request.status };
}
