import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EsignPort } from '@server/ports/esign.js';
import { basicAuth, callVendor, joinUrl, jsonOf, VendorError } from '../vendor-http.js';

export interface DropboxSignConfig {
  apiKey: string;
  /** https://api.hellosign.com by default. */
  baseUrl?: string;
  /** Requests that are not legally binding and cost nothing (the provider's test mode). */
  testMode?: boolean;
}

/** How far a callback's event time may be from now, either way, before it counts as a replay. */
const CALLBACK_WINDOW_MS = 10 * 60 * 1000;

interface RequestSummary {
  signature_request_id?: string;
  is_complete?: boolean;
  metadata?: Record<string, unknown>;
}

interface CallbackEvent {
  event?: { event_time?: string; event_type?: string; event_hash?: string };
  signature_request?: { signature_request_id?: string };
}

/**
 * Hosted signing through the Dropbox Sign (HelloSign) API v3: `signature_request/send` with the PDF as a
 * multipart file and the signer; `signature_request/files/{id}` for the signed PDF; callbacks verified by
 * their event hash (HMAC-SHA256 of event_time + event_type with the API key) and a time window; the hash does
 * not name the request, so completion is asked of the provider (`signature_request/{id}`) before it counts.
 * Before a send, `signature_request/list` is searched for our agreement id in the metadata.
 */
export function dropboxSign(config: DropboxSignConfig): EsignPort {
  const base = config.baseUrl ?? 'https://api.hellosign.com';
  const auth = basicAuth(config.apiKey, '');
  return {
    mode: 'hosted',
    async send(request) {
      const form = new FormData();
      form.set('title', request.title);
      form.set('subject', request.subject);
      form.set('message', request.message);
      form.set('signers[0][email_address]', request.signerEmail);
      form.set('signers[0][name]', request.signerName);
      form.set('metadata[agreement_id]', request.id);
      form.set('test_mode', config.testMode ? '1' : '0');
      form.set(
        'files[0]',
        new Blob([Uint8Array.from(request.document)], { type: 'application/pdf' }),
        'agreement.pdf',
      );
      const res = await callVendor(
        'Dropbox Sign',
        'send request',
        joinUrl(base, '/v3/signature_request/send'),
        {
          method: 'POST',
          headers: { authorization: auth },
          body: form,
          timeoutMs: 20_000,
        },
      );
      if (!res.ok) throw new VendorError('Dropbox Sign', 'send request', res.status);
      const body = await jsonOf<{ signature_request?: { signature_request_id?: string } }>(
        'Dropbox Sign',
        'send request',
        res,
      );
      const requestId = body.signature_request?.signature_request_id;
      if (!requestId) throw new VendorError('Dropbox Sign', 'send request', res.status, 'no request id');
      return { requestId };
    },
    async findRequest(reference) {
      const url = joinUrl(base, '/v3/signature_request/list');
      // A bare search term is matched against the metadata too; the exact match is checked below.
      url.searchParams.set('query', reference);
      url.searchParams.set('page_size', '100');
      const res = await callVendor('Dropbox Sign', 'list requests', url, {
        headers: { authorization: auth },
        timeoutMs: 20_000,
      });
      if (!res.ok) throw new VendorError('Dropbox Sign', 'list requests', res.status);
      const body = await jsonOf<{ signature_requests?: RequestSummary[] }>(
        'Dropbox Sign',
        'list requests',
        res,
      );
      const found = (body.signature_requests ?? []).find(
        (r) => r.metadata?.agreement_id === reference && r.signature_request_id,
      );
      return found ? { requestId: found.signature_request_id! } : null;
    },
    async isComplete(requestId) {
      const url = joinUrl(base, `/v3/signature_request/${encodeURIComponent(requestId)}`);
      const res = await callVendor('Dropbox Sign', 'get request', url, {
        headers: { authorization: auth },
        timeoutMs: 20_000,
      });
      if (res.status === 404) return false;
      if (!res.ok) throw new VendorError('Dropbox Sign', 'get request', res.status);
      const body = await jsonOf<{ signature_request?: RequestSummary }>('Dropbox Sign', 'get request', res);
      return body.signature_request?.is_complete === true;
    },
    async signedPdf(requestId) {
      const url = joinUrl(base, `/v3/signature_request/files/${encodeURIComponent(requestId)}`);
      url.searchParams.set('file_type', 'pdf');
      const res = await callVendor('Dropbox Sign', 'get files', url, {
        headers: { authorization: auth },
        timeoutMs: 20_000,
      });
      // 409: the files are still being prepared.
      if (res.status === 404 || res.status === 409) return null;
      if (!res.ok) throw new VendorError('Dropbox Sign', 'get files', res.status);
      return new Uint8Array(await res.arrayBuffer());
    },
    completedRequestId(callback, now = new Date()) {
      let parsed: CallbackEvent;
      try {
        parsed = JSON.parse(callback) as CallbackEvent;
      } catch {
        throw new Error('not a Dropbox Sign callback');
      }
      const { event_time = '', event_type = '', event_hash = '' } = parsed.event ?? {};
      const expected = createHmac('sha256', config.apiKey)
        .update(event_time + event_type)
        .digest();
      const given = Buffer.from(event_hash, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new Error('the callback hash does not match');
      }
      const sentAt = Number(event_time) * 1000;
      if (!Number.isFinite(sentAt) || Math.abs(now.getTime() - sentAt) > CALLBACK_WINDOW_MS) {
        throw new Error('the callback is not recent');
      }
      if (event_type !== 'signature_request_all_signed') return null;
      return parsed.signature_request?.signature_request_id ?? null;
    },
  };
}
