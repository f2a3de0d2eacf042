import { FileTooLargeError, type SampleOutbound } from '@basalt/sample-workflows';
import { OutboundClient, OutboundError } from '../../platform/outbound';
import type { SignedLinks } from '../../platform/storage';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE_LINK = new RegExp(`^/api/files/(${UUID})/content$`, 'i');
const CALLBACK = new RegExp(`^/api/(runs|test-calls)/${UUID}/callback$`, 'i');

/**
 * True for the only addresses of Basalt itself a sample workflow is given: a signed file link
 * whose signature holds, and a run's or test call's callback URL with its token (which the
 * callback route checks). Any other path on Basalt's own origin is refused like any private address.
 */
export function isBasaltSignedUrl(value: string, publicUrl: string, links: SignedLinks): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const basalt = new URL(publicUrl);
  // PUBLIC_URL may carry a path when Basalt is served under a prefix; the rest must match exactly.
  const prefix = basalt.pathname.replace(/\/$/, '');
  if (url.origin !== basalt.origin || url.username || !url.pathname.startsWith(`${prefix}/`)) return false;
  const path = url.pathname.slice(prefix.length);
  const file = FILE_LINK.exec(path);
  if (file) {
    const expires = Number(url.searchParams.get('expires'));
    return links.verify(file[1]!, expires, url.searchParams.get('signature') ?? '');
  }
  return CALLBACK.test(path) && Boolean(url.searchParams.get('token'));
}

/**
 * The sample workflows' way out inside Basalt: the same address rules as runs (no loopback,
 * private or link-local address, redirects never followed), with no allow-listed hosts, except
 * Basalt's own signed links and callbacks, which a demo on one machine must reach on loopback.
 */
export function createSampleOutbound(publicUrl: string, links: SignedLinks) {
  const guarded = new OutboundClient({ allowedHosts: [] });
  const basalt = new OutboundClient({ allowedHosts: [new URL(publicUrl).host] });
  const clientFor = (url: string) => (isBasaltSignedUrl(url, publicUrl, links) ? basalt : guarded);
  const outbound: SampleOutbound = {
    async download(url, maxBytes) {
      try {
        const response = await clientFor(url).request({ method: 'GET', url, timeoutMs: 15_000, maxBytes });
        return { status: response.status, body: response.body };
      } catch (error) {
        if (error instanceof OutboundError && error.kind === 'response_too_large') throw new FileTooLargeError();
        throw error;
      }
    },
    async post(url, json) {
      const response = await clientFor(url).request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'user-agent': 'Basalt-Sample-Workflows/1.0' },
        body: json,
        timeoutMs: 10_000,
        maxBytes: 64 * 1024,
      });
      return { status: response.status };
    },
  };
  return {
    outbound,
    close: () => {
      guarded.close();
      basalt.close();
    },
  };
}
