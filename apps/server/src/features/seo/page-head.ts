import { SITE_NAME } from '@basalt/contracts';
import { html, jsonForScript, Markup } from './html';

/** What the server writes into the first HTML of one page. */
export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Path of the one URL search engines should index for this content; null for none. */
  canonicalPath: string | null;
  noindex: boolean;
  ogType: 'website' | 'product';
  imageUrl?: string | null;
  jsonLd: Array<Record<string, unknown>>;
}

/**
 * An automation's image as an absolute web address, or null. The editor now takes only http(s) or a
 * site path; a row saved before could hold "javascript:..." or text no URL parser takes, which must
 * neither reach og:image nor fail the page.
 */
export function webImageUrl(imageUrl: string | null | undefined, origin: string): string | null {
  if (!imageUrl) return null;
  try {
    const url = new URL(imageUrl, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function headTags(head: PageHead, origin: string): string {
  const canonical = head.canonicalPath === null ? null : `${origin}${head.canonicalPath}`;
  const image = webImageUrl(head.imageUrl, origin);
  return html`
    <title>${head.title}</title>
    <meta name="description" content="${head.description}" />
    ${head.noindex ? html`<meta name="robots" content="noindex, nofollow" />` : null}
    ${canonical ? html`<link rel="canonical" href="${canonical}" />` : null}
    <meta property="og:site_name" content="${SITE_NAME}" />
    <meta property="og:type" content="${head.ogType}" />
    <meta property="og:title" content="${head.title}" />
    <meta property="og:description" content="${head.description}" />
    ${canonical ? html`<meta property="og:url" content="${canonical}" />` : null}
    ${image ? html`<meta property="og:image" content="${image}" />` : null}
    <meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />
    ${head.jsonLd.map(
      (data) =>
        html`<script type="application/ld+json">
          ${rawJson(data)}
        </script>`,
    )}
  `.value;
}

// JSON-LD is escaped for a script context by jsonForScript; HTML escaping would corrupt its quotes.
function rawJson(data: Record<string, unknown>): Markup {
  return new Markup(jsonForScript(data));
}

/**
 * The built index.html with this page's head tags in place of the generic title and description.
 * The page's visible content comes from the web app's server rendering (platform/http/web-app.ts),
 * so crawlers and people read the same page.
 */
export function renderDocument(template: string, head: PageHead, origin: string): string {
  const withoutGeneric = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // A replacer function: a '$' in a description must not be read as a replacement pattern.
  return withoutGeneric.replace('</head>', () => `${headTags(head, origin)}</head>`);
}
