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
  /** A plain summary of the page for readers that run no JavaScript; React replaces it on start. */
  body: Markup | null;
}

export function headTags(head: PageHead, origin: string): string {
  const canonical = head.canonicalPath === null ? null : `${origin}${head.canonicalPath}`;
  const image = head.imageUrl ? new URL(head.imageUrl, origin).href : null;
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

const BODY_STYLE = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

/**
 * The built index.html with this page's head tags in place of the generic title and description,
 * and the page summary inside #root. The summary is visually hidden so that nothing flashes before
 * React renders the same content; readers without JavaScript (crawlers, link previews) get the text.
 */
export function renderDocument(template: string, head: PageHead, origin: string): string {
  const withoutGeneric = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  const withHead = withoutGeneric.replace('</head>', `${headTags(head, origin)}</head>`);
  if (!head.body) return withHead;
  return withHead.replace(
    '<div id="root"></div>',
    `<div id="root"><div data-prerender style="${BODY_STYLE}">${head.body.value}</div></div>`,
  );
}
