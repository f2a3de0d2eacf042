import { listAutomationsQuery, pageMeta, SITE_NAME, automationPageTitle, type PageMeta } from '@basalt/contracts';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { CatalogueReader } from '../catalogue';
import { getFaq, listActiveTokenPackages, usdPerToken } from '../site';
import { automationPath, costText } from './automation-text';
import type { PageHead } from './page-head';
import { privatePageMeta, publicPages } from './static-pages';
import { faqPage, howTo, itemList, organization, product, webPage, website } from './structured-data';

type Deps = { db: Database; config: Config; catalogue: CatalogueReader };

/** Number of automations in the marketplace's structured data (spec §9). */
const ITEM_LIST_SIZE = 20;

function staticHead(path: string, meta: PageMeta, extra: Partial<PageHead> = {}): PageHead {
  return {
    status: 200,
    title: meta.title,
    description: meta.description,
    canonicalPath: path,
    noindex: meta.noindex ?? false,
    ogType: 'website',
    jsonLd: [],
    ...extra,
  };
}

async function automationHead({ db, config, catalogue }: Deps, ref: string): Promise<PageHead> {
  // The same cached page as GET /api/automations/:ref, so it follows catalogue changes the same way.
  const automation = (await catalogue.automation(ref))?.body.automation;
  if (!automation) {
    const title = `Automation not found — ${SITE_NAME}`;
    return {
      ...staticHead('/browse', { title, description: pageMeta.marketplace.description, noindex: true }),
      status: 404,
      canonicalPath: null,
    };
  }
  const canonicalPath = automationPath(automation);
  const url = `${config.PUBLIC_URL}${canonicalPath}`;
  const perToken = usdPerToken(await listActiveTokenPackages(db));
  const seo = automation.seoContent;
  return {
    status: 200,
    title: automationPageTitle(automation),
    description: seo.meta?.description || `${automation.description} ${costText(automation)}.`.slice(0, 160),
    canonicalPath,
    noindex: false,
    ogType: 'product',
    imageUrl: automation.imageUrl,
    jsonLd: [
      ...(perToken === null ? [] : [product(automation, url, config.PUBLIC_URL, perToken)]),
      ...(seo.faqs?.length ? [faqPage(seo.faqs)] : []),
      ...(seo.howToSteps?.length ? [howTo(automation)] : []),
      webPage(automation, url),
    ],
  };
}

async function marketplaceHead({ config, catalogue }: Deps, search: URLSearchParams): Promise<PageHead> {
  const parsed = listAutomationsQuery.safeParse(Object.fromEntries(search));
  const query = parsed.success ? parsed.data : listAutomationsQuery.parse({});
  const { automations } = (await catalogue.list({ ...query, limit: ITEM_LIST_SIZE, offset: 0 })).body;
  const items = automations.map((a) => ({ name: a.name, url: `${config.PUBLIC_URL}${automationPath(a)}` }));
  return staticHead('/marketplace', pageMeta.marketplace, { jsonLd: [itemList(items)] });
}

/** The head of any page the web app serves, from its path and query. */
export async function resolvePage(deps: Deps, path: string, search: URLSearchParams): Promise<PageHead> {
  const automationMatch = path.match(/^\/(?:automation|basalt)\/([^/]+)$/);
  if (automationMatch) return automationHead(deps, safeDecode(automationMatch[1]!));
  if (path === '/marketplace' || path === '/browse') return marketplaceHead(deps, search);
  if (path === '/') {
    return staticHead('/', pageMeta.home, {
      jsonLd: [organization(deps.config.PUBLIC_URL), website(deps.config.PUBLIC_URL)],
    });
  }
  if (path === '/faq') {
    const faq = await getFaq(deps.db, deps.config);
    return staticHead('/faq', pageMeta.faq, {
      jsonLd: [faqPage(faq.sections.flatMap((section) => section.items))],
    });
  }
  const publicKey = publicPages[path];
  if (publicKey) return staticHead(path, pageMeta[publicKey]);
  const privateMeta = privatePageMeta(path);
  if (privateMeta) return staticHead(path, privateMeta, { canonicalPath: null });
  // The web app sends unknown paths home; keep them out of the index meanwhile.
  return staticHead('/', { ...pageMeta.home, noindex: true });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
